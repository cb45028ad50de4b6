import { business, licensingBody } from "@/lib/business";

const facts = [
  { value: "24 h", label: "Free quotes, 7 days a week" },
  { value: "NSW", label: "Licensed contractor" },
  { value: "8", label: "Regions across NSW" },
];

/** About the business (anchor about). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">About us</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            About {business.name}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            <p>
              {business.name} is a family-run painting and decorating business based in Sydney. We paint homes, apartments, strata buildings, shops and
              offices across Greater Sydney, the Central Coast and regional NSW.
            </p>
            <p>
              Most of a lasting paint job happens before the first coat: washing, scraping, filling, sanding and priming. We take the time to do it properly,
              use premium Australian-made paints, protect your floors and furniture, and leave the site clean every day.
            </p>
            <p>
              We are licensed by the {licensingBody} ({business.licence}) and fully insured. {business.quotePromise}, and {business.emergency.toLowerCase()} for
              insurance and make-good work.
            </p>
          </div>
        </div>
        <dl className="grid content-center gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-display text-3xl font-bold text-brand-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
