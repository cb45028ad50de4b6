/**
 * Announced with the first toast a page raises (lib/client/toast.ts); the root layout's
 * LazyToaster then mounts sonner's Toaster. Its own module so the Toaster can listen for it
 * without loading sonner.
 */
export const TOASTS_NEEDED_EVENT = "orbit:toasts-needed";
export const TOASTS_NEEDED_FLAG = "__orbitToastsNeeded";
