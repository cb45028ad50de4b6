import { sampleBusinessFacts } from "./config/sample-business";
import { telHref } from "./phone";

/**
 * Orbit Painting's business constants: the one source of truth for every page, e-mail and
 * structured-data block (what the landing says of them: lib/landing-content.ts). Public
 * information only: nothing here is secret.
 *
 * The legal facts (licence, licensed name, ABN, GST registration, bank, PayID) are deployment
 * configuration (BUSINESS_* in .env.example, validated by lib/config/business-facts.ts); quotes and
 * invoices take them from there. REPLACE BEFORE LAUNCH: the phone number below is from ACMA's range
 * reserved for fiction; have the owner read `defaultQuoteTerms` and `defaultQuoteExclusions`.
 */
const contactDetails = {
  /** BUSINESS_LICENCE as it was at build (next.config.ts inlines it): the public pages print it. */
  licenceNumber: process.env.BUSINESS_LICENCE || sampleBusinessFacts.licenceNumber,
  phoneDisplay: "0491 570 156",
  phoneE164: "+61491570156",
  email: "support@orbitpainting.com.au",
  domain: "orbitpainting.com.au",
  suburb: "Parramatta",
  postcode: "2150",
} as const;

/**
 * The text reg 90(4) of the Competition and Consumer Regulations 2010 (Cth) prescribes for a
 * warranty against defects given for goods and services together (paint and its application),
 * word for word. ACL s102 and reg 90 also ask the warranty to name the warrantor, the claim
 * procedure and who bears a claim's expense: defaultQuoteTerms adds those.
 */
export const reg90WarrantyText =
  "Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. " +
  "For major failures with the service, you are entitled: to cancel your service contract with us; and to a refund for the unused portion, or to compensation for its reduced value. " +
  "You are also entitled to choose a refund or replacement for major failures with goods. " +
  "If a failure with the goods or a service does not amount to a major failure, you are entitled to have the failure rectified in a reasonable time. " +
  "If this is not done you are entitled to a refund for the goods and to cancel the contract for the service and obtain a refund of any unused portion. " +
  "You are also entitled to be compensated for any other reasonably foreseeable loss or damage from a failure in the goods or service.";

/** Who gives the warranty, as licensed (configuration: lib/config/business-facts.ts). */
export interface Warrantor {
  licensedName: string;
  abn: string;
}

/**
 * The terms every new quote starts with (the owner edits them per quote). A Sydney painting
 * contractor's usual set, for the owner to have checked before launch: not legal advice. The
 * warranty term is a warranty against defects (ACL s102; Competition and Consumer Regulations
 * 2010 reg 90): the warrantor's details, what to do to claim, who pays, and reg 90's text.
 */
export function defaultQuoteTerms(warrantor: Warrantor): string {
  const address = `${contactDetails.suburb} ${business.address.region} ${contactDetails.postcode}`;
  return [
    "1. Validity. This quote is valid until the date shown on it. After that, prices may change and we will re-quote on request.",
    "2. Deposit. Where a deposit is shown, work is booked once it is paid. For residential work in NSW the deposit is never more than 10% of the contract price. Where the total is over $20,000 including GST, we take no money until the written contract is signed and you hold the Home Building Compensation insurance certificate.",
    "3. Variations. Work not described in this quote is a variation. We agree every variation and its price with you in writing before we do it.",
    "4. Colours. You choose the colours and finishes and confirm them in writing before work starts. Changing a colour after it has been applied is a variation.",
    "5. Access. You give us clear access to the areas being painted, with power and water on site. Furniture and belongings are moved away from walls before we start, or moving them is quoted as a line.",
    "6. Weather. Exterior work is done only in suitable weather. Rain, high wind or extreme heat may move dates; we tell you as early as we can.",
    "7. Payment. The balance is due on completion, after we walk through the finished work with you. Payment is by bank transfer or PayID, as shown on the invoice.",
    `8. Warranty. ${warrantor.licensedName} (ABN ${warrantor.abn}, ${address}, phone ${contactDetails.phoneDisplay}, e-mail ${contactDetails.email}) warrants our workmanship for 2 years from completion and fixes any defect in it at no cost to you. ` +
      `To claim, tell us within the 2 years by phone, e-mail or in writing, with the quote number, what is wrong and, if you can, photos; we inspect within 10 business days and agree a date to fix it. ` +
      `We bear the cost of the inspection and the repair; your only expense is contacting us. ` +
      `This warranty is in addition to the statutory warranties under the Home Building Act 1989 (NSW) and your other rights under the Australian Consumer Law. ${reg90WarrantyText}`,
  ].join("\n");
}

/** What every new quote lists as not included (the owner edits them per quote). */
export const defaultQuoteExclusions = [
  "Repairs to timber, plaster or render beyond the preparation listed in this quote.",
  "Moving heavy furniture, appliances or fixtures.",
  "Removal of wallpaper, lead paint abatement or asbestos work.",
  "Scaffolding or elevated work platforms, unless listed.",
  "Surfaces and areas not listed in this quote.",
].join("\n");

/**
 * Who licenses building contractors in NSW today: the Building Commission NSW, which took building
 * licensing over from NSW Fair Trading. A configured text the owner has checked.
 */
export const licensingBody = "Building Commission NSW";

/** The NSW Government's Consumer Building Guide, which a quote over $5,000 for work on a home links to. */
export const consumerBuildingGuideUrl =
  "https://www.fairtrading.nsw.gov.au/housing-and-property/building-and-renovating/preparing-to-build-and-renovate/consumer-building-guide";

export const business = {
  name: "Orbit Painting",
  legalName: "Orbit Painting",
  tagline: "Professional Painting Services",
  blurb:
    "Licensed painters and decorators serving Sydney and regional NSW. Interior, exterior and commercial painting done properly, on time and cleaned up after.",
  licence: `NSW Contractor Licence No. ${contactDetails.licenceNumber}`,
  licenceNumber: contactDetails.licenceNumber,
  phone: contactDetails.phoneDisplay,
  phoneHref: telHref(contactDetails.phoneE164),
  phoneE164: contactDetails.phoneE164,
  email: contactDetails.email,
  emailHref: `mailto:${contactDetails.email}`,
  domain: contactDetails.domain,
  website: `https://www.${contactDetails.domain}`,
  websiteDisplay: `www.${contactDetails.domain}`,
  address: {
    locality: contactDetails.suburb,
    region: "NSW",
    postcode: contactDetails.postcode,
    country: "AU",
  },
  quotePromise: "Free quotes within 24 hours, 7 days a week",
  emergency: "Emergency painting available",
  googleReviewsUrl: `https://www.google.com/search?q=${encodeURIComponent("Orbit Painting reviews")}`,
  qrFileName: "orbit-painting-qrcode.svg",
} as const;

/** Opening hours. The footer shows the short form. */
export const businessHours = {
  short: "Mon-Fri 7AM-5PM",
  days: [
    { days: "Monday - Friday", hours: "7:00 AM - 5:00 PM", opens: "07:00", closes: "17:00", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
    { days: "Saturday", hours: "8:00 AM - 2:00 PM", opens: "08:00", closes: "14:00", dayOfWeek: ["Saturday"] },
    { days: "Sunday", hours: "Closed", opens: null, closes: null, dayOfWeek: ["Sunday"] },
  ],
} as const;

/** A service as a quote request and the footer know it: its id, what a request stores, its name. */
export interface ServiceName {
  id: "interior" | "exterior" | "commercial" | "preparation" | "consultation";
  /** What a quote request stores for it when that is not the id (stored requests keep "repair"). */
  quoteValue?: string;
  title: string;
}

/**
 * The five services, in the order the pages show them. What the landing says of each is in
 * lib/landing-content.ts: a page's scripts carry only these names (the quote form, the footer).
 */
export const serviceNames: readonly ServiceName[] = [
  { id: "interior", title: "Interior Painting" },
  { id: "exterior", title: "Exterior Painting" },
  { id: "commercial", title: "Commercial Painting" },
  { id: "preparation", quoteValue: "repair", title: "Preparation & Repairs" },
  { id: "consultation", title: "Color Consultation" },
];

/** The quote form's service choices: the five services, then "Other". */
export const quoteServiceOptions: readonly { value: string; label: string }[] = [
  ...serviceNames.map((service) => ({ value: service.quoteValue ?? service.id, label: service.title })),
  { value: "other", label: "Other" },
];

/** The back of the business card: four services in the card's own words. */
export const businessCardServices = ["Residential Painting", "Commercial Painting", "Interior Painting", "Exterior Painting"] as const;

/** Anchor links of the header. */
export const headerLinks = [
  { href: "/#services", label: "Services" },
  { href: "/#projects", label: "Projects" },
  { href: "/#about", label: "About" },
  { href: "/#testimonials", label: "Testimonials" },
] as const;

/** Quick links of the footer. */
export const footerLinks = [
  { href: "/#home", label: "Home" },
  { href: "/#services", label: "Services" },
  { href: "/#gallery", label: "Gallery" },
  { href: "/#about", label: "About" },
  { href: "/#testimonials", label: "Testimonials" },
  { href: "/#contact", label: "Contact" },
] as const;
