import { business, licensingBody, serviceNames, type ServiceName } from "./business";

/**
 * What the landing page says: each service described, why choose us, the areas served, the
 * featured project and the built-in reviews. Apart from lib/business.ts, whose facts and names
 * every page's scripts carry, so that only the landing's scripts carry this text.
 */

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

export interface Service extends ServiceName {
  icon: IconName;
  description: string;
}

const serviceDetails: Record<ServiceName["id"], Pick<Service, "icon" | "description">> = {
  interior: {
    icon: "paint-roller",
    description: "Walls, ceilings, trims and doors in homes and apartments, with low-odour paints, careful masking and a tidy site every day.",
  },
  exterior: {
    icon: "home",
    description:
      "Houses, apartment blocks and strata common property: weatherboard, render, brick and eaves protected with coatings made for the Australian sun and coastal salt air.",
  },
  commercial: {
    icon: "building",
    description: "Offices, shops, warehouses and schools, scheduled around your trading hours, including nights and weekends.",
  },
  preparation: {
    icon: "hammer",
    description: "Crack and plaster repairs, timber filling, sanding, pressure washing and lead-safe preparation so the finish lasts.",
  },
  consultation: {
    icon: "palette",
    description: "Help choosing colours and finishes that suit your home, its light and its street, with sample pots before you commit.",
  },
};

/** The five services as the landing shows them, in lib/business.ts's order. */
export const services: readonly Service[] = serviceNames.map((service) => ({ ...service, ...serviceDetails[service.id] }));

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
    description: `Licensed by the ${licensingBody} (${business.licenceNumber}) with public liability insurance on every job.`,
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
