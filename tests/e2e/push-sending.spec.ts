import { randomUUID } from "node:crypto";
import path from "node:path";
import { e2eSecrets } from "../support/e2e-env.mjs";
import { signInByApi } from "./support/api-signin";
import { expect, queryDatabase, test } from "./support/inbox-helpers";
import { ownDatabase, startOwnServer, type OwnServer } from "./support/own-server";
import { startPushService, type PushServiceStandIn } from "./support/push-service";

/**
 * Sending the owner's push alerts, for real: a server of its own encrypts and signs each alert for
 * a local stand-in of a push service, which decrypts what it receives. No browser: this is the
 * server's behaviour, so it runs once, in the servers' project beside the page tests.
 */

// The sending tests' server gets a database of its own (ownDatabase): alerts are jobs in the
// database, and the suite's main server, sharing the suite's database, would take some of them
// without trusting the stand-in's test certificate.

test.describe("sending", () => {
  let push: PushServiceStandIn | undefined;
  let server: OwnServer | undefined;
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  test.afterEach(async () => {
    await server?.stop();
    await database?.drop();
    // Whatever this test left saved would make the other servers try a stand-in that has gone.
    if (push) await queryDatabase(`DELETE FROM "push_subscriptions" WHERE "endpoint" LIKE $1`, [`${push.origin}/%`]);
    await push?.close();
  });

  /** This test's server, trusting the push service; the owner signed in, with two devices saved. */
  async function serverWithTwoDevices(stand: PushServiceStandIn) {
    database = await ownDatabase();
    server = await startOwnServer({ ...database.env, NODE_EXTRA_CA_CERTS: stand.caFile });
    const baseURL = server.baseURL;
    const cookie = await signInByApi(baseURL, path.join(server.dataDir, "outbox"));
    const headers = { "Content-Type": "application/json", Origin: baseURL, Cookie: cookie };
    const devices = [stand.subscribe(), stand.subscribe()];
    for (const device of devices) {
      const saved = await fetch(`${baseURL}/api/admin/push`, { method: "POST", headers, body: JSON.stringify({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }) });
      expect(saved.status).toBe(201);
    }
    return { baseURL, headers, devices };
  }

  test("a new quote request reaches every saved device, encrypted and signed, without delaying the customer; a gone device is deleted", async () => {
    test.setTimeout(120_000);
    push = await startPushService();
    // The push service holds its answers until the test lets them go: the customer's answer
    // must come without them (were it waiting, the first submission below would never end).
    let release = () => {};
    push.held = new Promise((resolve) => (release = resolve));
    const { baseURL, headers, devices } = await serverWithTwoDevices(push);

    const unsubscribed = await fetch(`${baseURL}/api/admin/push`, { method: "POST", headers: { "Content-Type": "application/json", Origin: baseURL }, body: "{}" });
    expect(unsubscribed.status).toBe(401);

    const submit = async (name: string) => {
      const response = await fetch(`${baseURL}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseURL },
        body: JSON.stringify({ name, email: "jane.citizen@example.com", phone: "0412 345 678", service: "exterior", message: "Weatherboard house, two storeys.", website: "", fillMs: 9000, idempotencyKey: randomUUID() }),
      });
      expect(response.status).toBe(201);
      return { id: ((await response.json()) as { id: number }).id };
    };

    const first = await submit("Jane Citizen");
    await expect.poll(() => push!.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${first.id}`).length, { timeout: 15_000 }).toBe(2);
    expect(push.rejected).toEqual([]);
    for (const delivery of push.deliveries) {
      expect(delivery.payload).toEqual({
        title: "New quote request from Jane Citizen",
        body: "Exterior Painting: Weatherboard house, two storeys.",
        url: "/admin-pwa",
        tag: `quote-${first.id}`,
      });
      expect(delivery.vapid).toMatchObject({ aud: push.origin, sub: expect.stringMatching(/^mailto:/), publicKey: e2eSecrets.VAPID_PUBLIC_KEY });
      expect(delivery.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(delivery.ttl).toBe("86400");
      expect(delivery.urgency).toBe("high");
    }
    expect(new Set(push.deliveries.map((delivery) => delivery.subscriptionId))).toEqual(new Set(devices.map((device) => device.id)));
    expect(push.answered).toBe(0);

    // The first deliveries are answered (taken); then the push service says these subscriptions
    // are gone (410): they are deleted.
    release();
    await expect.poll(() => push!.answered, { timeout: 15_000 }).toBe(2);
    push.answer = 410;
    const second = await submit("John Smith");
    await expect
      .poll(async () => {
        const states = await Promise.all(
          devices.map(async (device) => {
            const answer = await fetch(`${baseURL}/api/admin/push?endpoint=${encodeURIComponent(device.endpoint)}`, { headers });
            return ((await answer.json()) as { subscribed: boolean }).subscribed;
          }),
        );
        return states;
      }, { timeout: 15_000 })
      .toEqual([false, false]);
    expect(push.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${second.id}`)).toHaveLength(2);
  });

  test("a push service that is down gets the alert again once it is back, once per device", async () => {
    test.setTimeout(120_000);
    push = await startPushService();
    push.answer = 503;
    const { baseURL, devices } = await serverWithTwoDevices(push);
    const response = await fetch(`${baseURL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL },
      body: JSON.stringify({ name: "Down Then Up", email: "down.up@example.com", phone: "0412 345 678", service: "interior", website: "", fillMs: 9000, idempotencyKey: randomUUID() }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const forThis = () => push!.deliveries.filter((delivery) => (delivery.payload as { tag: string }).tag === `quote-${id}`);
    // Down: both devices' first tries are refused.
    await expect.poll(() => forThis().length, { timeout: 15_000 }).toBe(2);
    expect(forThis().map((delivery) => delivery.status)).toEqual([503, 503]);
    // Up again: the queue's retry (about 3 s later) reaches each device once more, and only once.
    push.answer = 201;
    await expect.poll(() => forThis().filter((delivery) => delivery.status === 201).map((delivery) => delivery.subscriptionId).sort(), { timeout: 30_000 }).toEqual(devices.map((device) => device.id).sort());
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(forThis()).toHaveLength(4);
    expect(push.rejected).toEqual([]);
  });
});
