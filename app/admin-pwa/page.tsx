import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AdminPanelView, AdminPwaGateView } from "@/components/admin/admin-pwa-views";
import { business } from "@/lib/business";
import { currentAdmin } from "@/lib/auth/guard";
import { WIDE_LAYOUT_COOKIE } from "@/lib/admin-layout";
import { panelStartState } from "@/lib/panel/panel-start";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: { absolute: `${business.name} Admin` }, robots: { index: false, follow: false } };

/**
 * The mobile admin panel. Without a session it shows the three-step access flow; with one, the
 * panel drawn with its first list. `?shell` is the copy the service worker keeps for offline
 * starts (public/sw.js): no customer data in it, the panel asks for its list itself.
 */
export default async function AdminPwaPage({ searchParams }: { searchParams: Promise<{ shell?: string }> }) {
  const admin = await currentAdmin();
  if (!admin) return <AdminPwaGateView />;
  if ((await searchParams).shell !== undefined) return <AdminPanelView />;
  const wide = (await cookies()).get(WIDE_LAYOUT_COOKIE)?.value === "1";
  return <AdminPanelView start={await panelStartState(admin)} wide={wide} />;
}
