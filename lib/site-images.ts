import type { StaticImageData } from "next/image";
import type { ProjectPhoto } from "@/lib/landing-content";
import hero from "@/public/images/hero.jpg";
import bedroom from "@/public/images/projects/woy-woy-bedroom.jpg";
import exterior from "@/public/images/projects/woy-woy-exterior.jpg";
import living from "@/public/images/projects/woy-woy-living.jpg";
import porch from "@/public/images/projects/woy-woy-porch.jpg";

/**
 * The landing page's pictures, imported so that next/image knows their size and makes the blurred
 * placeholder at build time. To use the owner's photos, replace these files under public/images/
 * (same names) and rebuild: no code changes.
 */
export const heroImage: StaticImageData = hero;

export const projectImages: Record<ProjectPhoto["id"], StaticImageData> = { exterior, bedroom, living, porch };

/**
 * The placeholder shown while a picture loads: the tiny blurred JPEG next/image makes at build
 * time, scaled up by the browser. Not `placeholder="blur"`, which wraps it in an SVG with two
 * Gaussian-blur filters: Chrome loads each as its own SVG document during the page's first style
 * pass, a measurable main-thread cost for the landing page's five pictures (docs/performance.md).
 */
export function blurredPlaceholder(image: StaticImageData): `data:image/${string}` {
  const url = image.blurDataURL;
  if (!url?.startsWith("data:image/")) throw new Error(`No blurred placeholder was made for ${image.src}`);
  return url as `data:image/${string}`;
}
