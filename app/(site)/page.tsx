import type { Metadata } from "next";
import { AboutSection } from "@/components/site/landing/about-section";
import { ClosingCta } from "@/components/site/landing/closing-cta";
import { ContactSection } from "@/components/site/landing/contact-section";
import { Hero } from "@/components/site/landing/hero";
import { JsonLd } from "@/components/site/landing/json-ld";
import { ProjectsSection } from "@/components/site/landing/projects-section";
import { ServiceAreasSection } from "@/components/site/landing/service-areas-section";
import { ServicesSection } from "@/components/site/landing/services-section";
import { TestimonialsSection } from "@/components/site/landing/testimonials-section";
import { TrustBand } from "@/components/site/landing/trust-band";
import { WhyChooseUs } from "@/components/site/landing/why-choose-us";
import { business } from "@/lib/business";
import { alt as ogAlt } from "../opengraph-image";

const title = `${business.name} | Licensed Painters in Sydney & NSW`;
const description = `Licensed painting and decorating in Sydney, the Central Coast and regional NSW: interior, exterior and commercial painting, repairs and colour advice. ${business.quotePromise}.`;

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  alternates: { canonical: "/" },
  // The picture is app/opengraph-image.tsx; named here because a page's own openGraph replaces it.
  openGraph: { type: "website", locale: "en_AU", url: "/", siteName: business.name, title, description, images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: ogAlt }] },
  twitter: { card: "summary_large_image", title, description, images: ["/opengraph-image"] },
};

/** The landing page: its ten sections, static HTML with small islands. */
export default function HomePage() {
  return (
    <>
      <JsonLd />
      <Hero />
      <ServicesSection />
      <ProjectsSection />
      <WhyChooseUs />
      <ServiceAreasSection />
      <AboutSection />
      <TestimonialsSection />
      <TrustBand />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
