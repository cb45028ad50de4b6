"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { authMessages } from "@/lib/auth/messages";
import { forgetAdminSignIn } from "@/lib/client/admin-storage";
import { apiRequest, messageOf } from "@/lib/client/api";
import { disablePushNotifications, notifyLoggedOut } from "@/lib/client/push";

/** POST /api/logout ends the session on the server; then the 'Logged out' toast and /login. */
export function LogoutButton({
  redirectTo = "/login",
  className = "",
  toastTitle = authMessages.loggedOutTitle,
}: {
  redirectTo?: string;
  className?: string;
  /** The admin panel's toast reads 'Logged out'; the dashboard's 'Logged Out'. */
  toastTitle?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={`inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 ${className}`}
      onClick={async () => {
        setBusy(true);
        try {
          // While the session still allows it: this device stops getting alerts.
          await disablePushNotifications();
          await apiRequest("POST", "/api/logout");
          forgetAdminSignIn();
          void notifyLoggedOut();
          toast.success(toastTitle, { description: authMessages.loggedOut });
          router.push(redirectTo);
          router.refresh();
        } catch (error) {
          toast.error("Logout failed", { description: messageOf(error, "Please try again.") });
          setBusy(false);
        }
      }}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      Logout
    </button>
  );
}
