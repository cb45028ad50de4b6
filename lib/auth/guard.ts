import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { assertSameOrigin } from "@/lib/http/origin";
import { jsonError } from "@/lib/http/responses";
import { errorResponse, noStoreByDefault } from "@/lib/http/route";
import { authMessages } from "./messages";
import { getAuthOptions } from "./next-auth";
import { sessionFromRequest, type AdminSession } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every admin route handler is built with this: no session, 401; a cross-site write, 403; a
 * failure, the shared error response; an answer, no-store unless the handler says otherwise. tests/integration/admin-guard.test.ts walks app/api/admin/ and
 * proves each route answers 401 without a session.
 */
export function adminRoute<Context>(
  handler: (request: Request, context: Context, session: AdminSession) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
      const session = await sessionFromRequest(request);
      if (!session) return jsonError(401, authMessages.authenticationRequired);
      return noStoreByDefault(await handler(request, context, session));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The signed-in admin in a server component or page, else a redirect to /login. */
export async function requireAdminPage(): Promise<{ username: string }> {
  const session = await getServerSession(getAuthOptions());
  if (!session?.user?.username) redirect("/login");
  return session.user;
}

/** The signed-in admin, or null, in a server component. */
export async function currentAdmin(): Promise<{ username: string } | null> {
  const session = await getServerSession(getAuthOptions());
  return session?.user?.username ? session.user : null;
}
