import { forgetOfflineCopy } from "./offline-copy";

/**
 * The admin panel's browser keys. They are only a UI hint: access is decided by the server
 * session, since anything in the browser can be forged.
 */
export const adminStorageKeys = {
  auth: "orbit-admin-auth",
  verified: "orbit-admin-verified",
  timestamp: "orbit-admin-auth-time",
  pushSubscription: "orbit-admin-push-subscription",
} as const;

export function rememberAdminSignIn(now = Date.now()) {
  localStorage.setItem(adminStorageKeys.auth, "true");
  localStorage.setItem(adminStorageKeys.verified, "true");
  localStorage.setItem(adminStorageKeys.timestamp, String(now));
}

/** Clears the sign-in hint and the offline copy of the inbox; true when there was a hint (the session expired). */
export function forgetAdminSignIn(): boolean {
  forgetOfflineCopy();
  const hadTimestamp = localStorage.getItem(adminStorageKeys.timestamp) !== null;
  localStorage.removeItem(adminStorageKeys.auth);
  localStorage.removeItem(adminStorageKeys.verified);
  localStorage.removeItem(adminStorageKeys.timestamp);
  return hadTimestamp;
}
