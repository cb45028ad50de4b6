import type { MailMessage } from "@/lib/mail";
import type { PushPayload } from "@/lib/push/payload";

/** What one recorded alert sends: an e-mail, a push, or nothing any more (skipped). */
export type AlertMessage = { email: MailMessage } | { push: PushPayload } | null;

/**
 * A feature's alert kinds as it registers them with the alerts module (./kinds.ts): how the
 * panel names each, and which are courtesy mail (never the last of an address's daily budget).
 */
export interface AlertKinds {
  labels: Readonly<Record<string, string>>;
  courtesy: readonly string[];
}
