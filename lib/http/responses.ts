/** JSON error bodies share one shape: `{ error, ...details }`, e.g. `{ error, fieldErrors }`. */
export function jsonError(status: number, error: string, details?: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json({ error, ...details }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** A `retryAfterSeconds` in the details (a 429's or a 503's) is also sent as Retry-After. */
  toResponse() {
    const retryAfter = this.details?.retryAfterSeconds;
    return jsonError(this.status, this.message, this.details, typeof retryAfter === "number" ? { "Retry-After": String(Math.max(1, Math.ceil(retryAfter))) } : undefined);
  }
}
