import "server-only";
import { sweepExpiredSessions, type AdminSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { isAllowedPushEndpoint, unknownPushServiceMessage } from "./push-services";
import type { PushSubscriptionInput } from "./subscription-schema";

/**
 * Saves a device's subscription for this admin session; the same endpoint again replaces its
 * keys and moves it to this session. Only a push service's endpoint is saved (a 400 otherwise):
 * the server will send to it. The row belongs to the session (a foreign key, ON DELETE CASCADE):
 * logout, expiry, revoking sessions and a password change delete it with the session.
 */
export async function saveSubscription(session: AdminSession, subscription: PushSubscriptionInput): Promise<void> {
  const { endpoint, keys } = subscription;
  if (!isAllowedPushEndpoint(endpoint)) throw new HttpError(400, unknownPushServiceMessage);
  const row = { userId: session.userId, sessionId: session.sid, p256dh: keys.p256dh, auth: keys.auth };
  await getDb().pushSubscription.upsert({ where: { endpoint }, create: { endpoint, ...row }, update: row });
  forgetCachedSubscriptions();
}

/** Removes one device's subscription (notifications turned off). */
export async function deleteSubscription(userId: number, endpoint: string): Promise<number> {
  const { count } = await getDb().pushSubscription.deleteMany({ where: { userId, endpoint } });
  forgetCachedSubscriptions();
  return count;
}

export async function isSubscribed(userId: number, endpoint: string): Promise<boolean> {
  return (await getDb().pushSubscription.count({ where: { userId, endpoint } })) > 0;
}

export type DeliverableSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * The subscriptions an alert may go to: those whose session is live, at a push service's
 * endpoint. Expired sessions are deleted first (their subscriptions with them), so a lost phone
 * stops receiving customer details the moment its session ends.
 */
export async function deliverableSubscriptions(now = new Date()): Promise<DeliverableSubscription[]> {
  await sweepExpiredSessions(now);
  const saved = await getDb().pushSubscription.findMany({
    where: { session: { expire: { gt: now } } },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
  });
  // Rows saved before the push-service rule, or before PUSH_SERVICE_HOSTS lost a host, get nothing.
  return saved.filter(({ id, endpoint }) => {
    const known = isAllowedPushEndpoint(endpoint);
    if (!known) console.error(`[push] subscription #${id}: not a known push service, skipped`);
    return known;
  });
}

/**
 * Every quote request reads the subscriptions; most of the time there are none or they have not
 * changed. Kept in memory this long (and dropped at once when this server saves or removes one),
 * so a device subscribed through another server starts receiving within this time.
 */
const SUBSCRIPTIONS_TTL_MS = 10_000;
let cached: { subscriptions: DeliverableSubscription[]; until: number } | undefined;
// The read in flight: a burst of requests after the cache expired makes one query, not one each.
let loading: Promise<DeliverableSubscription[]> | undefined;

export function forgetCachedSubscriptions(): void {
  cached = undefined;
  loading = undefined;
}

/** The deliverable subscriptions, from memory while fresh. */
export async function currentSubscriptions(): Promise<DeliverableSubscription[]> {
  if (cached && cached.until > Date.now()) return cached.subscriptions;
  if (loading) return loading;
  // Only subscriptions whose session is live, at a push service.
  const read = deliverableSubscriptions();
  loading = read;
  try {
    const subscriptions = await read;
    // Unless a save or removal forgot this read meanwhile: then the next call reads again.
    if (loading === read) cached = { subscriptions, until: Date.now() + SUBSCRIPTIONS_TTL_MS };
    return subscriptions;
  } finally {
    if (loading === read) loading = undefined;
  }
}
