import "server-only";
import type { AuthOptions } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import { getConfig } from "@/lib/config";
import { cookieNames, cookieOptions } from "./cookies";
import { endSession, findSession, SESSION_MAX_AGE_SECONDS } from "./session";

declare module "next-auth" {
  interface Session {
    user: { username: string };
  }
}

/**
 * next-auth v4 owns the session cookie and reading it, with its "database"
 * strategy over our `sessions` table: the cookie holds a random token, every read looks up its
 * row, so logout, expiry and deleting the row end the session at once. Sessions are started by
 * POST /api/admin/verify-code after password and e-mailed code, never by a next-auth provider:
 * there is none, so no next-auth endpoint can sign anyone in.
 */
const sessionsAdapter: Adapter = {
  async getSessionAndUser(sessionToken) {
    const session = await findSession(sessionToken);
    if (!session) return null;
    return {
      session: { sessionToken, userId: String(session.userId), expires: session.expires },
      user: { id: String(session.userId), name: session.username, email: "", emailVerified: null },
    };
  },
  // Absolute lifetime: a session is never extended.
  async updateSession() {
    return null;
  },
  async deleteSession(sessionToken) {
    await endSession(sessionToken);
  },
};

let options: AuthOptions | undefined;

/** Built on first use: configuration is read at run time, never at build time. */
export function getAuthOptions(): AuthOptions {
  process.env.AUTH_TRUST_HOST ??= "1";
  options ??= {
    secret: getConfig().auth.secret,
    adapter: sessionsAdapter,
    providers: [],
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: getConfig().production,
    cookies: {
      sessionToken: { name: cookieNames().session, options: cookieOptions(SESSION_MAX_AGE_SECONDS) },
    },
    pages: { signIn: "/login" },
    callbacks: {
      session({ session, user }) {
        return { expires: session.expires, user: { username: user.name ?? "" } };
      },
    },
  };
  return options;
}
