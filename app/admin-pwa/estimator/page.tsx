import type { Metadata } from "next";
import { AdminPwaGate } from "@/components/admin/admin-pwa-gate";
import { EstimatorSettingsScreen } from "@/components/rate-card/estimator-settings-screen";
import { currentAdmin } from "@/lib/auth/guard";
import { currentEstimatorSettings } from "@/lib/estimate/current-settings";
import { defaultEstimatorSettings } from "@/lib/estimate/settings";
import { currentRateCard } from "@/lib/rate-card/current";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Instant estimate settings", robots: { index: false, follow: false } };

/** The owner's estimator settings with a live preview, beside the rate card. Without a session: the access flow. */
export default async function EstimatorSettingsPage() {
  if (!(await currentAdmin())) return <AdminPwaGate />;
  const [settings, rateCard] = await Promise.all([currentEstimatorSettings(), currentRateCard()]);
  return <EstimatorSettingsScreen initial={settings} defaults={defaultEstimatorSettings} rateCard={rateCard} />;
}
