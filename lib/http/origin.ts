import { HttpError } from "./responses";

/**
 * State-changing route handlers refuse cross-site browser requests (CSRF): a
 * request whose Origin (or, failing that, Sec-Fetch-Site) says it comes from another site gets
 * 403. Requests without either header come from non-browser clients, which carry no ambient
 * cookies of our users, and are allowed.
 */
export function assertSameOrigin(request: Pick<Request, "headers">): void {
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!host || originHost !== host) throw new HttpError(403, "Cross-site requests are not allowed.");
    return;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, "Cross-site requests are not allowed.");
  }
}
