// The admin app's service worker (hand-written: a PWA plugin would cache pages, and this must cache no customer data). Registered by
// the panel at /admin-pwa with that scope. It shows push alerts, opens the panel when one is
// clicked and answers an offline page when the panel cannot be reached. It caches nothing but
// that page (self-contained: inline styles and logo): API answers carry customers' personal data
// and never touch a cache.
const CACHE = "orbit-admin-offline-v2";
const OFFLINE_URL = "/admin-offline.html";
const PRECACHE = [OFFLINE_URL];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Only page loads are handled: the network first, the offline page when it fails.
self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: CACHE })));
});

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  const title = alert.title || "New quote request";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: alert.body || "",
      tag: alert.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url: sameOriginPath(alert.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginPath(event.notification.data && event.notification.data.url);
  event.waitUntil(openOrFocus(url));
});

/** A path on this site, else the panel: a payload never sends the admin elsewhere. */
function sameOriginPath(url) {
  try {
    const target = new URL(url || "/admin-pwa", self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : "/admin-pwa";
  } catch {
    return "/admin-pwa";
  }
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const panel = windows.find((client) => new URL(client.url).pathname.startsWith("/admin-pwa"));
  if (panel) {
    await panel.focus();
    if (new URL(panel.url).pathname !== new URL(url, self.location.origin).pathname) await panel.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}
