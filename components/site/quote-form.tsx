import { business } from "@/lib/business";

/**
 * SLOT: the quote request form (its own issue: react-hook-form + the shared zod schema, server
 * action without JavaScript, POST /api/contact). Until it lands, visitors are pointed at the
 * phone and e-mail, which work today.
 */
export function QuoteForm() {
  return (
    <div data-slot="quote-form" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6">
      <h3 className="text-lg font-semibold">Request a free quote</h3>
      <p className="mt-2 text-slate-600">
        Call us on{" "}
        <a className="font-semibold text-brand-700 underline" href={business.phoneHref}>
          {business.phone}
        </a>{" "}
        or e-mail{" "}
        <a className="font-semibold text-brand-700 underline" href={business.emailHref}>
          {business.email}
        </a>
        .
      </p>
    </div>
  );
}
