import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/site/not-found-message";

export const metadata: Metadata = {
  title: "404 Page Not Found",
  robots: { index: false },
};

/** Any other path, inside the public header and footer (the (site) layout). */
export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="mb-4 font-display text-6xl font-bold text-accent-600">404</p>
      <NotFoundMessage />
    </section>
  );
}
