import type { AdminLeadList } from "@/lib/client/admin-queries";

/**
 * What this device keeps so that the installed app opens offline: the panel's page and files
 * (kept by the service worker, public/sw.js, in a cache whose name begins with
 * SHELL_CACHE_PREFIX) and its last inbox list (kept here, in localStorage), shown marked offline.
 * Only the view the app opens to (active, newest first, no filter, page 1: ten requests at most)
 * and at most MAX_CHARS of it. Both are cleared with the sign-in hint (logout, a session found
 * ended: lib/client/admin-storage.ts).
 */
export const LAST_LIST_KEY = "orbit-admin-last-list";
/** 256 KB of JSON: ten requests with their notes are about 20 KB; a list that is more is not kept. */
export const MAX_CHARS = 256 * 1024;
export const SHELL_CACHE_PREFIX = "orbit-admin-shell";

export interface SavedList {
  savedAt: number;
  list: AdminLeadList;
}

export function rememberList(list: AdminLeadList, savedAt = Date.now()): boolean {
  const json = JSON.stringify({ savedAt, list } satisfies SavedList);
  if (json.length > MAX_CHARS) return false;
  try {
    localStorage.setItem(LAST_LIST_KEY, json);
    return true;
  } catch {
    // Storage full or refused (private mode): the app just opens without it.
    return false;
  }
}

export function lastList(): SavedList | null {
  try {
    const saved = JSON.parse(localStorage.getItem(LAST_LIST_KEY) ?? "null") as SavedList | null;
    return saved && typeof saved.savedAt === "number" && Array.isArray(saved.list?.data) ? saved : null;
  } catch {
    return null;
  }
}

/** The device forgets the list and the panel's cached page. */
export function forgetOfflineCopy(): void {
  localStorage.removeItem(LAST_LIST_KEY);
  if (typeof caches === "undefined") return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name))))
    .catch(() => {});
}

/**
 * Asks the service worker to keep the panel's page and the files this page loaded before the
 * worker controlled it (the first visit), so that the next start works offline too.
 */
export async function keepPanelPage(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith("/_next/static/"));
  worker?.postMessage({ type: "keep-panel", files });
}
