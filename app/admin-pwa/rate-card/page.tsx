import type { Metadata } from "next";
import { AdminPwaGate } from "@/components/admin/admin-pwa-gate";
import { RateCardScreen } from "@/components/rate-card/rate-card-screen";
import { currentAdmin } from "@/lib/auth/guard";
import { getQuoteSettings } from "@/lib/quotes/services/settings";
import { listRateCard } from "@/lib/rate-card/items";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Rate card", robots: { index: false, follow: false } };

/** The owner's rate card and the defaults of new quotes. Without a session: the access flow. */
export default async function RateCardPage() {
  if (!(await currentAdmin())) return <AdminPwaGate />;
  const [items, defaults] = await Promise.all([listRateCard(), getQuoteSettings()]);
  return <RateCardScreen initialItems={items} defaults={defaults} />;
}
