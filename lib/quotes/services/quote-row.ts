import "server-only";
import { formatHundredths } from "@/lib/money";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RateCardUnit } from "@/lib/rate-card/units";
import { configuredDocumentBusiness } from "./document-business";
import { depositInvoiceJson, type DepositInvoiceJson } from "@/lib/quotes/model/invoice-json";
import { isPastValidity } from "@/lib/quotes/model/expiry";
import { storedDocument } from "./issued";
import { formatQuoteNumber, quoteVersionLetter } from "@/lib/quotes/model/numbering";
import { buildQuoteDocument, type QuoteDocument, type SameJobQuote } from "@/lib/quotes/model/quote-document";
import type { QuoteProperty } from "@/lib/quotes/model/quote-fields";
import type { QuoteDraftInput } from "@/lib/quotes/model/quote-schema";
import { dayOf } from "@/lib/quotes/model/validity";

/** A stored quote as its readers load it: lines in order, the acceptance, the questions, the customer. */
export const quoteInclude = {
  lines: { orderBy: [{ position: "asc" }, { id: "asc" }] },
  // The kept PDFs are read only where served (issued.ts).
  acceptance: { omit: { pdf: true } },
  invoices: { orderBy: { number: "asc" }, omit: { pdf: true } },
  questions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  lead: {
    select: {
      name: true,
      email: true,
      phone: true,
      // The same job's accepted quotes: the NSW rules judge them together (lib/quotes/model/nsw-rules.ts, s92(4)).
      quotes: { where: { status: "accepted" }, select: { id: true, number: true, version: true, totalCents: true, residential: true }, orderBy: { id: "asc" } },
    },
  },
} as const satisfies Prisma.QuoteInclude;

/** A quote as stored with quoteInclude. */
export type QuoteRecord = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;
export type InvoiceRecord = QuoteRecord["invoices"][number];
/** A stored quote with its invoices by kind: the deposit's and the balance's, each or null. */
export type QuoteRow = QuoteRecord & { depositInvoice: InvoiceRecord | null; balanceInvoice: InvoiceRecord | null };

export function quoteRowOf(record: QuoteRecord): QuoteRow {
  return {
    ...record,
    depositInvoice: record.invoices.find((invoice) => invoice.kind === "deposit") ?? null,
    balanceInvoice: record.invoices.find((invoice) => invoice.kind === "balance") ?? null,
  };
}

export const quoteStatuses = ["draft", "sent", "accepted", "declined", "replaced"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A sent quote past the end of its valid-until day (Sydney): it can no longer be accepted. */
export const isExpired = (row: Pick<QuoteRow, "status" | "validUntil">, now = new Date()): boolean =>
  row.status === "sent" && row.validUntil !== null && isPastValidity(dayOf(row.validUntil), now);

/**
 * The quote's view model (lib/quotes/model/quote-document.ts). `chosen`: the optional lines ticked
 * (ignored once accepted: the accepted ones count). A draft is shown as if sent now. An accepted
 * quote is the document kept when it was accepted (issued.ts), never drawn again; `acceptance`
 * draws the one an acceptance under way stores.
 */
export function quoteDocumentOf(
  row: QuoteRow,
  options: { chosen?: readonly number[]; now?: Date; acceptance?: { name: string; acceptedAt: Date; chosenLineIds: number[]; contentSha256: string } } = {},
): QuoteDocument {
  const kept = storedDocument<QuoteDocument>(row.acceptance?.document);
  if (kept) return kept;
  const acceptance = row.acceptance ?? options.acceptance ?? null;
  return buildQuoteDocument({
    business: configuredDocumentBusiness(),
    sequence: row.number,
    version: row.version,
    issuedAt: row.sentAt ?? options.now ?? new Date(),
    validDays: row.validDays,
    // Once sent, the stored day: an extension (extend.ts) moves it.
    validUntil: row.validUntil ? dayOf(row.validUntil) : undefined,
    property: row.property as QuoteProperty,
    sameJob: sameJobOf(row),
    depositPercent: formatHundredths(row.depositHundredths),
    customer: { name: row.lead.name, email: row.lead.email, phone: row.lead.phone, address: null },
    lines: row.lines.map((line) => ({
      id: line.id,
      section: line.section,
      description: line.description,
      quantity: formatHundredths(line.quantityHundredths),
      unit: line.unit as RateCardUnit,
      unitPriceCents: line.unitPriceCents,
      optional: line.optional,
    })),
    notes: row.notes,
    exclusions: row.exclusions,
    terms: row.terms,
    chosen: acceptance ? acceptance.chosenLineIds : (options.chosen ?? []),
    acceptance: acceptance && { name: acceptance.name, acceptedAt: acceptance.acceptedAt, contentSha256: acceptance.contentSha256 },
    signature: row.signedBy && row.signedAt ? { name: row.signedBy, signedAt: row.signedAt } : null,
  });
}

/** The lead's other accepted quotes for work on a home: one job with this one (s92(4)). */
export function sameJobOf(row: Pick<QuoteRow, "id" | "lead">): SameJobQuote[] {
  return row.lead.quotes
    .filter((quote) => quote.id !== row.id && quote.residential)
    .map((quote) => ({ number: formatQuoteNumber(quote.number, quote.version), totalCents: quote.totalCents }));
}

/** The stored quote as the builder's input, for a PATCH to merge into. */
export function draftInputOf(row: QuoteRow): QuoteDraftInput {
  return {
    lines: row.lines.map((line) => ({
      section: line.section,
      description: line.description,
      quantity: formatHundredths(line.quantityHundredths),
      unit: line.unit as RateCardUnit,
      unitPriceCents: line.unitPriceCents,
      optional: line.optional,
      rateCardItemId: line.rateCardItemId,
    })),
    depositPercent: formatHundredths(row.depositHundredths),
    validDays: row.validDays,
    notes: row.notes,
    exclusions: row.exclusions,
    terms: row.terms,
    property: row.property as QuoteProperty,
    followUp: row.followUp,
  };
}

export interface QuoteLineJson {
  id: number;
  position: number;
  section: string;
  description: string;
  /** Up to two decimals: 12.5 */
  quantity: number;
  unit: RateCardUnit;
  unitPriceCents: number;
  optional: boolean;
  rateCardItemId: number | null;
  /** quantity x unit price, rounded half-up to the cent, ex GST. */
  totalCents: number;
}

/** A quote as the admin API answers it. Every amount comes from the one view model. */
export interface QuoteJson {
  id: number;
  leadId: number;
  /** "Q-0001-B" */
  number: string;
  sequence: number;
  version: number;
  versionLetter: string;
  status: QuoteStatus;
  /** Sent, and past the end of its valid-until day in Sydney. */
  expired: boolean;
  lines: QuoteLineJson[];
  depositPercent: number;
  validDays: number;
  /** The last day it can be accepted on (Sydney), "YYYY-MM-DD": set when sent. */
  validUntil: string | null;
  notes: string;
  exclusions: string;
  terms: string;
  residential: boolean;
  property: QuoteProperty;
  followUp: boolean;
  /** Required lines only until accepted; then what was accepted. */
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  /** The total with every optional line: what the NSW rules are judged on before acceptance. */
  highestTotalCents: number;
  nsw: { kind: QuoteDocument["nsw"]["kind"]; moneyNeedsContractAndInsurance: boolean };
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  firstViewedAt: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  replacedById: number | null;
  acceptance: {
    name: string;
    acceptedAt: string;
    ip: string;
    userAgent: string;
    chosenLineIds: number[];
    contentSha256: string;
    subtotalCents: number;
    gstCents: number;
    totalCents: number;
    depositCents: number;
  } | null;
  questions: { id: number; message: string; createdAt: string }[];
  /** The licence holder's signature recorded when sent (over $5,000 for a home): the name, when, the admin signed in. */
  signature: { name: string; signedAt: string; signedInAs: string | null; line: string } | null;
  /** The deposit's tax invoice, issued on acceptance (lib/quotes/services/deposit.ts). */
  depositInvoice: DepositInvoiceJson | null;
  /** The Sydney day the owner marked the job done, or null (lib/quotes/services/balance.ts). */
  completedOn: string | null;
  /** The final tax invoice, for the balance, issued when the job was marked done. */
  balanceInvoice: DepositInvoiceJson | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toQuoteJson(row: QuoteRow, now = new Date()): QuoteJson {
  const document = quoteDocumentOf(row, { now });
  const amounts = new Map(document.sections.flatMap((section) => section.lines.map((line) => [line.key, line.totalCents] as const)));
  const { totals } = document;
  return {
    id: row.id,
    leadId: row.leadId,
    number: formatQuoteNumber(row.number, row.version),
    sequence: row.number,
    version: row.version,
    versionLetter: quoteVersionLetter(row.version),
    status: row.status as QuoteStatus,
    expired: isExpired(row, now),
    lines: row.lines.map((line) => ({
      id: line.id,
      position: line.position,
      section: line.section,
      description: line.description,
      // An integer over 100 is the nearest double to the decimal: 1235 -> 12.35.
      quantity: line.quantityHundredths / 100,
      unit: line.unit as RateCardUnit,
      unitPriceCents: line.unitPriceCents,
      optional: line.optional,
      rateCardItemId: line.rateCardItemId,
      totalCents: amounts.get(line.id)!,
    })),
    depositPercent: row.depositHundredths / 100,
    validDays: row.validDays,
    validUntil: row.validUntil ? dayOf(row.validUntil) : null,
    notes: row.notes,
    exclusions: row.exclusions,
    terms: row.terms,
    residential: row.residential,
    property: row.property as QuoteProperty,
    followUp: row.followUp,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
    balanceCents: totals.balanceCents,
    highestTotalCents: totals.highestTotalCents,
    nsw: { kind: document.nsw.kind, moneyNeedsContractAndInsurance: document.nsw.moneyNeedsContractAndInsurance },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    firstViewedAt: iso(row.firstViewedAt),
    decidedAt: iso(row.decidedAt),
    declineReason: row.declineReason,
    replacedById: row.replacedById,
    acceptance: row.acceptance && {
      name: row.acceptance.name,
      acceptedAt: row.acceptance.acceptedAt.toISOString(),
      ip: row.acceptance.ip,
      userAgent: row.acceptance.userAgent,
      chosenLineIds: row.acceptance.chosenLineIds,
      contentSha256: row.acceptance.contentSha256,
      subtotalCents: row.acceptance.subtotalCents,
      gstCents: row.acceptance.gstCents,
      totalCents: row.acceptance.totalCents,
      depositCents: row.acceptance.depositCents,
    },
    signature: document.signature && { name: document.signature.name, signedAt: document.signature.signedAt, signedInAs: row.signedByUser, line: document.signature.line },
    questions: row.questions.map((question) => ({ id: question.id, message: question.message, createdAt: question.createdAt.toISOString() })),
    depositInvoice: row.depositInvoice && depositInvoiceJson(row.depositInvoice),
    completedOn: row.completedOn ? dayOf(row.completedOn) : null,
    balanceInvoice: row.balanceInvoice && depositInvoiceJson(row.balanceInvoice),
  };
}
