import "server-only";
import { HttpError, jsonError } from "./responses";

/** Prisma and pg errors that mean "the database is unreachable", not "your input is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === "string" && /^(P1001|P1002|P1008|P1017|P2024|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P01|57P03|08\w{3})$/.test(code)) {
      return true;
    }
    if (name === "PrismaClientInitializationError") return true;
    if (typeof message === "string" && /connect(ion)? (terminated|refused|timeout)|Can't reach database|ECONNREFUSED|Connection terminated|terminating connection|the database system is (shutting down|starting up)/i.test(message)) {
      return true;
    }
    // Prisma wraps driver errors: a raw query's failure carries the pg error in meta.
    const { cause, meta, originalCode } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown }; originalCode?: unknown };
    if (typeof originalCode === "string" && /^(57P0[1-3]|08\w{3})$/.test(originalCode)) return true;
    current = cause ?? meta?.driverAdapterError;
  }
  return false;
}

export const SERVICE_UNAVAILABLE = "The service is temporarily unavailable. Please try again in a minute.";

/** The one place a route handler's failure becomes a response: 4xx as thrown, 503 for a down database. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return error.toResponse();
  if (isDatabaseUnavailable(error)) return jsonError(503, SERVICE_UNAVAILABLE, undefined, { "Retry-After": "5" });
  console.error("[api] unexpected error", error);
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

/**
 * API answers are about one visitor or the admin's data: no cache may keep them unless the route
 * says otherwise by setting its own Cache-Control (the opt-out, e.g. GET /api/google-reviews).
 */
export function noStoreByDefault(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
  } catch {
    // Immutable headers (a redirect or proxied response) are left as they are.
  }
  return response;
}

/** Wraps a route handler: every failure is answered by errorResponse, every answer is no-store by default. */
export function apiRoute<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return noStoreByDefault(await handler(...args));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
