import { sampleBusinessFacts } from "./config/sample-business";
import { telHref } from "./phone";

/**
 * Orbit Painting's business constants: the one source of truth for every page, e-mail and
 * structured-data block. Public information only: nothing here is secret.
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

export type IconName =
  | "paint-roller"
  | "home"
  | "building"
  | "hammer"
  | "palette"
  | "badge-check"
  | "sparkles"
  | "clock"
  | "thumbs-up";

export interface Service {
  id: "interior" | "exterior" | "commercial" | "preparation" | "consultation";
  /** What a quote request stores for it when that is not the id (stored requests keep "repair"). */
  quoteValue?: string;
  icon: IconName;
  title: string;
  description: string;
}

/** The five services, in the order the page shows them. */
export const services: readonly Service[] = [
  {
    id: "interior",
    icon: "paint-roller",
    title: "Interior Painting",
    description:
      "Walls, ceilings, trims and doors in homes and apartments, with low-odour paints, careful masking and a tidy site every day.",
  },
  {
    id: "exterior",
    icon: "home",
    title: "Exterior Painting",
    description:
      "Houses, apartment blocks and strata common property: weatherboard, render, brick and eaves protected with coatings made for the Australian sun and coastal salt air.",
  },
  {
    id: "commercial",
    icon: "building",
    title: "Commercial Painting",
    description:
      "Offices, shops, warehouses and schools, scheduled around your trading hours, including nights and weekends.",
  },
  {
    id: "preparation",
    quoteValue: "repair",
    icon: "hammer",
    title: "Preparation & Repairs",
    description:
      "Crack and plaster repairs, timber filling, sanding, pressure washing and lead-safe preparation so the finish lasts.",
  },
  {
    id: "consultation",
    icon: "palette",
    title: "Color Consultation",
    description:
      "Help choosing colours and finishes that suit your home, its light and its street, with sample pots before you commit.",
  },
];

/** The quote form's service choices: the five services, then "Other". */
export const quoteServiceOptions: readonly { value: string; label: string }[] = [
  ...services.map((service) => ({ value: service.quoteValue ?? service.id, label: service.title })),
  { value: "other", label: "Other" },
];

export interface Reason {
  id: "licensed" | "materials" | "punctual" | "satisfaction";
  icon: IconName;
  title: string;
  description: string;
}

export const reasons: readonly Reason[] = [
  {
    id: "licensed",
    icon: "badge-check",
    title: "Licensed & Insured",
    description: `Licensed by the ${licensingBody} (${contactDetails.licenceNumber}) with public liability insurance on every job.`,
  },
  {
    id: "materials",
    icon: "sparkles",
    title: "Quality Materials",
    description: "Premium Australian-made paints from trusted brands, chosen for each surface and warrantied.",
  },
  {
    id: "punctual",
    icon: "clock",
    title: "On Time, Every Time",
    description: "We arrive when we say we will and finish on the date we quote, with the site left clean.",
  },
  {
    id: "satisfaction",
    icon: "thumbs-up",
    title: "Satisfaction Guaranteed",
    description: "We walk through the finished job with you and touch up anything you are not happy with.",
  },
];

export interface ServiceArea {
  id: string;
  name: string;
  suburbs: readonly string[];
}

/** The eight service-area groups, with 3-4 suburbs each. */
export const serviceAreas: readonly ServiceArea[] = [
  { id: "greater-sydney", name: "Greater Sydney", suburbs: ["Parramatta", "Chatswood", "Bondi", "Penrith"] },
  { id: "central-coast", name: "Central Coast", suburbs: ["Gosford", "Woy Woy", "Terrigal", "The Entrance"] },
  { id: "newcastle", name: "Newcastle", suburbs: ["Merewether", "Charlestown", "Lambton"] },
  { id: "wollongong", name: "Wollongong", suburbs: ["Thirroul", "Corrimal", "Shellharbour"] },
  { id: "blue-mountains", name: "Blue Mountains", suburbs: ["Katoomba", "Leura", "Springwood", "Blackheath"] },
  { id: "central-west", name: "Central West", suburbs: ["Bathurst", "Orange", "Lithgow"] },
  { id: "hunter-valley", name: "Hunter Valley", suburbs: ["Maitland", "Cessnock", "Singleton"] },
  { id: "mid-north-coast", name: "Mid North Coast", suburbs: ["Port Macquarie", "Coffs Harbour", "Forster"] },
];

export const regionalCoverage =
  "Outside these areas? We also travel across regional NSW for larger residential and commercial projects. Call us to check your town.";

export interface ProjectPhoto {
  id: "exterior" | "bedroom" | "living" | "porch";
  src: string;
  alt: string;
  description: string;
}

/** The featured project: four photos of a home in Woy Woy. */
export const featuredProject = {
  title: "Full repaint of a coastal home in Woy Woy",
  location: "Woy Woy, Central Coast",
  photos: [
    {
      id: "exterior",
      src: "/images/projects/woy-woy-exterior.jpg",
      alt: "Freshly painted weatherboard exterior of a coastal home in Woy Woy",
      description: "Exterior: weatherboards, fascia and trims repainted in a salt-resistant low-sheen finish.",
    },
    {
      id: "bedroom",
      src: "/images/projects/woy-woy-bedroom.jpg",
      alt: "Bedroom with soft sage feature wall and crisp white ceiling",
      description: "Main bedroom: a soft sage feature wall with crisp white ceilings and skirting.",
    },
    {
      id: "living",
      src: "/images/projects/woy-woy-living.jpg",
      alt: "Bright open-plan living area with warm white walls",
      description: "Living area: open-plan walls in a warm white, with patched and sanded plaster first.",
    },
    {
      id: "porch",
      src: "/images/projects/woy-woy-porch.jpg",
      alt: "Front porch with restored timber deck and painted balustrade",
      description: "Porch: timber balustrade restored and painted, deck oiled, front door in a deep navy.",
    },
  ] satisfies ProjectPhoto[],
} as const;

export interface Review {
  author_name: string;
  rating: number;
  text: string;
  relative_time_description: string;
}

/** Six built-in reviews, shown when live Google reviews are unavailable. */
export const fallbackReviews: readonly Review[] = [
  {
    author_name: "Sarah M.",
    rating: 5,
    text: "Orbit repainted our whole house inside and out. The team was tidy, friendly and finished a day early. The finish is beautiful.",
    relative_time_description: "5 months ago",
  },
  {
    author_name: "James T.",
    rating: 5,
    text: "Quote came back the same day and the price didn't change. They fixed cracked plaster before painting and you cannot see a thing now.",
    relative_time_description: "6 months ago",
  },
  {
    author_name: "Priya K.",
    rating: 5,
    text: "We needed our shop painted over a weekend so we could open on Monday. They made it happen and cleaned up perfectly.",
    relative_time_description: "7 months ago",
  },
  {
    author_name: "David L.",
    rating: 5,
    text: "Great colour advice. We were stuck between three whites and they brought sample pots and painted test patches for us.",
    relative_time_description: "9 months ago",
  },
  {
    author_name: "Emma R.",
    rating: 5,
    text: "Our weatherboard cottage on the Central Coast looks brand new. Professional from the first phone call to the final walk-through.",
    relative_time_description: "10 months ago",
  },
  {
    author_name: "Michael B.",
    rating: 5,
    text: "Reliable, licensed and honest. They turned up on time every morning and protected our floors and furniture carefully.",
    relative_time_description: "a year ago",
  },
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
