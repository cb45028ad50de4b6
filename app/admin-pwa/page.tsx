import type { Metadata } from "next";
import { AdminPwaGate } from "@/components/admin/admin-pwa-gate";
import { LogoutButton } from "@/components/admin/logout-button";
import { business } from "@/lib/business";
import { currentAdmin } from "@/lib/auth/guard";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${business.name} Admin`, robots: { index: false, follow: false } };

/** The mobile admin panel. Without a session it shows the three-step access flow. */
export default async function AdminPwaPage() {
  const admin = await currentAdmin();
  if (!admin) return <AdminPwaGate />;
  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <header className="bg-brand-900 px-4 py-4 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold text-white">{business.name} Admin</h1>
            <p className="text-sm text-brand-100">Active Quotes</p>
          </div>
          <LogoutButton redirectTo="/admin-pwa" />
        </div>
      </header>
      {/* SLOT: stats, quote cards, pagination and the PWA buttons arrive with the inbox and PWA issues. */}
    </main>
  );
}
