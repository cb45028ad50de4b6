import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { POST as pushSave } from "@/app/api/admin/push/route";
import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { POST as verifyCodeRoute } from "@/app/api/admin/verify-code/route";
import { GET as authCheck } from "@/app/api/auth/check/route";
import { GET as dashboard } from "@/app/api/contact/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { authMessages } from "@/lib/auth/messages";
import { MAX_CONCURRENT_VERIFICATIONS, MAX_QUEUED_VERIFICATIONS, resetVerifierPeaks, verifierLoad } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { forgetBlocksInMemory } from "@/lib/rate-limit";
import { sendPushToAdmins } from "@/lib/push/send";
import { Browser, latestCode } from "./auth-helpers";

// Counts argon2 verifications: a guess refused before the hash is checked costs none. `held`
// keeps every hash running until the test lets it finish.
const argon2Verifications = vi.hoisted(() => ({ count: 0, held: undefined as Promise<void> | undefined }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...argon2,
    verify: async (...args: Parameters<typeof argon2.verify>) => {
      argon2Verifications.count += 1;
      await argon2Verifications.held;
      return argon2.verify(...args);
    },
  };
});

/**
 * What an attacker tries against the sign-in: pattern and case variants of the username, bursts
 * of parallel guesses, many addresses at one account, many wrong codes, replayed and malformed
 * cookies, a renamed account and a lost phone's push subscription.
 */
const ADMIN = { username: "owner", password: "integration-Passw0rd-31", email: "owner@example.com.au" };
let nextIp = 1;
const newBrowser = () => new Browser(`192.0.2.${nextIp++}`);

async function clearLimits() {
  // Each test starts with no counts: the account-wide ceilings would otherwise carry over.
  await getDb().rateLimit.deleteMany();
  forgetBlocksInMemory();
}

beforeAll(async () => {
  await ensureAdminAccount();
});
beforeEach(clearLimits);
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await clearLimits();
  await getDb().$disconnect();
});

async function json(response: Response) {
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
}

const passwordStep = async (browser: Browser, body: unknown = { username: ADMIN.username, password: ADMIN.password }) =>
  json(browser.remember(await login(browser.request("/api/login", { body }))));

async function sendCode(browser: Browser) {
  const result = await json(browser.remember(await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } }))));
  return { ...result, code: result.status === 200 ? latestCode(ADMIN.email, browser.ip) : undefined };
}

const verify = async (browser: Browser, code: string) =>
  json(browser.remember(await verifyCodeRoute(browser.request("/api/admin/verify-code", { body: { code, type: "email" } }))));

const check = async (browser: Browser) => (await json(await authCheck(browser.request("/api/auth/check")))).body;

const wrongCodeFor = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, "0");

async function signedIn(browser = newBrowser()) {
  expect((await passwordStep(browser)).status).toBe(200);
  const sent = await sendCode(browser);
  expect(sent.status).toBe(200);
  expect((await verify(browser, sent.code!)).status).toBe(200);
  return browser;
}

/** Mails to the owner whose subject matches, written since `since` (ms). */
function ownerMails(subject: RegExp, since: number) {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string; subject: string; text: string; createdAt: string })
    .filter((mail) => mail.to === ADMIN.email && subject.test(mail.subject) && new Date(mail.createdAt).getTime() >= since);
}

describe("the username is matched exactly, never as a pattern", () => {
  it("signs nobody in with % or _ wildcards, whatever the password", async () => {
    for (const username of ["%", "o%", "_____", "%wner", "ow_er"]) {
      const browser = newBrowser();
      expect(await passwordStep(browser, { username, password: ADMIN.password }), username).toMatchObject({ status: 401 });
    }
  });

  it("counts case, space and pattern variants of one name against the same address's limit", async () => {
    const attacker = newBrowser();
    const variants = ["owner", "OWNER", " Owner ", "%", "o%", "_____"];
    const statuses = [];
    for (const username of variants) statuses.push((await passwordStep(attacker, { username, password: "guess" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("accepts the stored name in any case (one canonical form)", async () => {
    expect((await passwordStep(newBrowser(), { username: "OWNER", password: ADMIN.password })).status).toBe(200);
  });
});

describe("password guesses are counted before the hash is checked", () => {
  it("lets a burst of 30 parallel guesses from one address reach the limit and no further", async () => {
    const attacker = newBrowser();
    const verificationsBefore = argon2Verifications.count;
    const results = await Promise.all(Array.from({ length: 30 }, () => passwordStep(attacker, { username: ADMIN.username, password: "guess" })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Only the five within the limit cost a hash check.
    expect(argon2Verifications.count - verificationsBefore).toBe(5);
    expect(results.find((result) => result.status === 429)!.body.error).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  });

  it("limits one address across every username, known or not", async () => {
    const attacker = newBrowser();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await passwordStep(attacker, { username: `nobody-${i}`, password: "guess" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The right password from that address now waits too.
    expect((await passwordStep(attacker)).status).toBe(429);
  });

  it("caps one account across all addresses, refuses even the right password past it, and e-mails the owner once", async () => {
    const since = Date.now();
    // Five at a time from five addresses each: parallel, within what the verifier queues.
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const attempts = await Promise.all(Array.from({ length: 5 }, () => passwordStep(newBrowser(), { username: ADMIN.username, password: "guess" })));
      statuses.push(...attempts.map((attempt) => attempt.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const owner = await passwordStep(newBrowser());
    expect(owner.status).toBe(429);
    expect(Number(owner.retryAfter)).toBeGreaterThan(0);
    await vi.waitFor(() => expect(ownerMails(/sign-in/i, since).filter((mail) => /paused|blocked/i.test(mail.subject))).toHaveLength(1), { timeout: 10_000 });
  });

  it("a success clears its own address's failures only, never the account's ceiling", async () => {
    // 19 failures from elsewhere, 4 from the owner's address, then the owner's success.
    await Promise.all(Array.from({ length: 15 }, () => passwordStep(newBrowser(), { username: ADMIN.username, password: "guess" })));
    const owner = newBrowser();
    for (let i = 0; i < 4; i++) expect((await passwordStep(owner, { username: ADMIN.username, password: "typo" })).status).toBe(401);
    expect((await passwordStep(owner)).status).toBe(200);
    // The owner's address starts afresh: four more typos are still answered 401...
    // ...but the account counted 19 failures, and a success does not forgive them: the next
    // failure anywhere is the 20th, and the one after is refused.
    expect((await passwordStep(newBrowser(), { username: ADMIN.username, password: "guess" })).status).toBe(401);
    expect((await passwordStep(newBrowser(), { username: ADMIN.username, password: "guess" })).status).toBe(429);
  });
});

describe("password checks are capped", () => {
  it("a flood from many addresses is answered 503 with Retry-After past the queue, never hashed all at once", async () => {
    // The hashes are held until every request has reached the gate: what the cap does under a
    // flood faster than hashing, whatever this machine's speed. The gate counts its own peaks.
    expect([MAX_CONCURRENT_VERIFICATIONS, MAX_QUEUED_VERIFICATIONS]).toEqual([2, 16]);
    let release = () => {};
    argon2Verifications.held = new Promise((resolve) => (release = resolve));
    resetVerifierPeaks();
    const answered: Awaited<ReturnType<typeof passwordStep>>[] = [];
    const flood = Array.from({ length: 40 }, (_, i) =>
      passwordStep(newBrowser(), { username: `flood-${i}`, password: "guess" }).then((result) => {
        answered.push(result);
        return result;
      }),
    );
    try {
      // However long the 40 requests' database round trips take on a busy machine.
      await vi.waitFor(
        () => {
          const { running, waiting } = verifierLoad();
          expect(answered.length + running + waiting).toBe(40);
        },
        { timeout: 20_000 },
      );
      expect(verifierLoad()).toMatchObject({ running: 2, waiting: 16 });
      expect(answered.map((result) => result.status)).toEqual(Array(22).fill(503));
      expect(answered.every((result) => Number(result.retryAfter) >= 1)).toBe(true);
    } finally {
      release();
      argon2Verifications.held = undefined;
      // Every request of the flood ends within this test, even when an assertion above failed.
      await Promise.allSettled(flood);
    }
    const statuses = (await Promise.all(flood)).map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(18);
    expect(statuses.filter((status) => status === 503)).toHaveLength(22);
    expect(verifierLoad()).toEqual({ running: 0, waiting: 0, peakRunning: 2, peakWaiting: 16 });
  });
});

describe("codes have an account-level ceiling", () => {
  it("after 20 wrong codes in a day: code checks refused, pending sign-ins voided, the owner told", async () => {
    const since = Date.now();
    const attacker = newBrowser();
    const bystander = newBrowser();
    expect((await passwordStep(bystander)).status).toBe(200);
    expect((await passwordStep(attacker)).status).toBe(200);
    let wrongCodes = 0;
    let last;
    while (wrongCodes < 20) {
      const { code } = await sendCode(attacker);
      for (let i = 1; i <= 5 && wrongCodes < 20; i++, wrongCodes++) last = await verify(attacker, wrongCodeFor(code!, i));
    }
    expect(last!.status).toBe(429);
    // A fresh password step is refused until the window is over...
    const fresh = newBrowser();
    expect((await passwordStep(fresh)).status).toBe(429);
    // ...and the sign-ins that were pending are void.
    expect((await sendCode(bystander)).status).toBe(401);
    expect((await sendCode(attacker)).status).toBe(401);
    await vi.waitFor(() => expect(ownerMails(/code/i, since).filter((mail) => /paused|blocked|wrong/i.test(mail.subject))).toHaveLength(1), { timeout: 10_000 });
  });
});

describe("the pending sign-in is a server-side row", () => {
  it("a pending cookie replayed after the sign-in succeeded is worthless", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    const pending = browser.cookies.get("orbit.pending")!;
    const { code } = await sendCode(browser);
    expect((await verify(browser, code!)).status).toBe(200);

    const thief = new Browser(browser.ip);
    thief.cookies.set("orbit.pending", pending);
    expect(await sendCode(thief)).toMatchObject({ status: 401, body: { error: authMessages.pendingExpired } });
    expect(await verify(thief, code!)).toMatchObject({ status: 401, body: { error: authMessages.pendingExpired } });
  });

  it("a password change ends every pending sign-in", async () => {
    const browser = newBrowser();
    await passwordStep(browser);
    process.env.ADMIN_PASSWORD = "a-changed-Passw0rd-for-owner";
    vi.resetModules();
    try {
      const { ensureAdminAccount: ensureChanged } = await import("@/lib/auth/admin-account");
      expect(await ensureChanged()).toBe("updated");
      expect(await sendCode(browser)).toMatchObject({ status: 401, body: { error: authMessages.pendingExpired } });
    } finally {
      process.env.ADMIN_PASSWORD = ADMIN.password;
      vi.resetModules();
      await (await import("@/lib/auth/admin-account")).ensureAdminAccount();
    }
  });
});

describe("a malformed cookie is treated as absent", () => {
  for (const name of ["orbit.session", "orbit.pending"]) {
    it(`${name}=%E0%A4%A: signed out or 401, never a 500`, async () => {
      const browser = newBrowser();
      browser.cookies.set(name, "%E0%A4%A");
      expect(await check(browser)).toEqual({ authenticated: false, user: null });
      expect((await dashboard(browser.request("/api/contact"), { params: Promise.resolve({}) } as never)).status).toBe(401);
      expect((await sendCode(browser)).status).toBe(401);
      expect((await logout(browser.request("/api/logout", { method: "POST" }))).status).toBe(200);
    });
  }
});

describe("one admin account, renamed in place", () => {
  it("a new ADMIN_USERNAME renames the row and ends the old name, sessions and pending sign-ins", async () => {
    const session = await signedIn();
    const pending = newBrowser();
    await passwordStep(pending);
    process.env.ADMIN_USERNAME = "boss";
    vi.resetModules();
    try {
      const { ensureAdminAccount: ensureRenamed } = await import("@/lib/auth/admin-account");
      await ensureRenamed();
      const users = await getDb().user.findMany({ select: { username: true } });
      expect(users).toEqual([{ username: "boss" }]);
      expect(await check(session)).toEqual({ authenticated: false, user: null });
      expect((await sendCode(pending)).status).toBe(401);
      expect((await passwordStep(newBrowser(), { username: "owner", password: ADMIN.password })).status).toBe(401);
      expect(await passwordStep(newBrowser(), { username: "boss", password: ADMIN.password })).toMatchObject({
        status: 200,
        body: { user: { username: "boss" } },
      });
    } finally {
      process.env.ADMIN_USERNAME = ADMIN.username;
      vi.resetModules();
      await (await import("@/lib/auth/admin-account")).ensureAdminAccount();
    }
    expect(await getDb().user.findMany({ select: { username: true } })).toEqual([{ username: "owner" }]);
  });
});

describe("push alerts end with the session", () => {
  const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };
  const payload = { title: "New quote request from Jo", body: "Interior Painting", url: "/admin-pwa", tag: "quote-1" };

  async function subscribe(browser: Browser) {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${browser.ip}-${Date.now()}`;
    const response = await pushSave(browser.request("/api/admin/push", { body: { endpoint, keys } }), {} as never);
    expect(response.status).toBe(201);
    return endpoint;
  }

  async function sentTo(): Promise<string[]> {
    vi.restoreAllMocks();
    const sent = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
    await sendPushToAdmins(payload);
    return sent.mock.calls.map(([subscription]) => subscription.endpoint);
  }

  it("logout deletes the device's subscription; sending skips it", async () => {
    const phone = await signedIn();
    const endpoint = await subscribe(phone);
    expect(await sentTo()).toContain(endpoint);
    await logout(phone.request("/api/logout", { method: "POST" }));
    expect(await getDb().pushSubscription.count({ where: { endpoint } })).toBe(0);
    expect(await sentTo()).not.toContain(endpoint);
  });

  it("an expired session's subscription gets nothing, and a password change deletes it", async () => {
    const phone = await signedIn();
    const endpoint = await subscribe(phone);
    await getDb().session.updateMany({ where: { expire: { gt: new Date() } }, data: { expire: new Date(Date.now() - 1000) } });
    expect(await sentTo()).not.toContain(endpoint);

    const other = await signedIn();
    const otherEndpoint = await subscribe(other);
    process.env.ADMIN_PASSWORD = "a-changed-Passw0rd-for-owner";
    vi.resetModules();
    try {
      await (await import("@/lib/auth/admin-account")).ensureAdminAccount();
      expect(await getDb().pushSubscription.count({ where: { endpoint: otherEndpoint } })).toBe(0);
    } finally {
      process.env.ADMIN_PASSWORD = ADMIN.password;
      vi.resetModules();
      await (await import("@/lib/auth/admin-account")).ensureAdminAccount();
    }
  });
});
