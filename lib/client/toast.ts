import { toast } from "sonner";
import { TOASTS_NEEDED_EVENT, TOASTS_NEEDED_FLAG } from "./toast-event";

/**
 * The one way components raise a toast. Loading this module tells the root layout's
 * LazyToaster to mount sonner's Toaster: pages that never toast (the landing page until its
 * quote form wakes up) never download it. Toasts raised before it mounts are replayed by sonner.
 */
if (typeof window !== "undefined") {
  (window as unknown as Record<string, boolean>)[TOASTS_NEEDED_FLAG] = true;
  window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
}

export { toast };
