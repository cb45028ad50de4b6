"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { apiRequest } from "@/lib/client/api";
import { adminStorageKeys, rememberAdminSignIn } from "@/lib/client/admin-storage";
import { endStaleSignIn } from "@/lib/client/push";

/**
 * The panel's gate: 'Loading Admin Panel...' while the session is checked with the server
 * (GET /api/auth/check). A session that ended meanwhile clears the browser's hint keys and shows
 * the access flow again (the page re-renders on the server without a session).
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<"checking" | "granted" | "ended">("checking");

  useEffect(() => {
    let cancelled = false;
    apiRequest<{ authenticated: boolean }>("GET", "/api/auth/check")
      .then((answer) => {
        if (cancelled) return;
        if (answer.authenticated) {
          if (!localStorage.getItem(adminStorageKeys.timestamp)) rememberAdminSignIn();
          setState("granted");
        } else {
          endStaleSignIn();
          setState("ended");
          router.refresh();
        }
      })
      // The server rendered this page for a signed-in admin: a failed check is no reason to lock them out.
      .catch(() => !cancelled && setState("granted"));
    return () => {
      cancelled = true;
    };
  }, [router]);

  if (state === "granted") return children;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-700">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p role="status">Loading Admin Panel...</p>
    </main>
  );
}
