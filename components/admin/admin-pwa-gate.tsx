"use client";

import { useRouter } from "next/navigation";
import { AdminAccess } from "./admin-access";

/** /admin-pwa without a session: the access flow, then the panel (a server re-render). */
export function AdminPwaGate() {
  const router = useRouter();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <AdminAccess onGranted={() => router.refresh()} />
    </main>
  );
}
