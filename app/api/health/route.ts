import { countFailedAlerts } from "@/lib/leads/alert-failures";
import { isDatabaseUp } from "@/lib/health";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * Liveness and database reachability for uptime checks and load balancers, and how many alerts
 * failed after their retries and still wait for the owner (a count only: nothing about whom).
 */
export const GET = apiRoute(async () => {
  const up = await isDatabaseUp();
  const failedAlerts = up ? await countFailedAlerts().catch(() => null) : null;
  return Response.json({ ok: up, db: up ? "up" : "down", alerts: { failed: failedAlerts } }, { status: up ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
