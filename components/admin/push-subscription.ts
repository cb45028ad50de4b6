import { apiRequest } from "@/lib/client/api";
import { adminStorageKeys, forgetAdminSignIn } from "@/lib/client/admin-storage";
import { pushMessages } from "@/lib/push/messages";

/** The admin app's service worker and its scope (public/sw.js). */
export const SERVICE_WORKER_URL = "/sw.js";
export const ADMIN_SCOPE = "/admin-pwa";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** `updateViaCache: 'none'`: the browser always asks the server for a new sw.js (no HTTP cache). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: ADMIN_SCOPE, updateViaCache: "none" });
}

/** The VAPID public key is base64url; PushManager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + "=".repeat((4 - (value.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export type EnableOutcome = "enabled" | "blocked" | "dismissed" | "failed";

/**
 * Enable notifications: ask permission, subscribe this browser with the server's VAPID key,
 * save the subscription on the server (so alerts reach this device) and in the browser (so the
 * panel knows this device is subscribed).
 */
export async function enablePushNotifications(): Promise<EnableOutcome> {
  if (!pushSupported()) return "failed";
  try {
    const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    if (permission === "denied") return "blocked";
    if (permission !== "granted") return "dismissed";
    const registration = (await navigator.serviceWorker.getRegistration(ADMIN_SCOPE)) ?? (await registerServiceWorker());
    const { publicKey } = await apiRequest<{ publicKey: string }>("GET", "/api/admin/push");
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
    const saved = subscription.toJSON();
    await apiRequest("POST", "/api/admin/push", saved);
    localStorage.setItem(adminStorageKeys.pushSubscription, JSON.stringify(saved));
    return "enabled";
  } catch (error) {
    console.error("[push] could not enable notifications", error);
    return "failed";
  }
}

/** Is this browser subscribed and saved on the server? (The button's state after a reload.) */
export async function pushIsEnabled(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  const { subscribed } = await apiRequest<{ subscribed: boolean }>("GET", `/api/admin/push?endpoint=${encodeURIComponent(subscription.endpoint)}`);
  return subscribed;
}

/**
 * Logout: this device stops getting alerts. The server forgets the subscription (while the
 * session still allows it), the browser unsubscribes and drops its saved copy. Best effort:
 * logging out must never fail because of it.
 */
export async function disablePushNotifications(): Promise<void> {
  const saved = localStorage.getItem(adminStorageKeys.pushSubscription);
  localStorage.removeItem(adminStorageKeys.pushSubscription);
  try {
    const registration = pushSupported() ? await navigator.serviceWorker.getRegistration(ADMIN_SCOPE) : undefined;
    const subscription = await registration?.pushManager.getSubscription();
    const endpoint = subscription?.endpoint ?? (saved ? (JSON.parse(saved) as { endpoint?: string }).endpoint : undefined);
    if (endpoint) await apiRequest("DELETE", "/api/admin/push", { endpoint });
    await subscription?.unsubscribe();
  } catch (error) {
    console.warn("[push] could not remove this device's subscription", error);
  }
}

/**
 * A system notification from the page (session expired, logged out), shown only when the admin
 * allowed notifications. Through the service worker when there is one (actions need it).
 */
export async function showAdminNotification(title: string, options: NotificationOptions & { actions?: { action: string; title: string }[] } = {}): Promise<boolean> {
  if (typeof window === "undefined" || !("Notification" in window) || Notification.permission !== "granted") return false;
  const withIcon = { icon: "/icons/icon-192.png", badge: "/icons/badge-96.png", ...options };
  try {
    const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration(ADMIN_SCOPE) : undefined;
    if (registration) {
      await registration.showNotification(title, withIcon);
    } else {
      // A page's own notification takes no actions; only the service worker's may.
      const plain: NotificationOptions & { actions?: unknown } = { ...withIcon };
      delete plain.actions;
      new Notification(title, plain);
    }
    return true;
  } catch (error) {
    console.warn("[push] could not show a notification", error);
    return false;
  }
}

/**
 * The server ended the session (7 days, or logout elsewhere) while this browser still had its
 * sign-in hint: clear it and, when allowed, say so with a notification.
 */
export function endStaleSignIn(): void {
  if (forgetAdminSignIn()) void notifySessionExpired();
}

export function notifySessionExpired(): Promise<boolean> {
  return showAdminNotification("Session expired", {
    body: pushMessages.sessionExpired,
    tag: "admin-session",
    data: { url: ADMIN_SCOPE },
    actions: [{ action: "login", title: pushMessages.logIn }],
  });
}

export function notifyLoggedOut(): Promise<boolean> {
  return showAdminNotification("Logged out", { body: "You have been logged out of the Orbit Painting admin.", tag: "admin-session", data: { url: ADMIN_SCOPE } });
}
