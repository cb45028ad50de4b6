import { isDatabaseUp } from "@/lib/health";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** Liveness and database reachability for uptime checks and load balancers. */
export async function GET() {
  const up = await isDatabaseUp();
  return Response.json(
    { ok: up, db: up ? "up" : "down" },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
