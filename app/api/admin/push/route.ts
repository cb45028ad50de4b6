import { adminRoute } from "@/lib/auth/guard";
import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { otherMethods } from "@/lib/http/methods";
import { pushStatusQuerySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/push/subscription-schema";
import { deleteSubscription, isSubscribed, saveSubscription } from "@/lib/push/subscriptions";
import { parseOr400, parseQueryOr400 } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

/**
 * The admin's push subscriptions (new quote requests must reach the owner's phone). GET gives the
 * VAPID public key the browser subscribes with (and, for `?endpoint=`, whether that device is
 * saved); POST saves this device; DELETE removes it.
 */
export const GET = adminRoute(async (request, _context, session) => {
  const { endpoint } = parseQueryOr400(pushStatusQuerySchema, request);
  const subscribed = endpoint ? await isSubscribed(session.userId, endpoint) : false;
  return Response.json({ publicKey: getConfig().push.publicKey, subscribed });
});

export const POST = adminRoute(async (request, _context, session) => {
  const subscription = parseOr400(pushSubscriptionSchema, await readJsonBody(request));
  await saveSubscription(session, subscription);
  return Response.json({ success: true }, { status: 201 });
});

export const DELETE = adminRoute(async (request, _context, session) => {
  const { endpoint } = parseOr400(pushUnsubscribeSchema, await readJsonBody(request));
  const removed = await deleteSubscription(session.userId, endpoint);
  return Response.json({ success: true, removed });
});

export const { PUT, PATCH } = otherMethods("GET", "POST", "DELETE");
