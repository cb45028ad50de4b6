import "server-only";
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { customerQuoteMessages } from "@/lib/quotes/model/customer-texts";
import { customerQuoteRow, isLapsed } from "@/lib/quotes/services/customer-view";
import { renderQuotePdf } from "./render";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";
import { issuedAcceptance } from "@/lib/quotes/services/issued";
import { quoteDocumentOf, type QuoteRow } from "@/lib/quotes/services/quote-row";

/**
 * The customer's PDF of a quote: rendered once per quote version and document (its options,
 * acceptance, validity: everything the PDF shows, hashed), stored in `quote_pdfs` and served from
 * there afterwards. Rendering takes a core for a while, so at most MAX_RENDERS run at once per
 * server and MAX_WAITING wait; past that the answer is 503 with Retry-After. Requests for a PDF
 * being rendered wait for that one render.
 */
export const MAX_RENDERS = 2;
export const MAX_WAITING = 4;
export const pdfBusyMessage = "Many quotes are being prepared right now. Please try again in a few seconds.";

const renders = pLimit(MAX_RENDERS);
const underWay = new Map<string, Promise<Buffer>>();

/** What a stored PDF is keyed by beside its quote: the SHA-256 of the document it shows. */
export function pdfVariant(document: QuoteDocument): string {
  return createHash("sha256").update(JSON.stringify(document)).digest("hex");
}

/** The PDF of `document` (quote `quoteId`), from storage, or rendered (gated) and stored. */
export async function storedQuotePdf(quoteId: number, document: QuoteDocument): Promise<Buffer> {
  const variant = pdfVariant(document);
  const key = `${quoteId}:${variant}`;
  const stored = async () => (await getDb().quotePdf.findUnique({ where: { quoteId_variant: { quoteId, variant } }, select: { pdf: true } }))?.pdf;
  const found = underWay.get(key) ?? (await stored());
  if (found) return Buffer.from(await found);
  const running = underWay.get(key);
  if (running) return running;
  if (renders.pendingCount >= MAX_WAITING) throw new HttpError(503, pdfBusyMessage, { retryAfterSeconds: 5 });
  const render = renders(async () => {
    // Stored by a render that ended while this request was looking: served, not rendered again.
    const since = await stored();
    if (since) return Buffer.from(since);
    const pdf = await renderQuotePdf(document);
    await getDb().quotePdf.createMany({ data: [{ quoteId, variant, pdf: new Uint8Array(pdf) }], skipDuplicates: true });
    return pdf;
  }).finally(() => underWay.delete(key));
  underWay.set(key, render);
  return render;
}

/**
 * The PDF of a quote as its reader is shown it: an accepted quote's is the acceptance's, kept as
 * issued (lib/quotes/services/issued.ts); any other, the stored copy of `document`.
 */
export async function quotePdfOf(row: QuoteRow, document: QuoteDocument): Promise<Buffer> {
  const acceptance = row.acceptance;
  if (acceptance) return (await issuedAcceptance(acceptance, () => quoteDocumentOf({ ...row, acceptance: { ...acceptance, document: null } }))).pdf;
  return storedQuotePdf(row.id, document);
}

const answering = new Map<string, Promise<{ document: QuoteDocument; pdf: Buffer }>>();

/**
 * The customer's PDF behind a quote link, with the optional lines `options` ticks (ids of other
 * lines are ignored): 404 for an unknown, revoked or lapsed link. Identical requests from one
 * client while one is under way share its answer (its lookup, its stored copy or its refusal),
 * so a burst of them costs one.
 */
export function customerQuotePdf(token: string, clientIp: string, options: readonly string[]): Promise<{ document: QuoteDocument; pdf: Buffer }> {
  const key = JSON.stringify([clientIp, token, options]);
  const running = answering.get(key);
  if (running) return running;
  const answer = (async () => {
    const row = await customerQuoteRow(token, clientIp);
    // A lapsed link shows only "ask for an updated quote" (lib/quotes/services/customer-view.ts).
    if (isLapsed(row)) throw new HttpError(404, customerQuoteMessages.notFound);
    const optional = new Set(row.lines.filter((line) => line.optional).map((line) => line.id));
    const chosen = options.filter((value) => /^\d{1,10}$/.test(value)).map(Number).filter((id) => optional.has(id));
    const document = quoteDocumentOf(row, { chosen });
    return { document, pdf: await quotePdfOf(row, document) };
  })().finally(() => answering.delete(key));
  answering.set(key, answer);
  return answer;
}

/** How many renders run and wait now (the load test reads it through its answers). */
export const pdfRenderLoad = () => ({ active: renders.activeCount, waiting: renders.pendingCount });
