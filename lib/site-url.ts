import { business } from "@/lib/business";

/** The public origin of the site (NEXT_PUBLIC_SITE_URL, else the business website). */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || business.website).replace(/\/+$/, "");
