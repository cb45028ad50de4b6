"use client";

import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useTooltipsSettled } from "@/components/ui/tooltip";
import { adminStorageKeys, rememberAdminSignIn } from "@/lib/client/admin-storage";
import { authCheckQuery } from "@/lib/client/admin-queries";
import { useHydrated } from "@/lib/client/use-hydrated";
import { endStaleSignIn } from "./push-subscription";

/**
 * The gate. The server usually draws the panel with the session it checked (app/admin-pwa);
 * where it did not (the copy the service worker keeps for offline starts), 'Loading Admin
 * Panel...' shows while the session is checked with the server (GET /api/auth/check). A session
 * that ended meanwhile clears the browser's hint keys and shows the access flow again (the page
 * re-renders on the server without a session).
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const check = useQuery(authCheckQuery());
  const ended = check.isSuccess && !check.data?.authenticated;
  const hydrated = useHydrated();
  // The panel's controls take presses once its script runs and, where tooltips are wanted, their
  // code is here: its arrival rebuilds the controls (components/ui/tooltip-demand.ts), and a
  // press across the rebuild would be lost. Only the first time: tooltips wanted later (a mouse's
  // first move) never take the panel away.
  const settled = useTooltipsSettled();
  const [ready, setReady] = useState(false);
  if (hydrated && settled && !ready) setReady(true);

  useEffect(() => {
    if (!check.isSuccess) return;
    if (check.data?.authenticated) {
      if (!localStorage.getItem(adminStorageKeys.timestamp)) rememberAdminSignIn();
    } else {
      endStaleSignIn();
      router.refresh();
    }
  }, [check.isSuccess, check.data, router]);

  // The server rendered this page for a signed-in admin: a failed check is no reason to lock them out.
  if ((check.isSuccess && !ended) || check.isError) {
    return (
      // The landmark outside the fieldset: a <main> may not sit inside one.
      <main id="main">
        <fieldset disabled={!ready} role="none" className="contents">
          {children}
        </fieldset>
      </main>
    );
  }
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-700">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p role="status">Loading Admin Panel...</p>
    </main>
  );
}
