import "server-only";
import { headers } from "next/headers";

/**
 * The client's IP address for rate limits. scripts/server.mjs makes
 * X-Forwarded-For trustworthy: without TRUST_PROXY it holds the socket's address alone; with it,
 * the proxy we run behind appends the real client address last.
 */
export function clientIpFrom(requestHeaders: Headers): string {
  const forwarded = requestHeaders.get("x-forwarded-for");
  return forwarded?.split(",").map((part) => part.trim()).filter(Boolean).at(-1) ?? "unknown";
}

/** The same, inside a server action or server component. */
export async function currentClientIp(): Promise<string> {
  return clientIpFrom(await headers());
}
