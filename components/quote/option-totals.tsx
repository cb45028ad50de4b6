"use client";

import { useEffect } from "react";
import { formatCents, quoteTotals, type MoneyLine } from "@/lib/money";
import type { TotalName } from "./quote-view";

/**
 * The quote page's one script: ticking an optional line updates the totals at once, computed by
 * lib/money exactly as the server computes them (the server recomputes them on acceptance anyway).
 * Without JavaScript the page's "Update totals" button asks the server instead; this hides it.
 * It renders nothing: the tick boxes and totals are the server's markup, found by their data-*
 * names, so the page stays complete without it.
 */
export function OptionTotals({
  formId,
  lines,
  depositPercent,
  gstRegistered,
  pdfPath,
}: {
  formId: string;
  lines: MoneyLine[];
  depositPercent: number;
  gstRegistered: boolean;
  pdfPath: string;
}) {
  useEffect(() => {
    const boxes = [...document.querySelectorAll<HTMLInputElement>(`input[data-quote-option][form="${formId}"]`)];
    const update = () => {
      const chosen = boxes.filter((box) => box.checked).map((box) => Number(box.value));
      const totals = quoteTotals(lines, { chosen, depositPercent, gstRegistered });
      const values: Record<TotalName, number> = {
        subtotal: totals.subtotalCents,
        gst: totals.gstCents,
        total: totals.totalCents,
        deposit: totals.depositCents,
        balance: totals.balanceCents,
      };
      for (const [name, cents] of Object.entries(values)) {
        for (const element of document.querySelectorAll(`[data-quote-total="${name}"]`)) element.textContent = formatCents(cents);
      }
      for (const box of boxes) box.closest("[data-quote-line]")?.setAttribute("data-included", String(box.checked));
      const query = new URLSearchParams(chosen.map((id) => ["option", String(id)]));
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-quote-pdf]")) link.href = query.size > 0 ? `${pdfPath}?${query}` : pdfPath;
    };
    for (const button of document.querySelectorAll<HTMLElement>("[data-quote-update]")) button.hidden = true;
    for (const box of boxes) box.addEventListener("change", update);
    // A box ticked before this script ran (it comes after the page's first paint) counts too.
    update();
    return () => {
      for (const box of boxes) box.removeEventListener("change", update);
    };
  }, [formId, lines, depositPercent, gstRegistered, pdfPath]);
  return null;
}
