import { toast } from "sonner";

/**
 * The one way components raise a toast. Loading this module tells the root layout's
 * LazyToaster to mount sonner's Toaster: pages that never toast (the landing page until its
 * quote form wakes up) never download it. Toasts raised before it mounts are replayed by sonner.
 */
export const TOASTS_NEEDED_EVENT = "orbit:toasts-needed";

if (typeof window !== "undefined") {
  (window as unknown as { __orbitToastsNeeded?: boolean }).__orbitToastsNeeded = true;
  window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
}

export { toast };
