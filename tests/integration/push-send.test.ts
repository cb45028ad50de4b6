import { afterAll, afterEach, expect, it, vi } from "vitest";
import webpush from "web-push";
import { getDb } from "@/lib/db";
import { sendPushToAdmins } from "@/lib/push/send";

const username = `push-send-${Date.now()}`;

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await getDb().user.deleteMany({ where: { username } });
  await getDb().$disconnect();
});

it("sends nothing to a saved subscription whose host is not a push service's, and says so", async () => {
  const db = getDb();
  const user = await db.user.create({ data: { username, password: "hash" } });
  // Saved before the rule existed (the route refuses it now), pointing at an internal address.
  const session = await db.session.create({ data: { sid: `push-send-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 60_000) } });
  const internal = await db.pushSubscription.create({
    data: { userId: user.id, sessionId: session.sid, endpoint: `https://169.254.169.254/latest/${user.id}`, p256dh: "key", auth: "auth" },
  });
  const sent = vi.spyOn(webpush, "sendNotification").mockResolvedValue({ statusCode: 201, body: "", headers: {} });
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  await sendPushToAdmins({ title: "New quote request from Jo", body: "Interior Painting", url: "/admin-pwa", tag: "quote-1" });

  expect(sent.mock.calls.map(([subscription]) => subscription.endpoint)).not.toContain(internal.endpoint);
  expect(logged).toHaveBeenCalledWith(`[push] subscription #${internal.id}: not a known push service, skipped`);
  // Kept, not deleted: PUSH_SERVICE_HOSTS may list its host again.
  expect(await db.pushSubscription.count({ where: { id: internal.id } })).toBe(1);
});
