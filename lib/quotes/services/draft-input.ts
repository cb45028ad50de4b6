import "server-only";
import { HttpError } from "@/lib/http/responses";
import { parseOr400 } from "@/lib/http/parse";
import { adminQuoteMessages, quoteFieldNames } from "@/lib/quotes/model/quote-messages";
import { quoteDraftSchema, quoteDraftMessages, type QuoteDraft, type QuoteDraftInput } from "@/lib/quotes/model/quote-schema";

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A quote body of the API as a full draft: `input`'s fields over `base` (the settings' defaults
 * for a new quote, the stored draft for a PATCH), through the one quote schema. A field the
 * schema does not know is refused rather than ignored: a misspelt `deposit` must not quietly
 * leave the default in place.
 */
export function draftFromBody(input: unknown, base: Partial<QuoteDraftInput>, options: { partial: boolean }): QuoteDraft {
  if (!isPlainObject(input)) throw new HttpError(400, adminQuoteMessages.notObject);
  const keys = Object.keys(input);
  const unknown = keys.find((key) => !(quoteFieldNames as string[]).includes(key));
  if (unknown !== undefined) throw new HttpError(400, adminQuoteMessages.unknownField(unknown));
  if (options.partial && keys.length === 0) throw new HttpError(400, adminQuoteMessages.emptyPatch);
  return parseOr400(quoteDraftSchema, { ...base, ...input, ...propertyOfOlderClient(input, base) });
}

/**
 * An older client sends `residential` instead of `property`: false is commercial; true is a home,
 * a house unless the stored draft already names another kind of home.
 */
function propertyOfOlderClient(input: Record<string, unknown>, base: Partial<QuoteDraftInput>): Partial<QuoteDraftInput> {
  if (typeof input.residential !== "boolean") return {};
  const home = base.property && base.property !== "commercial" ? base.property : "house";
  const implied = input.residential ? home : "commercial";
  if ("property" in input && (input.property === "commercial") === input.residential) throw new HttpError(400, quoteDraftMessages.propertyConflict);
  return "property" in input ? {} : { property: implied };
}
