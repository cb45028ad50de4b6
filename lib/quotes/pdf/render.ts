import "server-only";
import type { AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import type { InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";

// @react-pdf/renderer takes about a second to load: it comes with the first PDF a process renders,
// not with every route and service that might render one.
const documents = () => import("./documents");

/** The quote's A4 PDF, rendered on the server (no browser, no font downloads; text made WinAnsi). */
export const renderQuotePdf = async (document: QuoteDocument): Promise<Buffer> => (await documents()).renderQuotePdf(document);

/** The deposit tax invoice's A4 PDF. */
export const renderInvoicePdf = async (invoice: InvoiceDocument): Promise<Buffer> => (await documents()).renderInvoicePdf(invoice);

/** An adjustment note's A4 PDF (a refund). */
export const renderAdjustmentNotePdf = async (note: AdjustmentNoteDocument): Promise<Buffer> => (await documents()).renderAdjustmentNotePdf(note);
