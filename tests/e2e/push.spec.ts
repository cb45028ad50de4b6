import { createECDH, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../support/browser.mjs";
import { e2eSecrets } from "../support/e2e-env.mjs";
import { signInByApi } from "./support/api-signin";
import { expect, queryDatabase, test, openAsOwner } from "./support/inbox-helpers";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { startPushService, type PushServiceStandIn } from "./support/push-service";

/**
 * The admin as an installed app with push alerts. Headless Chromium here has no route
 * to a real push service (subscribing asks Google's servers), so the browser tests replace
 * `PushManager.subscribe` and record the notifications the page shows; the sending test is the
 * real thing against a local stand-in for the push service that decrypts what it receives.
 */

// The full browser: Chromium's headless shell, which the other specs drive, shows no notification.
test.use({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } });

interface Shown {
  title: string;
  body?: string;
  actions?: string[];
}

/** Records every notification the page shows, then shows it as usual. */
async function recordNotifications(context: BrowserContext) {
  await context.addInitScript(() => {
    const shown: Shown[] = [];
    (window as unknown as { __shown: Shown[] }).__shown = shown;
    const original = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title: string, options?: NotificationOptions & { actions?: { title: string }[] }) {
      shown.push({ title, body: options?.body, actions: options?.actions?.map((action) => action.title) });
      return original.call(this, title, options).catch(() => undefined);
    };
  });
}

const shownNotifications = (page: Page) => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

/** A subscription as a browser would make it, at an address no push service answers. */
function fakeSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.invalid/e2e/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

type SubscribeMode = { mode: "fail" } | { mode: "fake"; subscription: ReturnType<typeof fakeSubscription> } | { mode: "denied" };

async function stubPush(context: BrowserContext, stub: SubscribeMode) {
  await context.addInitScript((stub: SubscribeMode) => {
    if (stub.mode === "denied") {
      Notification.requestPermission = async () => "denied";
      return;
    }
    if (stub.mode === "fail") {
      PushManager.prototype.subscribe = () => Promise.reject(new DOMException("Registration failed - push service error", "AbortError"));
      return;
    }
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      (window as unknown as { __subscribeOptions: unknown }).__subscribeOptions = { userVisibleOnly: options?.userVisibleOnly, keyBytes: options?.applicationServerKey ? new Uint8Array(options.applicationServerKey as ArrayBuffer).length : 0 };
      current = {
        endpoint: stub.subscription.endpoint,
        expirationTime: null,
        toJSON: () => stub.subscription,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  }, stub);
}

async function serviceWorkerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: new URL(registration.scope).pathname, state: registration.active?.state, script: new URL(registration.active!.scriptURL).pathname };
  });
}

test("the manifest, the icons and the service worker's headers", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "API only: one viewport is enough");
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body).toMatchObject({ name: "Orbit Painting Admin", short_name: "Orbit Admin", start_url: "/admin-pwa", display: "standalone" });
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(body.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of body.icons as { src: string; sizes: string }[]) {
    const png = await request.get(icon.src);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    // PNG header: width and height are the IHDR chunk's first two 32-bit numbers.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  // Only the admin app links it: the public pages do not make visitors fetch it.
  for (const path of ["/", "/qrcode", "/business-card"]) expect(await (await request.get(path)).text()).not.toContain('rel="manifest"');
  expect(await (await request.get("/admin-pwa")).text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');

  const worker = await request.get("/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toContain("no-cache");
  expect(worker.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(worker.headers()["content-security-policy"]).not.toContain("unsafe");
});

test("the service worker registers and activates; signed out and offline, the admin gets the offline page", async ({ page, context }) => {
  await openAsOwner(page, "/admin-pwa");
  await expect.poll(() => serviceWorkerState(page)).toEqual({ scope: "/admin-pwa", state: "activated", script: "/sw.js" });
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  // Signed in, the worker keeps the panel's page for offline starts (admin-inbox.spec.ts opens it
  // offline); logout forgets it, and then only the offline page answers without the network.
  await expect.poll(() => page.evaluate(async () => (await caches.match("/admin-pwa")) !== undefined), { timeout: 20_000 }).toBe(true);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByLabel("Admin password")).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await caches.match("/admin-pwa")) === undefined)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto("/admin-pwa");
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/admin-pwa");
  } finally {
    await context.setOffline(false);
  }
  // Signed out, nothing but the offline page is cached: no API answer, no customer data.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) paths.push(new URL(entry.url).pathname);
    return paths.sort();
  });
  expect(cached).toEqual(["/admin-offline.html"]);
  await page.goto("/admin-pwa");
  await expect(page.getByLabel("Admin password")).toBeVisible();
});

test("Install App appears only when the browser offers installation, and goes after", async ({ page }) => {
  await openAsOwner(page, "/admin-pwa");
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Install App" })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole("button", { name: "Install App" }).click();
  await expect(page.getByRole("button", { name: "Install App" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
});

test("notifications blocked in the browser: the product's message", async ({ page, context }) => {
  await stubPush(context, { mode: "denied" });
  await openAsOwner(page, "/admin-pwa");
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByText("Enable notifications in browser settings.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
});

test("a push service that fails: the product's message, nothing saved", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await stubPush(context, { mode: "fail" });
  await openAsOwner(page, "/admin-pwa");
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByText("Could not enable notifications.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-push-subscription"))).toBeNull();
});

test("a device whose endpoint is not a push service's (an internal address): the product's message, nothing saved", async ({ page, context }) => {
  const subscription = { ...fakeSubscription(), endpoint: `https://169.254.169.254/latest/${randomUUID()}` };
  await context.grantPermissions(["notifications"]);
  await stubPush(context, { mode: "fake", subscription });
  await openAsOwner(page, "/admin-pwa");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/admin/push") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  expect((await answer).status()).toBe(400);
  expect(await (await answer).json()).toEqual({ error: "endpoint must belong to a browser's push service" });
  await expect(page.getByText("Could not enable notifications.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-push-subscription"))).toBeNull();
  expect(await queryDatabase(`SELECT 1 FROM "push_subscriptions" WHERE "endpoint" = $1`, [subscription.endpoint])).toEqual([]);
});

test("enabling saves the subscription in the browser and on the server; logout removes it and says so", async ({ page, context }) => {
  const subscription = fakeSubscription();
  await context.grantPermissions(["notifications"]);
  await recordNotifications(context);
  await stubPush(context, { mode: "fake", subscription });
  await openAsOwner(page, "/admin-pwa");

  const enable = page.getByRole("button", { name: "Enable Notifications" });
  await enable.click();
  await expect(page.getByText("You'll get alerts for new quote requests.")).toBeVisible();
  await expect(page.getByText("Notifications On")).toBeVisible();
  await expect(enable).toHaveCount(0);
  // Subscribed with the server's VAPID public key (65 bytes) and visible notifications only.
  expect(await page.evaluate(() => (window as unknown as { __subscribeOptions: unknown }).__subscribeOptions)).toEqual({ userVisibleOnly: true, keyBytes: 65 });
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("orbit-admin-push-subscription")))!)).toEqual(subscription);
  const saved = await queryDatabase<{ p256dh: string; auth: string; username: string }>(
    `SELECT s."p256dh", s."auth", u."username" FROM "push_subscriptions" s JOIN "users" u ON u."id" = s."userId" WHERE s."endpoint" = $1`,
    [subscription.endpoint],
  );
  expect(saved).toEqual([{ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, username: e2eSecrets.ADMIN_USERNAME }]);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect.poll(() => queryDatabase(`SELECT 1 FROM "push_subscriptions" WHERE "endpoint" = $1`, [subscription.endpoint])).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-push-subscription"))).toBeNull();
  await expect.poll(() => shownNotifications(page)).toContainEqual(expect.objectContaining({ title: "Logged out" }));
});

test("a session that ended on the server: the session-expired notification, when allowed", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  await recordNotifications(context);
  await openAsOwner(page, "/admin-pwa");
  await expect.poll(() => serviceWorkerState(page)).toMatchObject({ state: "activated" });
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-auth-time"))).not.toBeNull();

  // The server no longer knows this browser (as after 7 days); the browser still has its hint.
  await context.clearCookies();
  await page.reload();
  await expect(page.getByLabel("Admin password")).toBeVisible();
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({ title: "Session expired", body: "Your admin session has expired after 7 days", actions: ["Log In Again"] });
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-auth-time"))).toBeNull();

  // Only once: the hint is gone, so the next visit says nothing.
  await page.reload();
  await expect(page.getByLabel("Admin password")).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);
});

/**
 * The sending tests' server gets a database of its own (an embedded PGlite in its data folder):
 * alerts are jobs in the database, and the suite's main server, sharing the suite's database,
 * would take some of them without trusting the stand-in's test certificate.
 */
const ownDatabase = (env: Record<string, string>) => ({ ...env, DATABASE_URL: "" });

test.describe("sending", () => {
  let push: PushServiceStandIn | undefined;
  let server: OwnServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    // Whatever this test left saved would make the other servers try a stand-in that has gone.
    if (push) await queryDatabase(`DELETE FROM "push_subscriptions" WHERE "endpoint" LIKE $1`, [`${push.origin}/%`]);
    await push?.close();
  });

  test("a new quote request reaches every saved device, encrypted and signed, without delaying the customer; a gone device is deleted", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "server behaviour: one viewport is enough");
    test.setTimeout(120_000);
    push = await startPushService();
    // The push service holds its answers until the test lets them go: the customer's answer
    // must come without them (were it waiting, the first submission below would never end).
    let release = () => {};
    push.held = new Promise((resolve) => (release = resolve));
    server = await startOwnServer(ownDatabase({ NODE_EXTRA_CA_CERTS: push.caFile }));
    const baseURL = server.baseURL;
    const cookie = await signInByApi(baseURL, path.join(server.dataDir, "outbox"));
    const headers = { "Content-Type": "application/json", Origin: baseURL, Cookie: cookie };

    const devices = [push.subscribe(), push.subscribe()];
    for (const device of devices) {
      const saved = await fetch(`${baseURL}/api/admin/push`, { method: "POST", headers, body: JSON.stringify({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }) });
      expect(saved.status).toBe(201);
    }
    const unsubscribed = await fetch(`${baseURL}/api/admin/push`, { method: "POST", headers: { "Content-Type": "application/json", Origin: baseURL }, body: "{}" });
    expect(unsubscribed.status).toBe(401);

    const submit = async (name: string) => {
      const response = await fetch(`${baseURL}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseURL },
        body: JSON.stringify({ name, email: "jane.citizen@example.com", phone: "0412 345 678", service: "exterior", message: "Weatherboard house, two storeys.", website: "", fillMs: 9000, idempotencyKey: randomUUID() }),
      });
      expect(response.status).toBe(201);
      return { id: ((await response.json()) as { id: number }).id };
    };

    const first = await submit("Jane Citizen");
    await expect.poll(() => push!.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${first.id}`).length, { timeout: 15_000 }).toBe(2);
    expect(push.rejected).toEqual([]);
    for (const delivery of push.deliveries) {
      expect(delivery.payload).toEqual({
        title: "New quote request from Jane Citizen",
        body: "Exterior Painting: Weatherboard house, two storeys.",
        url: "/admin-pwa",
        tag: `quote-${first.id}`,
      });
      expect(delivery.vapid).toMatchObject({ aud: push.origin, sub: expect.stringMatching(/^mailto:/), publicKey: e2eSecrets.VAPID_PUBLIC_KEY });
      expect(delivery.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(delivery.ttl).toBe("86400");
      expect(delivery.urgency).toBe("high");
    }
    expect(new Set(push.deliveries.map((delivery) => delivery.subscriptionId))).toEqual(new Set(devices.map((device) => device.id)));
    expect(push.answered).toBe(0);

    // The first deliveries are answered (taken); then the push service says these subscriptions
    // are gone (410): they are deleted.
    release();
    await expect.poll(() => push!.answered, { timeout: 15_000 }).toBe(2);
    push.answer = 410;
    const second = await submit("John Smith");
    await expect
      .poll(async () => {
        const states = await Promise.all(
          devices.map(async (device) => {
            const answer = await fetch(`${baseURL}/api/admin/push?endpoint=${encodeURIComponent(device.endpoint)}`, { headers });
            return ((await answer.json()) as { subscribed: boolean }).subscribed;
          }),
        );
        return states;
      }, { timeout: 15_000 })
      .toEqual([false, false]);
    expect(push.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${second.id}`)).toHaveLength(2);
  });

  test("a push service that is down gets the alert again once it is back, once per device", async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "server behaviour: one viewport is enough");
    test.setTimeout(120_000);
    push = await startPushService();
    push.answer = 503;
    server = await startOwnServer(ownDatabase({ NODE_EXTRA_CA_CERTS: push.caFile }));
    const baseURL = server.baseURL;
    const cookie = await signInByApi(baseURL, path.join(server.dataDir, "outbox"));
    const headers = { "Content-Type": "application/json", Origin: baseURL, Cookie: cookie };
    const devices = [push.subscribe(), push.subscribe()];
    for (const device of devices) {
      const saved = await fetch(`${baseURL}/api/admin/push`, { method: "POST", headers, body: JSON.stringify({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }) });
      expect(saved.status).toBe(201);
    }
    const response = await fetch(`${baseURL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL },
      body: JSON.stringify({ name: "Down Then Up", email: "down.up@example.com", phone: "0412 345 678", service: "interior", website: "", fillMs: 9000, idempotencyKey: randomUUID() }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const forThis = () => push!.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${id}`);
    // Down: both devices' first tries are refused.
    await expect.poll(() => forThis().length, { timeout: 15_000 }).toBe(2);
    expect(forThis().map((delivery) => delivery.status)).toEqual([503, 503]);
    // Up again: the queue's retry (about 3 s later) reaches each device once more, and only once.
    push.answer = 201;
    await expect.poll(() => forThis().filter((delivery) => delivery.status === 201).map((delivery) => delivery.subscriptionId).sort(), { timeout: 30_000 }).toEqual(devices.map((device) => device.id).sort());
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(forThis()).toHaveLength(4);
    expect(push.rejected).toEqual([]);
  });
});
