import Link from "next/link";
import { ContactSection } from "@/components/site/landing/contact-section";
import { business } from "@/lib/business";

// The landing page's other sections arrive with their own issue; the hero and Contact are here.
export default function HomePage() {
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">{business.licence}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Painting and decorating across Sydney and regional NSW</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">
            {business.quotePromise}. {business.emergency}.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/#contact" className="rounded-md bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-accent-700">
              Request a Free Quote
            </Link>
            <Link href="/#services" className="rounded-md border border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50">
              Explore Services
            </Link>
          </div>
        </div>
      </section>
      <ContactSection />
    </>
  );
}
