"use client";

import { ShieldAlert } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { adminSpamQuery } from "@/lib/client/admin-queries";
import { lazyPart } from "@/lib/client/lazy-part";
import { buttonStyles } from "./admin-styles";
import type { SpamDialogProps } from "./spam-dialog";
import { spamViewMessages } from "./spam-messages";

export { spamViewMessages } from "./spam-messages";

// The list itself (a dialog) is loaded when the owner first opens it.
const SpamDialog = lazyPart<SpamDialogProps>(() => import("./spam-dialog").then((module) => module.SpamDialog));
const preloadDialog = () => void SpamDialog.preload().catch(() => {});

/**
 * The Spam view: a "Spam (N)" button for the panel's header, opening the list of requests kept
 * as spam, each with the rule it tripped and "Not spam" (./spam-dialog.tsx). Moving one
 * refreshes the inbox.
 */
export function SpamView() {
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(adminSpamQuery());
  // Opening the view reads it afresh.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  const total = data?.total;
  return (
    <>
      <button type="button" className={buttonStyles.onDark} onPointerEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen(true)}>
        <ShieldAlert className="h-4 w-4" aria-hidden="true" />
        {spamViewMessages.title}
        {total !== undefined && ` (${total})`}
      </button>
      {open && <SpamDialog data={data} onClose={() => setOpen(false)} />}
    </>
  );
}
