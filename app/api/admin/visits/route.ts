import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseQueryOr400 } from "@/lib/http/parse";
import { agendaQuerySchema, listAgenda } from "@/lib/visits/services/agenda";

export const dynamic = "force-dynamic";

/** The owner's agenda: `?from&to` (Sydney days, both included; default today and the next 7 days) → `{ from, to, timeZone, data }`. */
export const GET = adminRoute(async (request) => Response.json(await listAgenda(parseQueryOr400(agendaQuerySchema, request))));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
