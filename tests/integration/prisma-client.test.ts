import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";

afterAll(() => getDb().$disconnect());

describe("the Prisma client over the pg adapter", () => {
  it("is one instance per process", () => {
    expect(getDb()).toBe(getDb());
  });

  it("stores a quote request with the table's defaults and limits", async () => {
    const db = getDb();
    const created = await db.contactSubmission.create({
      data: { name: "Jane Citizen", email: "jane@example.com", phone: "0491570110", service: "interior", message: "Two bedrooms" },
    });
    expect(created).toMatchObject({ highlighted: false, archived: false, budgetRange: null, timeline: null });
    expect(created.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await db.contactSubmission.findUnique({ where: { id: created.id } })).toEqual(created);

    // Column limits are enforced by the database itself.
    await expect(
      db.contactSubmission.create({ data: { name: "x".repeat(101), email: "a@b.co", phone: "0491570110" } }),
    ).rejects.toThrow();
    await expect(
      db.contactSubmission.create({ data: { name: "Jane", email: "a@b.co", phone: "1".repeat(21) } }),
    ).rejects.toThrow();
  });

  it("keeps usernames unique and removes a user's push subscriptions with the user", async () => {
    const db = getDb();
    const user = await db.user.create({ data: { username: `owner-${Date.now()}`, password: "hash" } });
    await expect(db.user.create({ data: { username: user.username, password: "hash" } })).rejects.toThrow();
    await db.pushSubscription.create({
      data: { userId: user.id, endpoint: `https://push.example/${user.id}`, p256dh: "key", auth: "auth" },
    });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("indexes sessions by expiry", async () => {
    const db = getDb();
    const rows = await db.$queryRaw<Array<{ indexname: string }>>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'sessions' AND indexname = 'IDX_session_expire'`;
    expect(rows).toHaveLength(1);
  });
});
