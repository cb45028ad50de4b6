"use client";

import { useMutation } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { ControlTooltip } from "@/components/ui/tooltip";
import { apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import { buttonStyles } from "./admin-styles";
import { copyText } from "./calendar-feed-control";

const texts = visitAdminTexts.link;

/** "Copy booking link": a new link to the lead's own booking page, on the clipboard for the owner to send. */
export function BookingLinkButton({ leadId, name, wordClassName }: { leadId: number; name: string; /** A list row shows only the icon. */ wordClassName?: string }) {
  const make = useMutation({
    mutationFn: () => apiRequest<{ url: string }>("POST", `/api/admin/leads/${leadId}/booking-link`),
    onSuccess: async ({ url }) => {
      if (await copyText(url, texts.prompt)) toast.success(texts.copiedTitle, { description: texts.copied(name) });
    },
    onError: (error) => toast.error(texts.failedTitle, { description: messageOf(error, texts.failed) }),
  });
  return (
    <ControlTooltip label={texts.label(name)}>
      <button type="button" className={buttonStyles.secondary} aria-label={texts.label(name)} disabled={make.isPending} onClick={() => make.mutate()}>
        <CalendarPlus className="h-4 w-4" aria-hidden="true" />
        <span className={wordClassName}>{texts.button}</span>
      </button>
    </ControlTooltip>
  );
}
