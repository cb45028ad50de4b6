import "server-only";
import { quotePdfFileName } from "./notify";
import { renderQuotePdf } from "./pdf/render";
import type { QuoteDocument } from "./quote-document";

/** The quote's PDF as a download: private, never cached, never indexed. */
export async function quotePdfResponse(document: QuoteDocument): Promise<Response> {
  const pdf = await renderQuotePdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quotePdfFileName(document.number)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
