import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { e2eOutboxDir, e2eSecrets } from "../../support/e2e-env.mjs";
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
 * The owner, signed in through the API in a browser context of his own (a customer's page has no
 * session); `tag` makes his sign-in code e-mail his alone while other tests sign in too.
 */
export async function ownerApi(browser: Browser, baseURL: string, tag: string): Promise<APIRequestContext> {
  const userAgent = `Mozilla/5.0 (orbit-owner-${tag})`;
  // A connection per request: a POST on a kept-alive socket the server is closing meets ECONNRESET (seen in CI).
  const context = await browser.newContext({ baseURL, userAgent, extraHTTPHeaders: { origin: baseURL, connection: "close" } });
  const request = context.request;
  expect((await request.post("/api/login", { data: { username: e2eSecrets.ADMIN_USERNAME, password: e2eSecrets.ADMIN_PASSWORD } })).status()).toBe(200);
  const since = Date.now();
  expect((await request.post("/api/admin/send-verification", { data: { type: "email" } })).status()).toBe(200);
  let code: string | undefined;
  await expect.poll(() => (code = newestSignInCode(e2eOutboxDir, since, (text) => text.includes(userAgent))), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  expect((await request.post("/api/admin/verify-code", { data: { code, type: "email" } })).status()).toBe(200);
  return request;
}
