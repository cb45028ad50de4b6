"use client";

import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { ControlTooltip } from "@/components/ui/tooltip";
import { toast } from "@/lib/client/toast";
import { authMessages } from "@/lib/auth/messages";
import { forgetAdminSignIn } from "@/lib/client/admin-storage";
import { removeAllDrafts } from "@/lib/client/quote-drafts";
import { apiRequest, messageOf } from "@/lib/client/api";
import { disablePushNotifications, notifyLoggedOut } from "./push-subscription";
import { buttonStyles } from "./admin-styles";

/** POST /api/logout ends the session on the server; then the 'Logged out' toast and /login. */
export function LogoutButton({
  redirectTo = "/login",
  className = "",
  toastTitle = authMessages.loggedOutTitle,
  iconOnlyOnPhone = false,
}: {
  redirectTo?: string;
  className?: string;
  /** The admin panel's toast reads 'Logged out'; the dashboard's 'Logged Out'. */
  toastTitle?: string;
  /** The panel's header on a phone: the icon, its name in the tooltip and for screen readers. */
  iconOnlyOnPhone?: boolean;
}) {
  const router = useRouter();
  const logout = useMutation({
    mutationFn: async () => {
      // While the session still allows it: this device stops getting alerts.
      await disablePushNotifications();
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      forgetAdminSignIn();
      // Logged out on purpose: no quote text stays on the device (an expired session keeps it).
      removeAllDrafts();
      void notifyLoggedOut();
      toast.success(toastTitle, { description: authMessages.loggedOut });
      router.push(redirectTo);
      router.refresh();
    },
    onError: (error) => toast.error("Logout failed", { description: messageOf(error, "Please try again.") }),
  });
  // Pending until the page navigates away: the button stays disabled after a success.
  const busy = logout.isPending || logout.isSuccess;
  return (
    <ControlTooltip label="Logout">
    <button
      type="button"
      disabled={busy}
      className={`${buttonStyles.secondary} ${className}`}
      onClick={() => logout.mutate()}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      <span className={iconOnlyOnPhone ? "sr-only sm:not-sr-only" : undefined}>Logout</span>
    </button>
    </ControlTooltip>
  );
}
