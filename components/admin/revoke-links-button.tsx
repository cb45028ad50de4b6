"use client";

import { useMutation } from "@tanstack/react-query";
import { Link2Off } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import { apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import { buttonStyles } from "./admin-styles";

const texts = visitAdminTexts.revoke;

/** "Revoke links": after a confirmation, every booking and quote link of the lead stops working (POST /api/admin/leads/{id}/revoke-links). */
export function RevokeLinksButton({ leadId, name, wordClassName }: { leadId: number; name: string; /** A list row shows only the icon. */ wordClassName?: string }) {
  const revoke = useMutation({
    mutationFn: () => apiRequest<null>("POST", `/api/admin/leads/${leadId}/revoke-links`),
    onSuccess: () => toast.success(texts.doneTitle, { description: texts.done(name) }),
    onError: (error) => toast.error(texts.failedTitle, { description: messageOf(error, texts.failed) }),
  });
  return (
    <ControlTooltip label={texts.label(name)}>
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-label={texts.label(name)}
        disabled={revoke.isPending}
        onClick={() => {
          if (window.confirm(texts.confirm(name))) revoke.mutate();
        }}
      >
        <Link2Off className="h-4 w-4" aria-hidden="true" />
        <span className={wordClassName}>{texts.button}</span>
      </button>
    </ControlTooltip>
  );
}
