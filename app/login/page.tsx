import type { Metadata } from "next";
import { AdminProviders } from "@/components/admin/admin-providers";
import { AuthCard } from "@/components/admin/auth-ui";
import { LoginForm } from "@/components/admin/login-form";
import "@/app/admin.css";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false, follow: false } };

export default function LoginPage() {
  return (
    <AuthCard title="Admin Login" description="Sign in to read and answer quote requests.">
      <AdminProviders>
        <LoginForm />
      </AdminProviders>
    </AuthCard>
  );
}
