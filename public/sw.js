// The admin app's service worker (hand-written: a PWA plugin would cache pages and API answers,
// and this must cache no API answer). Registered by the panel at /admin-pwa with that scope. It
// shows push alerts, opens the panel when one is clicked, and lets the installed app open
// offline:
// - the panel's page comes from the network: the server draws it with the owner's list, so it
//   is never kept. What is kept is its shell (`/admin-pwa?shell`: the same page without customer
//   data, whose script asks for the list), with the static files it uses (content-hashed, so a
//   kept copy is never stale); the last list itself is kept by the page (lib/client/offline-copy.ts);
// - without the network, the kept shell answers; without one, the offline page.
// API answers carry customers' personal data and never touch a cache.
const OFFLINE_CACHE = "orbit-admin-offline-v2";
const OFFLINE_URL = "/admin-offline.html";
// Its name begins as lib/client/offline-copy.ts's SHELL_CACHE_PREFIX: logout deletes it from the page.
const SHELL_CACHE = "orbit-admin-shell-v2";
const SHELL_URL = "/admin-pwa";
// What the shell is kept from (app/admin-pwa/page.tsx); it is kept under SHELL_URL.
const SHELL_SOURCE = "/admin-pwa?shell";
// Static files kept at most (a deploy brings new names; the oldest go first). The panel uses about 30.
const MAX_STATIC_FILES = 150;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll([new Request(OFFLINE_URL, { cache: "reload" })]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(url.pathname === SHELL_URL ? panelPage(request) : fetch(request).catch(offlinePage));
    return;
  }
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(staticFile(request));
});

// The page that registered this worker before it controlled the page: the files that page already loaded.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep-panel" || !Array.isArray(data.files)) return;
  const files = data.files.filter((file) => typeof file === "string" && new URL(file, self.location.origin).pathname.startsWith("/_next/static/"));
  event.waitUntil(keepPanel(files).catch(() => {}));
});

/** The network's page; without the network, the kept shell, else the offline page. */
async function panelPage(request) {
  try {
    return await fetch(request);
  } catch {
    const kept = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE, ignoreVary: true });
    return kept || offlinePage();
  }
}

/** A content-hashed file never changes: the kept copy first, else the network (and keep it). */
async function staticFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function keepPanel(files) {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_SOURCE, { credentials: "same-origin" });
  if (response.ok && !response.redirected) await cache.put(SHELL_URL, response);
  for (const file of files) {
    if (await cache.match(file, { ignoreVary: true })) continue;
    const answer = await fetch(file);
    if (answer.ok) await cache.put(file, answer);
  }
  await trim(cache);
}

async function trim(cache) {
  const files = (await cache.keys()).filter((request) => new URL(request.url).pathname !== SHELL_URL);
  for (const request of files.slice(0, Math.max(0, files.length - MAX_STATIC_FILES))) await cache.delete(request);
}

function offlinePage() {
  return caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
}

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
