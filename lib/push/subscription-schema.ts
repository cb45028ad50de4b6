import { z } from "@/lib/zod";

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (endpoint and the two
 * keys), shared by the admin panel and /api/admin/push. Push services are HTTPS only (RFC 8030);
 * the key lengths are those of a P-256 public key (65 bytes) and a 16-byte auth secret, base64url.
 */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, "must be base64url");

const endpoint = z.url({ protocol: /^https$/, error: "endpoint must be an https URL" }).max(1000);

export const pushSubscriptionSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(20, 26) }),
});

export const pushUnsubscribeSchema = z.object({ endpoint });
export const pushStatusQuerySchema = z.object({ endpoint: z.string().max(1000).optional() });

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export { pushMessages } from "./messages";
