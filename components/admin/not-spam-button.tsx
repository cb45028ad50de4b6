"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { messageOf, apiRequest } from "@/lib/client/api";
import { adminLeadsKey, adminSpamKey, dashboardLeadsKey } from "@/lib/client/admin-queries";
import { toast } from "@/lib/client/toast";
import { buttonStyles } from "./admin-styles";

export const notSpamMessages = {
  moved: "Moved to the inbox",
  movedDescription: "Its alerts are on their way.",
  failed: "Could not move the request",
  retry: "Please try again.",
} as const;

/** "Not spam": moves a request from Spam into the inbox, whose alerts then go out. */
export function NotSpamButton({ id, name }: { id: number; name: string }) {
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: () => apiRequest("POST", `/api/admin/spam/${id}/not-spam`),
    onSuccess: () => toast.success(notSpamMessages.moved, { description: notSpamMessages.movedDescription }),
    onError: (error) => toast.error(notSpamMessages.failed, { description: messageOf(error, notSpamMessages.retry) }),
    // Spam and both inbox lists change (or are read again after a failure).
    onSettled: () =>
      Promise.all([adminSpamKey, adminLeadsKey, dashboardLeadsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <button
      type="button"
      className={buttonStyles.primary}
      disabled={move.isPending}
      aria-label={`Not spam: move ${name} to the inbox`}
      onClick={() => move.mutate()}
    >
      <Inbox className="h-4 w-4" aria-hidden="true" />
      Not spam
    </button>
  );
}
