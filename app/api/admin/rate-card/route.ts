import { adminRoute } from "@/lib/auth/guard";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400 } from "@/lib/http/parse";
import { rateCardItemCreateSchema } from "@/lib/rate-card/item-schema";
import { createRateCardItem, listRateCard } from "@/lib/rate-card/items";

export const dynamic = "force-dynamic";

/** `{ data }`: every item, the active ones first (archived ones carry archivedAt). */
export const GET = adminRoute(async () => Response.json({ data: await listRateCard() }));

/** `{ name, unit, unitPriceCents, description?, sortOrder? }` → 201 `{ data }` the new item. */
export const POST = adminRoute(async (request) => {
  const input = parseOr400(rateCardItemCreateSchema, await readJsonBody(request));
  return Response.json({ data: await createRateCardItem(input) }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
