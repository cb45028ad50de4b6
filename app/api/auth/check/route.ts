import { sessionFromRequest } from "@/lib/auth/session";
import { apiRoute } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** `{ authenticated, user }`, where user carries the username. */
export const GET = apiRoute(async (request: Request) => {
  const session = await sessionFromRequest(request);
  return Response.json(session ? { authenticated: true, user: { username: session.username } } : { authenticated: false, user: null });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
