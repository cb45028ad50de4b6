import type { Metadata } from "next";
import { AdminProviders } from "@/components/admin/admin-providers";
import { AuthCard } from "@/components/admin/auth-ui";
import { SimpleLoginForm } from "@/components/admin/simple-login-form";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default function AdminLoginPage() {
  return (
    <AuthCard title="Admin Sign In">
      <AdminProviders>
        <SimpleLoginForm />
      </AdminProviders>
    </AuthCard>
  );
}
