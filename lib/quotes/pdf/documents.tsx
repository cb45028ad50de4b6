import "server-only";
// Loaded by render.ts on a process's first PDF, with @react-pdf/renderer.
import { renderToBuffer } from "@react-pdf/renderer";
import type { AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import type { InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";
import { AdjustmentNotePdf } from "./adjustment-note-pdf";
import { InvoicePdf } from "./invoice-pdf";
import { QuotePdf } from "./quote-pdf";
import { winAnsiStrings } from "./win-ansi";

/** The quote's A4 PDF, rendered on the server (no browser, no font downloads; text made WinAnsi). */
export const renderQuotePdf = (document: QuoteDocument): Promise<Buffer> => renderToBuffer(<QuotePdf document={winAnsiStrings(document)} />);

/** The deposit tax invoice's A4 PDF. */
export const renderInvoicePdf = (invoice: InvoiceDocument): Promise<Buffer> => renderToBuffer(<InvoicePdf invoice={winAnsiStrings(invoice)} />);

/** An adjustment note's A4 PDF (a refund). */
export const renderAdjustmentNotePdf = (note: AdjustmentNoteDocument): Promise<Buffer> => renderToBuffer(<AdjustmentNotePdf note={winAnsiStrings(note)} />);
