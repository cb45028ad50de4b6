import type { Metadata } from "next";
import { AdminProviders } from "@/components/admin/admin-providers";
import { LogoutButton } from "@/components/admin/logout-button";
import { LeadDashboard } from "@/components/admin/lead-dashboard";
import { requireAdminPage } from "@/lib/auth/guard";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Quote Requests", robots: { index: false, follow: false } };

/** The quote requests dashboard: signed-in admins only (the server redirects others to /login). */
export default async function QuoteRequestsPage() {
  const admin = await requireAdminPage();
  return (
    <AdminProviders>
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Quote Requests</h1>
          <p className="mt-1 text-slate-600">Logged in as {admin.username}</p>
        </div>
        <LogoutButton />
      </div>
      <LeadDashboard />
    </section>
    </AdminProviders>
  );
}
