"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { calendarFeedKey, calendarFeedQuery } from "./visit-queries";
import { formatSydneyDateTime } from "@/lib/leads/model/view";
import { visitAdminTexts } from "@/lib/visits/model/admin-texts";
import { buttonStyles } from "./admin-styles";

const texts = visitAdminTexts.feed;

/** Copies text, or asks the browser to show it for copying by hand where the clipboard is closed. */
export async function copyText(text: string, prompt: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.prompt(prompt, text);
    return false;
  }
}

/**
 * The private calendar feed: make its address (shown once, with Copy), or a new one, which ends
 * the old. The address is a secret the server keeps only as a hash.
 */
export function CalendarFeedControl() {
  const id = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery(calendarFeedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => apiRequest<{ url: string; createdAt: string }>("POST", "/api/admin/calendar-feed"),
    onSuccess: (made) => {
      setUrl(made.url);
      queryClient.setQueryData(calendarFeedKey, { createdAt: made.createdAt });
    },
    onError: (error) => toast.error(texts.failedTitle, { description: messageOf(error, texts.failed) }),
  });
  const exists = Boolean(data?.createdAt);
  return (
    <section aria-labelledby={`${id}-feed`} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={`${id}-feed`} className="font-semibold text-brand-950">
        {texts.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{texts.explain}</p>
      {url ? (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
            {texts.urlLabel}
          </label>
          <div className="mt-1 flex gap-2">
            <input id={`${id}-url`} readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 font-mono text-xs" />
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={async () => {
                if (await copyText(url, texts.urlLabel)) toast.success(texts.copiedTitle, { description: texts.copied });
              }}
            >
              <Copy className="h-4 w-4" aria-hidden="true" />
              {texts.copy}
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{exists ? texts.made(formatSydneyDateTime(data!.createdAt!)) : texts.none}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonStyles.secondary} disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {exists ? texts.rotate : texts.make}
        </button>
        {exists && <span className="text-xs text-slate-600">{texts.rotateHint}</span>}
      </div>
    </section>
  );
}
