import { SectionHeading } from "./section-heading";
import { Testimonials } from "./testimonials";

/** Testimonials (anchor testimonials). */
export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" eyebrow="Reviews" title="What Our Customers Say" intro="Real words from homeowners and businesses we've painted for." />
        <Testimonials />
      </div>
    </section>
  );
}
