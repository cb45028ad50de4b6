import type { APIRequestContext, Browser } from "@playwright/test";
import { e2eSecrets } from "../../support/e2e-env.mjs";
import { addOwnerSession } from "./inbox-helpers";
import { newestSignInCode } from "./signin-helpers";

/**
 * Signs in through the API, as the three-step flow does (password, e-mailed code, session), for
 * tests that talk to a server of their own without a browser. Answers the Cookie header to send.
 */
export async function signInByApi(baseURL: string, outboxDir: string): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseURL}${url}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: baseURL, Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  await call("POST", "/api/login", { username: e2eSecrets.ADMIN_USERNAME, password: e2eSecrets.ADMIN_PASSWORD });
  const since = Date.now();
  await call("POST", "/api/admin/send-verification", { type: "email" });
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    code = newestSignInCode(outboxDir, since);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!code) throw new Error("no sign-in code in the outbox");
  await call("POST", "/api/admin/verify-code", { code, type: "email" });
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * The owner's API, in a browser context of his own (a customer's page has no session), with a
 * session put in place as a finished sign-in leaves it (signin.spec.ts walks the sign-in itself).
 */
export async function ownerApi(browser: Browser, baseURL: string, tag: string): Promise<APIRequestContext> {
  // A connection per request: a POST on a kept-alive socket the server is closing meets ECONNRESET (seen in CI).
  const context = await browser.newContext({ baseURL, userAgent: `Mozilla/5.0 (orbit-owner-${tag})`, extraHTTPHeaders: { origin: baseURL, connection: "close" } });
  await addOwnerSession(context, baseURL);
  return context.request;
}
