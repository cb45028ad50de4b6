import { business } from "@/lib/business";
import { ReasonCards } from "./landing-lists";
import { SectionHeading } from "./section-heading";

/** Why choose us, four reasons. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-brand-900 py-16 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-heading" eyebrow="Why Orbit" title={`Why Choose ${business.name}`} intro="A tradie you can leave the keys with." tone="dark" />
        <ReasonCards />
      </div>
    </section>
  );
}
