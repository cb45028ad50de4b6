"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { authMessages } from "@/lib/auth/messages";
import { forgetAdminSignIn } from "@/lib/client/admin-storage";
import { apiRequest, messageOf } from "@/lib/client/api";
import { disablePushNotifications, notifyLoggedOut } from "@/lib/client/push";
import { buttonStyles } from "./admin-styles";

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
      className={`${buttonStyles.secondary} ${className}`}
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
