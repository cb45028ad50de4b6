import "server-only";
import { getConfig } from "@/lib/config";
import { documentBusinessOf, type DocumentBusiness } from "@/lib/quotes/model/quote-document";

/** Who quotes and invoices, from this server's configuration (BUSINESS_*, GST_REGISTERED, BANK_*, PAYID). */
export function configuredDocumentBusiness(): DocumentBusiness {
  return documentBusinessOf(getConfig().business);
}
