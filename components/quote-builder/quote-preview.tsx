"use client";

import { QuoteView } from "@/components/quote/quote-view";
import { previewLines, parseQuantity, propertyOf, type BuilderState } from "@/lib/quotes/model/builder-state";
import { buildQuoteDocument, type DocumentBusiness, type QuoteDocument } from "@/lib/quotes/model/quote-document";
import { builderTexts } from "./builder-texts";

export interface PreviewProps {
  business: DocumentBusiness;
  lead: { name: string; email: string; phone: string | null };
  state: BuilderState;
  /** The stored quote's number; null before the first save. */
  number: { sequence: number; version: number } | null;
  /** When it was sent: the date the customer sees. A draft is dated today. */
  sentAt: string | null;
  /** A sent or decided quote as the server shows it: shown as it is. */
  stored: QuoteDocument | null;
  /** The customer can still choose options (a draft, or a sent quote still valid): tick boxes show. */
  open: boolean;
}

/**
 * The customer's page as it will look: the very component /quote/{token} renders
 * (components/quote/quote-view.tsx), fed by the same view model (buildQuoteDocument), from the
 * builder's content as typed. Inert: nothing in it can be pressed here.
 */
export default function QuotePreview({ business, lead, state, number, sentAt, stored, open }: PreviewProps) {
  if (stored) return <Inert document={stored} open={open} />;
  const lines = previewLines(state);
  if (lines.length === 0) return <p className="p-4 text-sm text-slate-600">{builderTexts.preview.none}</p>;
  const validDays = /^\s*\d+\s*$/.test(state.validDays) ? Math.min(Number(state.validDays), 365) : 30;
  const deposit = parseQuantity(state.depositPercent);
  const document = buildQuoteDocument({
    business,
    sequence: number?.sequence ?? 1,
    version: number?.version ?? 1,
    issuedAt: sentAt ?? new Date(),
    validDays,
    property: propertyOf(state),
    depositPercent: deposit !== null && deposit <= 100 ? deposit : 0,
    customer: { name: lead.name, email: lead.email, phone: lead.phone ?? "" },
    lines,
    notes: state.notes.trim(),
    exclusions: state.exclusions.trim(),
    terms: state.terms.trim(),
    chosen: [],
    acceptance: null,
  });
  return <Inert document={number ? document : { ...document, number: builderTexts.preview.unnumbered }} open={open} />;
}

/** The tick boxes belong to no form here: on the customer's page they belong to Accept. */
function Inert({ document, open }: { document: QuoteDocument; open: boolean }) {
  return (
    <div inert className="p-4 sm:p-6" data-testid="quote-preview">
      <QuoteView document={document} optionsForm={open ? "quote-preview-options" : undefined} />
    </div>
  );
}
