import "server-only";
import type { InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { invoicePdfFileName, quotePdfFileName } from "@/lib/quotes/emails/customer-emails";
import { renderQuotePdf } from "@/lib/quotes/pdf/render";
import type { QuoteDocument } from "@/lib/quotes/model/quote-document";

/** The quote's PDF as a download: private, never cached, never indexed. `pdf`: already made (the stored customer copy); else rendered now. */
export async function quotePdfResponse(document: QuoteDocument, pdf?: Buffer): Promise<Response> {
  return new Response(new Uint8Array(pdf ?? (await renderQuotePdf(document))), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quotePdfFileName(document.number)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** A tax invoice's (or adjustment note's) PDF as issued, as a download the same way (the owner's copy of what was e-mailed). */
export async function invoicePdfResponse(invoice: Pick<InvoiceDocument, "number">, pdf: Buffer, fileName = invoicePdfFileName(invoice.number)): Promise<Response> {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
