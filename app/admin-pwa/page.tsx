import type { Metadata } from "next";
import { AdminPanelView, AdminPwaGateView } from "@/components/admin/admin-pwa-views";
import { business } from "@/lib/business";
import { adminLeadsQuery, authCheckKey, openingView, queryUrl } from "@/lib/client/admin-queries";
import { currentAdmin } from "@/lib/auth/guard";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${business.name} Admin`, robots: { index: false, follow: false } };

/** The mobile admin panel. Without a session it shows the three-step access flow. */
export default async function AdminPwaPage() {
  const admin = await currentAdmin();
  if (!admin) return <AdminPwaGateView />;
  // The panel's first two questions (the session check, then the list it opens to) are asked
  // while its script downloads, not after it: the panel's own requests then take these answers.
  const early = [authCheckKey, adminLeadsQuery({ page: 1, ...openingView }).queryKey].map(queryUrl);
  return (
    <>
      {early.map((href) => (
        <link key={href} rel="preload" as="fetch" href={href} crossOrigin="use-credentials" />
      ))}
      <AdminPanelView />
    </>
  );
}
