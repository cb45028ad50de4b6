import { getConfig } from "@/lib/config";

/**
 * The browsers' own push services (RFC 8030): the only hosts whose endpoints the server saves
 * and sends alerts to, so a saved subscription cannot make it POST to an address of our choosing
 * (an internal service, say). A name matches itself and its subdomains: Edge's push service
 * answers from regional hosts such as wns2-by3p.notify.windows.com.
 */
export const browserPushServices = [
  "fcm.googleapis.com", // Chrome, Android, Samsung Internet, Opera, Brave
  "android.googleapis.com", // older Chrome
  "push.services.mozilla.com", // Firefox: updates.push.services.mozilla.com
  "notify.windows.com", // Edge: Windows Push Notification Services
  "push.apple.com", // Safari on macOS, iPhone and iPad: web.push.apple.com
] as const;

export const unknownPushServiceMessage = "endpoint must belong to a browser's push service";

/** Whether an endpoint's host is a browser's push service or one of `extraHosts` (PUSH_SERVICE_HOSTS). */
export function isKnownPushService(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return [...browserPushServices, ...extraHosts].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The rule as configured: what saving a subscription and sending to one both ask. */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  return isKnownPushService(endpoint, getConfig().push.extraServiceHosts);
}
