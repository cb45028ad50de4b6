import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { listAlertFailures } from "@/lib/alerts/failures";

export const dynamic = "force-dynamic";

/** Alerts that failed after their retries and wait for the owner: `{ data, total }` (the banner). */
export const GET = adminRoute(async () => Response.json(await listAlertFailures()));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
