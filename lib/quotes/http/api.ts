import { idParamSchema } from "@/lib/http/id-param";

/** A 200-line quote is about 130 KB of JSON: the quote routes read up to this (others 16 KB). */
export const QUOTE_BODY_LIMIT = 256 * 1024;

export const leadIdParam = idParamSchema("lead");
export const quoteIdParam = idParamSchema("quote");
export const rateCardItemIdParam = idParamSchema("rate card item");
