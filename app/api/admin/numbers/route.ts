import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { ownerNumbers } from "@/lib/panel/numbers";
import { withServerTiming } from "@/lib/leads/http/timing";

export const dynamic = "force-dynamic";

/** `{ week, month }`: the owner's numbers (lib/panel/numbers.ts), with a Server-Timing header. */
export const GET = withServerTiming(adminRoute(async () => Response.json(await ownerNumbers())));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
