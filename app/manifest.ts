import type { MetadataRoute } from "next";
import { business } from "@/lib/business";

/** The installed admin app (Next's own manifest file: a PWA plugin would add nothing we need). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/admin-pwa",
    name: `${business.name} Admin`,
    short_name: "Orbit Admin",
    description: `Quote requests for ${business.name}: read, highlight, archive and answer them, with alerts for new ones.`,
    start_url: "/admin-pwa",
    scope: "/admin-pwa",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#0f2b46",
    background_color: "#f8fafc",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
