import { leadAlerts } from "@/lib/leads/emails/alert-messages";
import { quoteAlerts } from "@/lib/quotes/model/alert-kinds";
import { visitAlerts } from "@/lib/visits/services/visit-alerts";

/**
 * Every feature's alert kinds, registered with the alerts module: a lead's own, a visit's and a
 * written quote's. Each feature keeps what its alerts say; this module delivers them all.
 */
const registered = [leadAlerts, visitAlerts, quoteAlerts];

const alertLabels: Readonly<Record<string, string>> = Object.assign({}, ...registered.map((feature) => feature.labels));

/** How the panel's "Alert not delivered" banner, the timeline and the logs name a kind (a kind no feature registers: as stored). */
export const alertLabel = (kind: string): string => alertLabels[kind] ?? kind;

/** Courtesy mail (reminders, follow-ups, the expiry note, the review request): never the last of an address's day. */
export const courtesyKinds: ReadonlySet<string> = new Set(registered.flatMap((feature) => feature.courtesy));
