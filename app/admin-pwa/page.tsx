import type { Metadata } from "next";
import { AdminPanelRoot } from "@/components/admin/admin-panel";
import { AdminPwaGate } from "@/components/admin/admin-pwa-gate";
import { business } from "@/lib/business";
import { currentAdmin } from "@/lib/auth/guard";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${business.name} Admin`, robots: { index: false, follow: false } };

/** The mobile admin panel. Without a session it shows the three-step access flow. */
export default async function AdminPwaPage() {
  const admin = await currentAdmin();
  if (!admin) return <AdminPwaGate />;
  return <AdminPanelRoot />;
}
