"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { endStaleSignIn } from "./push-subscription";
import { AdminAccess } from "./admin-access";
import { AdminProviders } from "./admin-providers";

/** /admin-pwa without a session: the access flow, then the panel (a server re-render). */
export function AdminPwaGate() {
  const router = useRouter();
  // The browser still thought it was signed in: the session expired on the server.
  useEffect(() => endStaleSignIn(), []);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <AdminProviders>
        <AdminAccess onGranted={() => router.refresh()} />
      </AdminProviders>
    </main>
  );
}
