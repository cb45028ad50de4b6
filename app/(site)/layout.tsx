import type { Metadata } from "next";
import { SiteFrame } from "@/components/site/site-frame";

// app/manifest.ts is the installed admin app (scope /admin-pwa): the public pages do not link it,
// so a visitor's browser does not fetch it and its icon for nothing.
export const metadata: Metadata = { manifest: null };

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
