import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { QUOTE_BODY_LIMIT } from "@/lib/quotes/http/api";
import { getQuoteSettings, updateQuoteSettings } from "@/lib/quotes/services/settings";
import { quoteSettingsUpdateSchema } from "@/lib/quotes/model/settings-schema";

export const dynamic = "force-dynamic";

/** `{ data: { terms, exclusions, validDays, depositPercent } }`: what a new quote starts with. */
export const GET = adminRoute(async () => Response.json({ data: await getQuoteSettings() }));

/** Any of terms, exclusions, validDays, depositPercent (at most 10%: new quotes are residential). */
export const PATCH = adminRoute(async (request) => {
  const update = parseOr400(quoteSettingsUpdateSchema, await readJsonBody(request, QUOTE_BODY_LIMIT));
  return Response.json({ data: await updateQuoteSettings(update) });
});

export const { POST, PUT, DELETE } = otherMethods("GET", "PATCH");
