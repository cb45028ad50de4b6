import { business, businessHours, licensingBody } from "@/lib/business";
import { serviceAreas } from "@/lib/landing-content";
import { siteUrl } from "@/lib/site-url";

/** schema.org HousePainter for search engines: who we are, where and when we work. */
export function housePainterData() {
  return {
    "@context": "https://schema.org",
    "@type": "HousePainter",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    description: business.blurb,
    url: siteUrl,
    telephone: business.phoneE164,
    email: business.email,
    image: `${siteUrl}/opengraph-image`,
    logo: `${siteUrl}/icons/icon-512.png`,
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
    areaServed: [
      { "@type": "State", name: "New South Wales" },
      ...serviceAreas.map((area) => ({ "@type": "Place", name: `${area.name}, NSW` })),
    ],
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: business.licence,
      recognizedBy: { "@type": "GovernmentOrganization", name: licensingBody },
    },
    openingHoursSpecification: businessHours.days
      .filter((day) => day.opens && day.closes)
      .map((day) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: day.dayOfWeek, opens: day.opens, closes: day.closes })),
  };
}

/** The JSON for a <script type="application/ld+json">, with "<" escaped so no text ends the tag. */
export function housePainterJsonLd(): string {
  return JSON.stringify(housePainterData()).replace(/</g, "\\u003c");
}
