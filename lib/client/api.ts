/**
 * The browser's JSON calls: JSON in, credentials included. A non-ok answer
 * throws ApiError whose message is "status: body text" and which carries the
 * server's `error` field when there is one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    message: string,
    /** The server's problem with each field of the body ("lines.2.quantity"), when it names them. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let serverMessage: string | undefined;
    let fieldErrors: Record<string, string> | undefined;
    try {
      const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; fieldErrors?: unknown };
      serverMessage = typeof parsed.error === "string" ? parsed.error : typeof parsed.message === "string" ? parsed.message : undefined;
      if (parsed.fieldErrors && typeof parsed.fieldErrors === "object") fieldErrors = parsed.fieldErrors as Record<string, string>;
    } catch {
      serverMessage = undefined;
    }
    throw new ApiError(response.status, serverMessage, `${response.status}: ${text || response.statusText}`, fieldErrors);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's own message for a failed call, else the caller's fixed wording. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
