import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { POST as verifyCodeRoute } from "@/app/api/admin/verify-code/route";
import { GET as authCheck } from "@/app/api/auth/check/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { authMessages } from "@/lib/auth/messages";
import { getDb } from "@/lib/db";
import { Browser, latestCode } from "./auth-helpers";

const ADMIN = { username: "owner", password: "integration-Passw0rd-31", email: "owner@example.com.au" };
let nextIp = 1;
/** Each test signs in from its own address, so rate limits of one test never touch another. */
const newBrowser = () => new Browser(`198.51.100.${nextIp++}`);

beforeAll(async () => {
  await ensureAdminAccount();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => getDb().$disconnect());

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function passwordStep(browser: Browser, body: unknown = { username: ADMIN.username, password: ADMIN.password }) {
  return json(browser.remember(await login(browser.request("/api/login", { body }))));
}

async function sendCode(browser: Browser) {
  const result = await json(browser.remember(await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } }))));
  return { ...result, code: result.status === 200 ? latestCode(ADMIN.email, browser.ip) : undefined };
}

async function verify(browser: Browser, code: string) {
  return json(browser.remember(await verifyCodeRoute(browser.request("/api/admin/verify-code", { body: { code, type: "email" } }))));
}

async function check(browser: Browser) {
  return (await json(await authCheck(browser.request("/api/auth/check")))).body;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the admin account", () => {
  it("is stored with an argon2id hash, never the password", async () => {
    const user = await getDb().user.findUniqueOrThrow({ where: { username: ADMIN.username } });
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.password).not.toContain(ADMIN.password);
    expect(await ensureAdminAccount()).toBe("unchanged");
  });
});

describe("signing in: password, e-mailed code, session", () => {
  it("walks the whole flow and ends with a server session", async () => {
    const browser = newBrowser();
    const step1 = await passwordStep(browser);
    expect(step1).toEqual({ status: 200, body: { success: true, user: { username: "owner" }, verification: "required" } });
    expect([...browser.cookies.keys()]).toEqual(["orbit.pending"]);
    // The password alone opens nothing.
    expect(await check(browser)).toEqual({ authenticated: false, user: null });

    const sent = await sendCode(browser);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, type: "email" });
    expect(sent.code).toMatch(/^\d{6}$/);
    // Stored as a keyed hash, bound to the pending sign-in.
    const stored = await getDb().adminVerificationCode.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored.code).toHaveLength(64);
    expect(stored.code).not.toContain(sent.code);
    expect(stored).toMatchObject({ email: ADMIN.email, type: "email", verified: false, attempts: 0 });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(600_000);

    expect(await verify(browser, sent.code!)).toEqual({ status: 200, body: { success: true, user: { username: "owner" } } });
    // The pending cookie is gone; the session and the device cookie (lib/auth/device.ts) stay.
    expect([...browser.cookies.keys()].sort()).toEqual(["orbit.device", "orbit.session"]);
    expect(await check(browser)).toEqual({ authenticated: true, user: { username: "owner" } });
    const session = await getDb().session.findFirstOrThrow({ orderBy: { expire: "desc" } });
    expect(session.sid).not.toBe(browser.cookies.get("orbit.session"));
    expect(session.expire.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  });

  it("refuses a wrong password with the product's message, and bad input with 400", async () => {
    const browser = newBrowser();
    expect(await passwordStep(browser, { username: ADMIN.username, password: "wrong-password" })).toEqual({
      status: 401,
      body: { success: false, error: authMessages.invalidCredentials },
    });
    expect(await passwordStep(browser, { username: "nobody", password: ADMIN.password })).toMatchObject({ status: 401 });
    // No cache may keep a sign-in answer.
    const refused = await login(browser.request("/api/login", { body: { username: ADMIN.username, password: "wrong-password" } }));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await passwordStep(browser, { username: ADMIN.username })).toEqual({
      status: 400,
      body: { success: false, error: "Password is required" },
    });
    const malformed = await login(browser.request("/api/login", { body: "{not json" }));
    expect(malformed.status).toBe(400);
    expect(browser.cookies.size).toBe(0);
  });

  it("signs in the admin account from the password alone (the /admin-login-secure form)", async () => {
    const browser = newBrowser();
    expect(await passwordStep(browser, { password: ADMIN.password })).toMatchObject({ status: 200, body: { user: { username: "owner" } } });
  });

  it("refuses cross-site requests with 403", async () => {
    const browser = newBrowser();
    const response = await login(
      browser.request("/api/login", { body: { password: ADMIN.password }, headers: { origin: "https://evil.example" } }),
    );
    expect(response.status).toBe(403);
    expect(browser.remember(response) && browser.cookies.size).toBe(0);
  });

  it("needs the pending sign-in for the code steps", async () => {
    const browser = newBrowser();
    expect((await sendCode(browser)).status).toBe(401);
    expect(await verify(browser, "123456")).toEqual({ status: 401, body: { success: false, error: authMessages.pendingExpired } });
    // A forged pending cookie is refused too.
    browser.cookies.set("orbit.pending", "abc.1.9999999999999.deadbeef");
    expect((await sendCode(browser)).status).toBe(401);
  });

  it("uses a code once only", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    const { code } = await sendCode(browser);
    const pending = browser.cookies.get("orbit.pending")!;
    expect((await verify(browser, code!)).status).toBe(200);
    // Replaying the same pending sign-in and code starts nothing: the pending sign-in ended.
    browser.cookies.set("orbit.pending", pending);
    expect(await verify(browser, code!)).toEqual({ status: 401, body: { success: false, error: authMessages.pendingExpired } });
  });

  it("voids the previous code when a new one is sent", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    const first = (await sendCode(browser)).code!;
    let second = (await sendCode(browser)).code!;
    while (second === first) second = (await sendCode(browser)).code!;
    expect((await verify(browser, first)).status).toBe(401);
    expect((await verify(browser, second)).status).toBe(200);
  });

  it("voids a code after 5 wrong tries", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    const { code } = await sendCode(browser);
    const wrong = wrongCodeFor(code!);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await verify(browser, wrong)).toEqual({ status: 401, body: { success: false, error: authMessages.verificationFailed } });
    }
    expect(await verify(browser, wrong)).toEqual({ status: 429, body: { success: false, error: authMessages.codeLocked } });
    expect((await verify(browser, code!)).status).toBe(401);
  });

  it("expires a code after 10 minutes", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    const { code } = await sendCode(browser);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    expect(await verify(browser, code!)).toEqual({ status: 401, body: { success: false, error: authMessages.codeExpired } });
  });

  it("sends at most 3 codes per account in 10 minutes", async () => {
    // The default limit, in a fresh window for the account's counter.
    vi.stubEnv("CODE_SEND_RATE_LIMIT", "3");
    vi.resetModules();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    try {
      const { POST: send } = await import("@/app/api/admin/send-verification/route");
      const browser = newBrowser();
      await passwordStep(browser);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await send(browser.request("/api/admin/send-verification", { body: { type: "email" } }));
        statuses.push(response.status);
        if (response.status === 429) expect((await response.json()).error).toMatch(/^Too many codes requested/);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("answers brute force with 429 per account and address, and a success clears the failures", async () => {
    const attacker = newBrowser();
    const wrong = { username: ADMIN.username, password: "guess" };
    for (let i = 0; i < 5; i++) expect((await passwordStep(attacker, wrong)).status).toBe(401);
    const locked = await passwordStep(attacker, wrong);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    // Even the right password waits out the window from that address...
    expect((await passwordStep(attacker)).status).toBe(429);
    // ...while the owner elsewhere signs in, and a success clears that address's failures.
    const owner = newBrowser();
    for (let i = 0; i < 4; i++) await passwordStep(owner, wrong);
    expect((await passwordStep(owner)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await passwordStep(owner, wrong)).status).toBe(401);
  });
});

describe("sessions", () => {
  async function signedIn() {
    const browser = newBrowser();
    expect((await passwordStep(browser)).status).toBe(200);
    const sent = await sendCode(browser);
    expect(sent.status).toBe(200);
    expect((await verify(browser, sent.code!)).status).toBe(200);
    expect((await check(browser)).authenticated).toBe(true);
    return browser;
  }

  it("logout deletes the row, so the old cookie is refused afterwards", async () => {
    const browser = await signedIn();
    const stolen = browser.cookies.get("orbit.session")!;
    const response = await logout(browser.request("/api/logout", { method: "POST" }));
    expect(await json(browser.remember(response))).toEqual({ status: 200, body: { success: true } });
    expect(browser.cookies.has("orbit.session")).toBe(false);

    const replay = new Browser();
    replay.cookies.set("orbit.session", stolen);
    expect(await check(replay)).toEqual({ authenticated: false, user: null });
  });

  it("ends 7 days after sign-in, however active", async () => {
    const browser = await signedIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 - 60_000);
    expect((await check(browser)).authenticated).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await check(browser)).authenticated).toBe(false);
  });

  it("ends when the admin password changes", async () => {
    const browser = await signedIn();
    process.env.ADMIN_PASSWORD = "a-new-Passw0rd-for-owner";
    vi.resetModules();
    try {
      const { ensureAdminAccount: ensureWithNewPassword } = await import("@/lib/auth/admin-account");
      expect(await ensureWithNewPassword()).toBe("updated");
      expect((await check(browser)).authenticated).toBe(false);
    } finally {
      process.env.ADMIN_PASSWORD = ADMIN.password;
      const { ensureAdminAccount: restore } = await import("@/lib/auth/admin-account");
      await restore();
      vi.resetModules();
    }
  });
});
