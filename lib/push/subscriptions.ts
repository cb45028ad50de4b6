import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { isAllowedPushEndpoint, unknownPushServiceMessage } from "./push-services";
import { forgetCachedSubscriptions } from "./send";
import type { PushSubscriptionInput } from "./subscription-schema";

/**
 * Saves a device's subscription for this admin; the same endpoint again replaces its keys. Only
 * a push service's endpoint is saved (a 400 otherwise): the server will send to it.
 */
export async function saveSubscription(userId: number, subscription: PushSubscriptionInput): Promise<void> {
  const { endpoint, keys } = subscription;
  if (!isAllowedPushEndpoint(endpoint)) throw new HttpError(400, unknownPushServiceMessage);
  await getDb().pushSubscription.upsert({
    where: { endpoint },
    create: { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth },
    update: { userId, p256dh: keys.p256dh, auth: keys.auth },
  });
  forgetCachedSubscriptions();
}

/** Removes one device's subscription (logout, or notifications turned off). */
export async function deleteSubscription(userId: number, endpoint: string): Promise<number> {
  const { count } = await getDb().pushSubscription.deleteMany({ where: { userId, endpoint } });
  forgetCachedSubscriptions();
  return count;
}

export async function isSubscribed(userId: number, endpoint: string): Promise<boolean> {
  return (await getDb().pushSubscription.count({ where: { userId, endpoint } })) > 0;
}
