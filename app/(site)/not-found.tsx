import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "404 Page Not Found",
  robots: { index: false },
};

/** SPEC section 2: any other path, inside the public header and footer (the (site) layout). */
export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-display text-6xl font-bold text-accent-600">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">Did you forget to add the page to the router?</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </section>
  );
}
