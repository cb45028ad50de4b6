import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { rateCardItemIdParam } from "@/lib/quotes/http/api";
import { rateCardItemUpdateSchema } from "@/lib/rate-card/item-schema";
import { updateRateCardItem } from "@/lib/rate-card/items";

export const dynamic = "force-dynamic";

/** Any of name, unit, unitPriceCents, description, sortOrder; `archived: true|false` archives or restores. Never deleted. */
export const PATCH = adminRoute(async (request, context: { params: Promise<{ id: string }> }) => {
  const id = parseOr400(rateCardItemIdParam, (await context.params).id);
  const update = parseOr400(rateCardItemUpdateSchema, await readJsonBody(request));
  return Response.json({ data: await updateRateCardItem(id, update) });
});

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
