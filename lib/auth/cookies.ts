import "server-only";
import { getConfig } from "@/lib/config";

/**
 * Cookie names and options: HttpOnly, SameSite=Lax, and in production
 * Secure with the __Host- prefix (Path=/, no Domain), which browsers also accept on
 * http://localhost.
 */
export function cookieNames() {
  const prefix = getConfig().production ? "__Host-" : "";
  return { session: `${prefix}orbit.session`, pending: `${prefix}orbit.pending`, device: `${prefix}orbit.device` };
}

export function cookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: getConfig().production,
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

/** The value of one cookie from a request's Cookie header; a malformed value counts as absent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
