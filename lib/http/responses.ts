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

  toResponse() {
    return jsonError(this.status, this.message, this.details);
  }
}
