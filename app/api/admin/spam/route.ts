import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { listSpam } from "@/lib/leads/services/spam";

export const dynamic = "force-dynamic";

/** The Spam view: `{ data, total }`, newest first, each with the rule it tripped. */
export const GET = adminRoute(async () => Response.json(await listSpam()));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
