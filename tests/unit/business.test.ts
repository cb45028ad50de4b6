import { describe, expect, it } from "vitest";
import { business, businessHours, footerLinks, headerLinks, quoteServiceOptions } from "@/lib/business";
import { fallbackReviews, featuredProject, reasons, serviceAreas, services } from "@/lib/landing-content";

// The business's counts and fixed lists.
describe("business constants", () => {
  it("holds the fixed lists", () => {
    expect(services.map((service) => service.id)).toEqual(["interior", "exterior", "commercial", "preparation", "consultation"]);
    expect(services.find((service) => service.id === "preparation")?.title).toBe("Preparation & Repairs");
    expect(services.find((service) => service.id === "consultation")?.title).toBe("Color Consultation");
    expect(reasons.map((reason) => reason.id)).toEqual(["licensed", "materials", "punctual", "satisfaction"]);
    expect(serviceAreas.map((area) => area.name)).toEqual([
      "Greater Sydney",
      "Central Coast",
      "Newcastle",
      "Wollongong",
      "Blue Mountains",
      "Central West",
      "Hunter Valley",
      "Mid North Coast",
    ]);
    for (const area of serviceAreas) expect(area.suburbs.length).toBeGreaterThanOrEqual(3);
    for (const area of serviceAreas) expect(area.suburbs.length).toBeLessThanOrEqual(4);
    expect(featuredProject.photos.map((photo) => photo.id)).toEqual(["exterior", "bedroom", "living", "porch"]);
    expect(featuredProject.location).toMatch(/Woy Woy/);
    expect(fallbackReviews).toHaveLength(6);
    expect(fallbackReviews.every((review) => review.rating === 5)).toBe(true);
    expect(fallbackReviews[0]?.relative_time_description).toBe("5 months ago");
    expect(fallbackReviews.at(-1)?.relative_time_description).toBe("a year ago");
    expect(quoteServiceOptions.map((option) => option.label)).toEqual([
      "Interior Painting",
      "Exterior Painting",
      "Commercial Painting",
      "Preparation & Repairs",
      "Color Consultation",
      "Other",
    ]);
  });

  it("links the header and footer to the landing's anchors", () => {
    expect(headerLinks.map((link) => link.href)).toEqual(["/#services", "/#projects", "/#about", "/#testimonials"]);
    expect(footerLinks.map((link) => link.href)).toEqual(["/#home", "/#services", "/#gallery", "/#about", "/#testimonials", "/#contact"]);
  });

  it("keeps contact details consistent with each other", () => {
    expect(business.name).toBe("Orbit Painting");
    expect(business.qrFileName).toBe("orbit-painting-qrcode.svg");
    expect(business.phoneHref).toBe(`tel:${business.phoneE164}`);
    expect(business.phoneE164.replace("+61", "0")).toBe(business.phone.replaceAll(" ", ""));
    expect(business.emailHref).toBe(`mailto:${business.email}`);
    expect(business.website).toBe(`https://www.${business.domain}`);
    expect(business.licence).toContain(business.licenceNumber);
    expect(businessHours.short).toBe("Mon-Fri 7AM-5PM");
    expect(businessHours.days.map((day) => day.hours)).toEqual(["7:00 AM - 5:00 PM", "8:00 AM - 2:00 PM", "Closed"]);
  });
});

describe("telHref", () => {
  it("keeps digits and + only, as a dialler reads them", async () => {
    const { telHref } = await import("@/lib/phone");
    expect(telHref("0412 345 678")).toBe("tel:0412345678");
    expect(telHref("+61 (2) 9876-5432")).toBe("tel:+61298765432");
  });
});
