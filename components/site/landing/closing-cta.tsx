import { business } from "@/lib/business";

/** The closing call to action, just above Contact. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to give your place a fresh coat?
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          Tell us about the job and we&apos;ll get back to you with a free, no-obligation quote. {business.quotePromise}.
        </p>
        <a href="#contact" className="mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Start My Free Quote
        </a>
      </div>
    </section>
  );
}
