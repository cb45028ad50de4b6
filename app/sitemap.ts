import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site-url";

/** The public pages; admin and sign-in pages are not for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: `${siteUrl}/`, changeFrequency: "monthly", priority: 1 },
    { url: `${siteUrl}/estimate`, changeFrequency: "monthly", priority: 0.8 },
    { url: `${siteUrl}/qrcode`, changeFrequency: "yearly", priority: 0.3 },
    { url: `${siteUrl}/business-card`, changeFrequency: "yearly", priority: 0.3 },
    { url: `${siteUrl}/privacy`, changeFrequency: "yearly", priority: 0.2 },
  ];
}
