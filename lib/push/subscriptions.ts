import "server-only";
import { getDb } from "@/lib/db";
import { forgetCachedSubscriptions } from "./send";
import type { PushSubscriptionInput } from "./subscription-schema";

/** Saves a device's subscription for this admin; the same endpoint again replaces its keys. */
export async function saveSubscription(userId: number, subscription: PushSubscriptionInput): Promise<void> {
  const { endpoint, keys } = subscription;
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
