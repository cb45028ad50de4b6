import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { sharesOneSession } from "@/lib/db/embedded-url.mjs";

afterAll(() => getDb().$disconnect());

describe("the Prisma client over the pg adapter", () => {
  it("is one instance per process", () => {
    expect(getDb()).toBe(getDb());
  });

  it("stores a quote request with the table's defaults and limits", async () => {
    const db = getDb();
    const created = await db.lead.create({
      data: { name: "Jane Citizen", email: "jane@example.com", phone: "0491570110", service: "interior", message: "Two bedrooms" },
    });
    expect(created).toMatchObject({ highlighted: false, archived: false, budgetRange: null, timeline: null });
    expect(created.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await db.lead.findUnique({ where: { id: created.id } })).toEqual(created);

    // Column limits are enforced by the database itself.
    await expect(
      db.lead.create({ data: { name: "x".repeat(101), email: "a@b.co", phone: "0491570110" } }),
    ).rejects.toThrow();
    await expect(
      db.lead.create({ data: { name: "Jane", email: "a@b.co", phone: "1".repeat(21) } }),
    ).rejects.toThrow();
  });

  it("keeps usernames unique and removes a user's push subscriptions with the user", async () => {
    const db = getDb();
    const user = await db.user.create({ data: { username: `owner-${Date.now()}`, password: "hash" } });
    await expect(db.user.create({ data: { username: user.username, password: "hash" } })).rejects.toThrow();
    const session = await db.session.create({ data: { sid: `prisma-client-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 60_000) } });
    await db.pushSubscription.create({
      data: { userId: user.id, sessionId: session.sid, endpoint: `https://push.example/${user.id}`, p256dh: "key", auth: "auth" },
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

  it("prepares each statement once per connection on PostgreSQL, never on the embedded PGlite", async () => {
    const db = getDb();
    const [row] = await db.$queryRaw<Array<{ version: string }>>`SELECT version()`;
    const version = row?.version ?? "";
    // The embedded database's URL must say what it is: its connections share one session.
    expect(sharesOneSession(process.env.DATABASE_URL!)).toBe(version.includes("PGlite"));
    // The query is itself prepared on its connection before it runs, so it lists its own name.
    const rows = await db.$queryRaw<Array<{ name: string }>>`SELECT name FROM pg_prepared_statements WHERE name LIKE 's\_%'`;
    if (version.includes("PGlite")) expect(rows).toEqual([]);
    else expect(rows.length).toBeGreaterThan(0);
  });
});
