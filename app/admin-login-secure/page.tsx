import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminAccess } from "@/components/admin/admin-access";
import { AdminProviders } from "@/components/admin/admin-providers";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin Access", robots: { index: false, follow: false } };

// Rendered per request, like every private page: its scripts carry the request's CSP nonce.
export default async function AdminLoginSecurePage() {
  await connection();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <AdminProviders>
        <AdminAccess />
      </AdminProviders>
    </main>
  );
}
