"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SpamItem } from "@/lib/client/admin-queries";
import { formatSydneyDateTime, serviceLabel } from "@/lib/leads/model/view";
import { NotSpamButton } from "./not-spam-button";
import { spamViewMessages } from "./spam-messages";

export interface SpamDialogProps {
  data: { data: SpamItem[]; total: number } | null | undefined;
  onClose: () => void;
}

/** The Spam view's list (open while mounted): each request with the rule it tripped and "Not spam". */
export function SpamDialog({ data, onClose }: SpamDialogProps) {
  const total = data?.total;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {spamViewMessages.title} ({total ?? "…"})
          </DialogTitle>
          <DialogDescription>{spamViewMessages.description}</DialogDescription>
        </DialogHeader>
        {data && data.data.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-700">{spamViewMessages.empty}</p>
        ) : (
          <ul aria-label="Spam requests" className="flex flex-col gap-3">
            {data?.data.map((item) => (
              <li key={item.id}>
                <article aria-labelledby={`spam-${item.id}-name`} className="rounded-lg border border-slate-200 p-3">
                  <h3 id={`spam-${item.id}-name`} className="truncate font-semibold">
                    {item.name}
                  </h3>
                  <p className="text-xs text-slate-600">
                    <time dateTime={item.createdAt}>{formatSydneyDateTime(item.createdAt)}</time> · {serviceLabel(item.service)}
                  </p>
                  <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
                    <span className="font-semibold">Reason:</span> {item.reason}
                  </p>
                  <p className="mt-2 text-sm break-all text-slate-800">
                    {item.email} · {item.phone}
                  </p>
                  {item.message && <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">{item.message}</p>}
                  {item.photoCount > 0 && <p className="mt-1 text-sm text-slate-700">{spamViewMessages.photos(item.photoCount)}</p>}
                  <div className="mt-3 flex justify-end">
                    <NotSpamButton id={item.id} name={item.name} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
