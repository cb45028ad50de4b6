import { sessionFromRequest } from "@/lib/auth/session";
import { isDatabaseUp } from "@/lib/health";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { countFailedAlerts } from "@/lib/alerts/failures";

export const dynamic = "force-dynamic";

/**
 * Liveness and database reachability for uptime checks and load balancers: `{ ok, db }`, and
 * nothing else to the public. A signed-in admin also gets how many alerts failed after their
 * retries and still wait for him (a count only); a stranger learns nothing of the business's
 * volume from it.
 */
export const GET = apiRoute(async (request: Request) => {
  const up = await isDatabaseUp();
  const body = { ok: up, db: up ? "up" : "down" };
  const admin = up ? await sessionFromRequest(request).catch(() => null) : null;
  if (!admin) return Response.json(body, { status: up ? 200 : 503 });
  return Response.json({ ...body, alerts: { failed: await countFailedAlerts().catch(() => null) } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
