"use client";

import { useEffect } from "react";
import { rememberVisitSource } from "@/lib/quotes/visit-source";

/** Notes where the visit came from on its first page (lib/quotes/visit-source.ts); renders nothing. */
export function VisitSourceCapture() {
  useEffect(rememberVisitSource, []);
  return null;
}
