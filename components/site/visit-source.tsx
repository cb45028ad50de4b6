"use client";

import { useEffect } from "react";
import { rememberFirstTouch } from "@/lib/leads/model/visit-capture";

/** Keeps the visit's first page and referrer (lib/leads/model/visit-capture.ts); renders nothing. */
export function VisitSourceCapture() {
  useEffect(rememberFirstTouch, []);
  return null;
}
