import type { Metadata } from "next";
import { AdminQueryProvider } from "@/components/admin/admin-query-provider";
import { AuthCard } from "@/components/admin/auth-ui";
import { SimpleLoginForm } from "@/components/admin/simple-login-form";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default function AdminLoginPage() {
  return (
    <AuthCard title="Admin Sign In">
      <AdminQueryProvider>
        <SimpleLoginForm />
      </AdminQueryProvider>
    </AuthCard>
  );
}
