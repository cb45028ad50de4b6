"use client";

import { Bell, BellRing, Download, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ControlTooltip } from "@/components/ui/tooltip";
import { toast } from "@/lib/client/toast";
import { keepPanelPage } from "@/lib/client/offline-copy";
import { enablePushNotifications, pushIsEnabled, pushSupported, registerServiceWorker } from "./push-subscription";
import { pushMessages } from "@/lib/push/messages";
import { buttonStyles } from "./admin-styles";

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

type NotificationState = "checking" | "off" | "busy" | "on" | "unsupported";

/**
 * The panel's app controls: registers the service worker (which keeps the panel for offline
 * starts), offers Install App only
 * while the browser offers installation, and turns on push alerts for this device.
 */
export function PwaControls() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [notifications, setNotifications] = useState<NotificationState>("checking");

  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar away: our button offers it
      setInstallPrompt(event as BeforeInstallPromptEvent);
    };
    const installed = () => setInstallPrompt(null);
    window.addEventListener("beforeinstallprompt", offered);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", offered);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const registered = "serviceWorker" in navigator ? registerServiceWorker() : Promise.reject(new Error("no service workers"));
    // The worker keeps this page for an offline start (lib/client/offline-copy.ts).
    registered.then(keepPanelPage).catch(() => {});
    registered
      .then(() => (pushSupported() ? pushIsEnabled() : Promise.reject(new Error("push unsupported"))))
      .then((enabled) => !cancelled && setNotifications(enabled ? "on" : "off"))
      .catch(() => !cancelled && setNotifications(pushSupported() ? "off" : "unsupported"));
    return () => {
      cancelled = true;
    };
  }, []);

  async function install() {
    if (!installPrompt) return;
    await installPrompt.prompt();
    await installPrompt.userChoice;
    // A prompt can be shown once: accepted or not, the button goes.
    setInstallPrompt(null);
  }

  async function enable() {
    setNotifications("busy");
    const outcome = await enablePushNotifications();
    if (outcome === "enabled") toast.success(pushMessages.enabled);
    else if (outcome === "blocked") toast.error(pushMessages.blocked);
    else if (outcome === "failed") toast.error(pushMessages.failed);
    setNotifications(outcome === "enabled" ? "on" : "off");
  }

  return (
    <>
      {installPrompt && (
        <ControlTooltip label="Install App">
          <button type="button" className={buttonStyles.onDark} onClick={() => void install()}>
            <Download className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Install App</span>
          </button>
        </ControlTooltip>
      )}
      {notifications === "on" ? (
        <p className="inline-flex min-h-10 items-center gap-2 rounded-md bg-white/10 px-3 py-2 text-sm font-semibold text-white" role="status">
          <BellRing className="h-4 w-4" aria-hidden="true" />
          Notifications On
        </p>
      ) : notifications !== "unsupported" ? (
        <ControlTooltip label="Enable Notifications">
          <button type="button" className={buttonStyles.onDark} onClick={() => void enable()} disabled={notifications !== "off"}>
            {notifications === "busy" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Bell className="h-4 w-4" aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">Enable Notifications</span>
          </button>
        </ControlTooltip>
      ) : null}
    </>
  );
}
