import { readOutbox, signInCodeIn } from "../support/outbox";

/** A tiny cookie jar for calling route handlers as one browser would. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly ip = "203.0.113.10",
    readonly userAgent = "integration-test",
  ) {}

  request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      host: "localhost:3000",
      // What Next.js (or the proxy in front) says of a request from this address (lib/http/client-ip.ts).
      "x-forwarded-for": this.ip,
      "user-agent": this.userAgent,
      ...init.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.body !== undefined) headers["content-type"] = "application/json";
    return new Request(`http://localhost:3000${url}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    });
  }

  /** Keeps what Set-Cookie says, like a browser: an empty value or Max-Age=0 deletes. */
  remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** The newest sign-in code e-mailed to `to` for a request from `ip`, read from the outbox files. */
export function latestCode(to: string, ip: string): string | undefined {
  const entries = readOutbox(process.env.MAIL_OUTBOX_DIR!).filter(
    (entry) => entry.to === to && /sign-in code/.test(entry.subject) && entry.text.includes(`Requested from ${ip} `),
  );
  return signInCodeIn(entries.at(-1));
}
