import type { ExternalToast } from "sonner";
import { TOASTS_NEEDED_EVENT, TOASTS_NEEDED_FLAG } from "./toast-event";

/**
 * The one way components raise a toast. sonner is loaded with the first toast, and the root
 * layout's LazyToaster is then told to mount sonner's Toaster, which shows the toasts raised
 * before it mounted (sonner replays them): a page pays for toasts only once it shows one.
 */
function announce() {
  const flags = window as unknown as Record<string, boolean>;
  if (flags[TOASTS_NEEDED_FLAG]) return;
  flags[TOASTS_NEEDED_FLAG] = true;
  window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
}

function show(kind: "success" | "error") {
  return (title: string, options?: ExternalToast) => {
    announce();
    // One module promise for every call: toasts keep the order they were raised in.
    void import("sonner").then(({ toast }) => toast[kind](title, options));
  };
}

export const toast = { success: show("success"), error: show("error") };
