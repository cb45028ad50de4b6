import { BadgeCheck, Building2, Clock, Hammer, Home, Paintbrush, Palette, Sparkles, ThumbsUp, type LucideIcon } from "lucide-react";
import type { IconName } from "@/lib/landing-content";

/** The icon names of lib/landing-content.ts as lucide icons (inline SVG). */
const icons: Record<IconName, LucideIcon> = {
  "paint-roller": Paintbrush,
  home: Home,
  building: Building2,
  hammer: Hammer,
  palette: Palette,
  "badge-check": BadgeCheck,
  sparkles: Sparkles,
  clock: Clock,
  "thumbs-up": ThumbsUp,
};

export function BusinessIcon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
