"use client";

import { BellOff, RotateCw, X } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, messageOf } from "@/lib/client/api";
import { adminLeadsKey, alertFailuresKey, alertFailuresQuery, dashboardLeadsKey, type AlertFailure } from "@/lib/client/admin-queries";
import { toast } from "@/lib/client/toast";
import { buttonStyles } from "./admin-styles";

export const alertBannerMessages = {
  title: "Alert not delivered",
  resent: "Alert queued again",
  dismissed: "Alert dismissed",
  failed: "Please try again.",
} as const;

/**
 * The panel's banner while an alert has failed after its retries (a day of them): which request,
 * which alert, the last error, and Resend or Dismiss for each. Gone once none is left.
 */
export function AlertFailureBanner() {
  const queryClient = useQueryClient();
  const { data } = useQuery(alertFailuresQuery());
  const act = useMutation({
    mutationFn: ({ failure, action }: { failure: AlertFailure; action: "resend" | "dismiss" }) =>
      apiRequest("POST", `/api/admin/alerts/${failure.id}/${action}`),
    onSuccess: (_, { action }) => toast.success(action === "resend" ? alertBannerMessages.resent : alertBannerMessages.dismissed),
    onError: (error) => toast.error(alertBannerMessages.title, { description: messageOf(error, alertBannerMessages.failed) }),
    // The banner and the cards' "Alert not delivered" marks change (or are read again after a failure).
    onSettled: () =>
      Promise.all([alertFailuresKey, adminLeadsKey, dashboardLeadsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  if (!data || data.total === 0) return null;
  const { data: failures, total } = data;
  const busy = act.isPending ? act.variables.failure.id : null;

  return (
    <section role="alert" aria-labelledby="alert-failures-title" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
      <h2 id="alert-failures-title" className="flex items-center gap-2 text-base font-semibold">
        <BellOff className="h-5 w-5 shrink-0" aria-hidden="true" />
        {alertBannerMessages.title}
        {total > 1 && <span className="text-sm font-normal">({total})</span>}
      </h2>
      <p className="mt-1 text-sm text-red-900">These alerts still failed after a day of retries. Check the request yourself, then resend or dismiss.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {failures.map((failure) => (
          <li key={failure.id} className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 text-sm">
              <span className="font-semibold">
                {failure.what.charAt(0).toUpperCase() + failure.what.slice(1)} for #{failure.quoteId} {failure.name}
              </span>
              {failure.lastError && <span className="block text-xs break-words text-red-800">{failure.lastError}</span>}
            </p>
            <div className="flex shrink-0 gap-2">
              <button type="button" className={buttonStyles.primary} disabled={busy === failure.id} onClick={() => act.mutate({ failure, action: "resend" })}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                Resend
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy === failure.id}
                onClick={() => act.mutate({ failure, action: "dismiss" })}
                aria-label={`Dismiss the ${failure.what} alert for ${failure.name}`}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
