import { regionalCoverage } from "@/lib/landing-content";
import { AreaCards } from "./landing-lists";
import { SectionHeading } from "./section-heading";

/** The eight area groups and the regional NSW text. */
export function ServiceAreasSection() {
  return (
    <section aria-labelledby="areas-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="areas-heading" eyebrow="Where we work" title="Service Areas" intro="Based in Sydney, painting across New South Wales." />
        <AreaCards />
        <p className="mx-auto mt-8 max-w-3xl rounded-xl bg-brand-50 p-5 text-center text-brand-950">{regionalCoverage}</p>
      </div>
    </section>
  );
}
