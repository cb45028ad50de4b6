"use client";

import { lazyPart } from "@/lib/client/lazy-part";
import type { ReplyDialogProps } from "./reply-dialog";

export type { ReplyTarget } from "./reply-dialog";

/** The Reply dialog's code, loaded when it is first opened (or when a Reply button is hovered or focused). */
export const ReplyDialog = lazyPart<ReplyDialogProps>(() => import("./reply-dialog").then((module) => module.ReplyDialog));

export function preloadReplyDialog() {
  ReplyDialog.preload().catch(() => {});
}
