import "server-only";
import { getDb } from "@/lib/db";
import { cookieNames, readCookie } from "./cookies";
import { newToken, sha256 } from "./crypto";

/** An admin session lives 7 days, counted from sign-in (never extended). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface AdminSession {
  sid: string;
  userId: number;
  username: string;
  expires: Date;
}

interface SessionData {
  userId: number;
  username: string;
  createdAt: string;
  userAgent?: string;
}

/**
 * Starts a session: the browser gets a random token, the `sessions` row is keyed by its hash.
 * Returns the token for the cookie.
 */
export async function createSession(
  user: { id: number; username: string },
  details: { userAgent?: string } = {},
  now = new Date(),
): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  const sess: SessionData = {
    userId: user.id,
    username: user.username,
    createdAt: now.toISOString(),
    ...(details.userAgent ? { userAgent: details.userAgent.slice(0, 200) } : {}),
  };
  await getDb().session.create({ data: { sid: sha256(token), sess: { ...sess }, expire: expires } });
  return { token, expires };
}

/** The live session for a cookie token, or null. Every read checks the row: revocation is immediate. */
export async function findSession(token: string | undefined, now = new Date()): Promise<AdminSession | null> {
  if (!token || token.length > 200) return null;
  const sid = sha256(token);
  const row = await getDb().session.findUnique({ where: { sid } });
  if (!row) return null;
  if (row.expire.getTime() <= now.getTime()) {
    await getDb().session.deleteMany({ where: { sid } });
    return null;
  }
  const sess = row.sess as unknown as SessionData;
  // The account must still exist under the same name.
  const user = await getDb().user.findUnique({ where: { id: sess.userId }, select: { username: true } });
  if (!user) return null;
  return { sid, userId: sess.userId, username: user.username, expires: row.expire };
}

/** Ends a session on the server: its cookie opens nothing afterwards. */
export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  await getDb().session.deleteMany({ where: { sid: sha256(token) } });
}

/** The session of a route handler's request (cookie read from the request itself). */
export function sessionFromRequest(request: Request): Promise<AdminSession | null> {
  return findSession(readCookie(request, cookieNames().session));
}

export async function sweepExpiredSessions(now = new Date()): Promise<number> {
  const { count } = await getDb().session.deleteMany({ where: { expire: { lte: now } } });
  return count;
}
