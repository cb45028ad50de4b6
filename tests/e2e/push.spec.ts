import { createECDH, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../support/browser.mjs";
import { e2eSecrets } from "../support/e2e-env.mjs";
import { expect, queryDatabase, test, openAsOwner } from "./support/inbox-helpers";
import { atOneWidth } from "./support/look-at";

/**
 * The admin as an installed app with push alerts. Headless Chromium here has no route
 * to a real push service (subscribing asks Google's servers), so the browser tests replace
 * `PushManager.subscribe` and record the notifications the page shows. Sending is tested for real
 * in push-sending.spec.ts.
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
  atOneWidth("phone", "installing is the owner's phone's: checked there");
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
  atOneWidth("phone", "the message does not change with the width: checked on the owner's phone");
  await stubPush(context, { mode: "denied" });
  await openAsOwner(page, "/admin-pwa");
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByText("Enable notifications in browser settings.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
});

test("a push service that fails: the product's message, nothing saved", async ({ page, context }) => {
  atOneWidth("phone", "the message does not change with the width: checked on the owner's phone");
  await context.grantPermissions(["notifications"]);
  await stubPush(context, { mode: "fail" });
  await openAsOwner(page, "/admin-pwa");
  await page.getByRole("button", { name: "Enable Notifications" }).click();
  await expect(page.getByText("Could not enable notifications.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Enable Notifications" })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("orbit-admin-push-subscription"))).toBeNull();
});

test("a device whose endpoint is not a push service's (an internal address): the product's message, nothing saved", async ({ page, context }) => {
  atOneWidth("phone", "the message does not change with the width: checked on the owner's phone");
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
  atOneWidth("phone", "the notification does not change with the width: checked on the owner's phone");
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
