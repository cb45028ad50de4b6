import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminProviders } from "@/components/admin/admin-providers";
import { AuthCard } from "@/components/admin/auth-ui";
import { LoginForm } from "@/components/admin/login-form";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false, follow: false } };

// Rendered per request, like every private page: its scripts carry the request's CSP nonce.
export default async function LoginPage() {
  await connection();
  return (
    <AuthCard title="Admin Login" description="Sign in to read and answer quote requests.">
      <AdminProviders>
        <LoginForm />
      </AdminProviders>
    </AuthCard>
  );
}
