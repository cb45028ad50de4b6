import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminProviders } from "@/components/admin/admin-providers";
import { AuthCard } from "@/components/admin/auth-ui";
import { SimpleLoginForm } from "@/components/admin/simple-login-form";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

// Rendered per request, like every private page: its scripts carry the request's CSP nonce.
export default async function AdminLoginPage() {
  await connection();
  return (
    <AuthCard title="Admin Sign In">
      <AdminProviders>
        <SimpleLoginForm />
      </AdminProviders>
    </AuthCard>
  );
}
