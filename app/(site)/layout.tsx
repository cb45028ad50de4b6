import { SiteFrame } from "@/components/site/site-frame";

// Static pages, regenerated daily so the footer's copyright year never goes stale.
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
