import { isDatabaseUp } from "@/lib/health";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Liveness and database reachability for uptime checks and load balancers. */
export const GET = apiRoute(async () => {
  const up = await isDatabaseUp();
  return Response.json({ ok: up, db: up ? "up" : "down" }, { status: up ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
