import { ServiceCards } from "./landing-lists";
import { SectionHeading } from "./section-heading";

/** The five services (anchor services). */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Our Services"
          intro="From a single feature wall to a full commercial repaint, every job gets the same preparation and care."
        />
        <ServiceCards />
      </div>
    </section>
  );
}
