"use client";

import { Inbox } from "lucide-react";
import { useState } from "react";
import { apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { buttonStyles } from "./admin-styles";

export const notSpamMessages = {
  moved: "Moved to the inbox",
  movedDescription: "Its alerts are on their way.",
  failed: "Could not move the request",
  retry: "Please try again.",
} as const;

/** "Not spam": moves a request from Spam into the inbox, whose alerts then go out. */
export function NotSpamButton({ id, name, onMoved }: { id: number; name: string; onMoved: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={buttonStyles.primary}
      disabled={busy}
      aria-label={`Not spam: move ${name} to the inbox`}
      onClick={async () => {
        setBusy(true);
        try {
          await apiRequest("POST", `/api/admin/spam/${id}/not-spam`);
          toast.success(notSpamMessages.moved, { description: notSpamMessages.movedDescription });
        } catch (error) {
          toast.error(notSpamMessages.failed, { description: messageOf(error, notSpamMessages.retry) });
        } finally {
          setBusy(false);
          onMoved();
        }
      }}
    >
      <Inbox className="h-4 w-4" aria-hidden="true" />
      Not spam
    </button>
  );
}
