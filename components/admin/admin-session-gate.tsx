"use client";

import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useTooltipsSettled } from "@/components/ui/tooltip";
import { adminStorageKeys, rememberAdminSignIn } from "@/lib/client/admin-storage";
import { authCheckQuery } from "@/lib/client/admin-queries";
import { endStaleSignIn } from "@/lib/client/push";

/**
 * The gate: 'Loading Admin Panel...' while the session is checked with the server
 * (GET /api/auth/check) and, where tooltips are wanted, their code arrives. A session that ended
 * meanwhile clears the browser's hint keys and shows the access flow again (the page re-renders
 * on the server without a session).
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const check = useQuery(authCheckQuery());
  const ended = check.isSuccess && !check.data?.authenticated;
  // Where tooltips are wanted, the panel is built once they are here (components/ui/tooltip-demand.ts).
  // Only the first time: tooltips wanted later (a mouse's first move) never take the panel away.
  const settled = useTooltipsSettled();
  const [waited, setWaited] = useState(settled);
  if (settled && !waited) setWaited(true);
  const tooltips = waited || settled;

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
  if (((check.isSuccess && !ended) || check.isError) && tooltips) return children;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-700">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p role="status">Loading Admin Panel...</p>
    </main>
  );
}
