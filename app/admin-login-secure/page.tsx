import type { Metadata } from "next";
import { AdminAccess } from "@/components/admin/admin-access";
import { AdminProviders } from "@/components/admin/admin-providers";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin Access", robots: { index: false, follow: false } };

export default function AdminLoginSecurePage() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <AdminProviders>
        <AdminAccess />
      </AdminProviders>
    </main>
  );
}
