import "server-only";
import webpush, { WebPushError } from "web-push";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import type { PushPayload } from "./payload";
import { currentSubscriptions, deliverableSubscriptions, forgetCachedSubscriptions } from "./subscriptions";

/** A push service answers 404 or 410 for a subscription that no longer exists (RFC 8030 7.3). */
const GONE = new Set([404, 410]);

/**
 * The devices a new request's push goes to, read when the request is stored: one notification
 * row (and job) each. Every selection of subscriptions to send to goes through
 * currentSubscriptions (./subscriptions.ts).
 */
export async function deliverableSubscriptionIds(): Promise<number[]> {
  return (await currentSubscriptions()).map(({ id }) => id);
}

/** The push service did not take the notification; it may be up again later. */
export class PushDeliveryError extends Error {
  constructor(readonly statusCode: number | null) {
    super(statusCode ? `the push service answered ${statusCode}` : "the push service did not answer");
    this.name = "PushDeliveryError";
  }
}

/**
 * Sends one notification to one device. "gone": the device no longer receives (the push service
 * said so, and its subscription is deleted; or it was removed or is no longer deliverable
 * meanwhile). Any other failure throws PushDeliveryError, for the queue to try again later.
 */
export async function sendPushToSubscription(subscriptionId: number, payload: PushPayload): Promise<"sent" | "gone"> {
  const { push } = getConfig();
  forgetCachedSubscriptions();
  const subscription = (await currentSubscriptions()).find(({ id }) => id === subscriptionId);
  if (!subscription) return "gone";
  try {
    await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
      // A day: an alert that arrives later than that is no longer news.
      TTL: 24 * 60 * 60,
      urgency: "high",
      timeout: 10_000,
    });
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && GONE.has(error.statusCode)) {
      await getDb().pushSubscription.deleteMany({ where: { id: subscription.id } });
      forgetCachedSubscriptions();
      return "gone";
    }
    throw new PushDeliveryError(error instanceof WebPushError ? error.statusCode : null);
  }
}

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Sends one notification to every admin device whose session is live. A subscription the push service reports
 * gone is deleted; any other failure is logged and the subscription kept (it may be transient).
 */
export async function sendPushToAdmins(payload: PushPayload): Promise<PushReport> {
  const { push } = getConfig();
  const subscriptions = await deliverableSubscriptions();
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  if (subscriptions.length === 0) return report;
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, body, {
          vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
          // A day: an alert that arrives later than that is no longer news.
          TTL: 24 * 60 * 60,
          urgency: "high",
          timeout: 10_000,
        });
        report.sent += 1;
      } catch (error) {
        if (error instanceof WebPushError && GONE.has(error.statusCode)) {
          await getDb().pushSubscription.deleteMany({ where: { id: subscription.id } });
          report.removed += 1;
        } else {
          report.failed += 1;
          console.error(`[push] subscription #${subscription.id}: sending failed`, error instanceof WebPushError ? `${error.statusCode} ${error.body}` : error);
        }
      }
    }),
  );
  return report;
}
