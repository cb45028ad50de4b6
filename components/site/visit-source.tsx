"use client";

import { useEffect } from "react";
import { rememberFirstTouch } from "@/lib/quotes/visit-capture";

/** Keeps the visit's first page and referrer (lib/quotes/visit-capture.ts); renders nothing. */
export function VisitSourceCapture() {
  useEffect(rememberFirstTouch, []);
  return null;
}
