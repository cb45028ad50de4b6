import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteNoteRoute, PATCH as patchNoteRoute } from "@/app/api/admin/quotes/[id]/notes/[noteId]/route";
import { POST as addNoteRoute } from "@/app/api/admin/quotes/[id]/notes/route";
import { POST as reviewRoute } from "@/app/api/admin/quotes/[id]/review-request/route";
import { PATCH as patchQuote } from "@/app/api/admin/quotes/[id]/route";
import { GET as exportQuotes } from "@/app/api/admin/quotes/export/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quotes/route";
import { POST as replyRoute } from "@/app/api/admin/reply/route";
import { getDb } from "@/lib/db";
import { readOutbox } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";

// Lead status (PATCH, reply), the status filter, counts and order of the list, and notes.
let admin: Browser;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.211");
});
beforeEach(clearLeads);
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

async function json(response: Response) {
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}
const list = async (query = "") => json(await listQuotesRoute(admin.request(`/api/admin/quotes${query}`), undefined as never));
const patch = async (id: number | string, body: unknown) =>
  json(await patchQuote(admin.request(`/api/admin/quotes/${id}`, { method: "PATCH", body }), { params: Promise.resolve({ id: String(id) }) }));
const addNote = async (id: number | string, body: unknown, browser = admin) =>
  json(await addNoteRoute(browser.request(`/api/admin/quotes/${id}/notes`, { body }), { params: Promise.resolve({ id: String(id) }) }));
const editNote = async (id: number | string, noteId: number | string, body: unknown) =>
  json(
    await patchNoteRoute(admin.request(`/api/admin/quotes/${id}/notes/${noteId}`, { method: "PATCH", body }), {
      params: Promise.resolve({ id: String(id), noteId: String(noteId) }),
    }),
  );
const deleteNote = async (id: number | string, noteId: number | string) =>
  json(
    await deleteNoteRoute(admin.request(`/api/admin/quotes/${id}/notes/${noteId}`, { method: "DELETE" }), {
      params: Promise.resolve({ id: String(id), noteId: String(noteId) }),
    }),
  );
const stored = (id: number) => getDb().lead.findUniqueOrThrow({ where: { id } });

describe("PATCH /api/admin/quotes/{id}: the status", () => {
  it("walks New → Contacted → Quote sent → Won, recording each first time, and answers the list row", async () => {
    const [id] = await seedLeads([{ name: "Ava", email: "ava@example.com", createdAt: hoursAgo(2) }]);
    const contacted = await patch(id!, { status: "contacted" });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ success: true, data: { id, status: "contacted", lostReason: null, overdue: false, notes: [], highlighted: false, archived: false } });
    const first = contacted.body.data.firstResponseAt;
    expect(new Date(first).getTime()).toBeGreaterThan(Date.now() - 10_000);
    // The row is exactly what the list shows.
    expect((await list()).body.data[0]).toEqual(contacted.body.data);

    const quoted = (await patch(id!, { status: "quote_sent" })).body.data;
    expect(quoted).toMatchObject({ status: "quote_sent", firstResponseAt: first, decidedAt: null });
    expect(quoted.quoteSentAt).not.toBeNull();
    const won = (await patch(id!, { status: "won" })).body.data;
    expect(won).toMatchObject({ status: "won", firstResponseAt: first, quoteSentAt: quoted.quoteSentAt });
    expect(won.decidedAt).not.toBeNull();
    // Setting the same status again keeps its times.
    expect((await patch(id!, { status: "won" })).body.data.decidedAt).toBe(won.decidedAt);
  });

  it("needs a reason for Lost, refuses a reason otherwise, and clears it when the request comes back", async () => {
    const [id] = await seedLeads([{ name: "Ben", email: "ben@example.com" }]);
    expect(await patch(id!, { status: "lost" })).toMatchObject({ status: 400, body: { error: "Choose why the request was lost.", fieldErrors: { lostReason: "Choose why the request was lost." } } });
    expect(await patch(id!, { status: "won", lostReason: "price" })).toMatchObject({ status: 400, body: { error: "A lost reason goes with the status lost only." } });
    expect(await patch(id!, { lostReason: "price" })).toMatchObject({ status: 400, body: { error: "A lost reason goes with the status lost only." } });
    expect((await patch(id!, { status: "lost", lostReason: "cheaper" })).body.error).toBe("lostReason must be one of price, timing, went_elsewhere, no_response, not_a_fit, other, declined_quote.");
    expect((await patch(id!, { status: "maybe" })).body.error).toBe("status must be one of new, contacted, visit_booked, quote_sent, won, lost.");
    expect(await stored(id!)).toMatchObject({ status: "new", lostReason: null, firstResponseAt: null });

    const lost = (await patch(id!, { status: "lost", lostReason: "went_elsewhere" })).body.data;
    // Lost straight from New: answered (first response) but never quoted.
    expect(lost).toMatchObject({ status: "lost", lostReason: "went_elsewhere", quoteSentAt: null });
    expect(lost.firstResponseAt).not.toBeNull();
    expect(lost.decidedAt).not.toBeNull();
    const back = (await patch(id!, { status: "contacted" })).body.data;
    expect(back).toMatchObject({ status: "contacted", lostReason: null, decidedAt: null, firstResponseAt: lost.firstResponseAt });
  });

  it("keeps star and archive independent of the status", async () => {
    const [id] = await seedLeads([{ name: "Cleo", email: "cleo@example.com" }]);
    await patch(id!, { status: "quote_sent" });
    expect((await patch(id!, { archived: true, highlighted: true })).body.data).toMatchObject({ status: "quote_sent", archived: true, highlighted: true });
    expect((await patch(id!, { status: "won", archived: false })).body.data).toMatchObject({ status: "won", archived: false, highlighted: true });
    expect(await patch(id! + 1000, { status: "won" })).toEqual({ status: 404, body: { error: "That quote request does not exist." } });
  });

  it("the database refuses a lost without a reason, a reason without lost, and unknown values", async () => {
    const [id] = await seedLeads([{ name: "Dan", email: "dan@example.com" }]);
    for (const sql of [
      `UPDATE "leads" SET "status" = 'lost' WHERE "id" = ${id}`,
      `UPDATE "leads" SET "lost_reason" = 'price' WHERE "id" = ${id}`,
      `UPDATE "leads" SET "status" = 'lost', "lost_reason" = 'cheaper' WHERE "id" = ${id}`,
      `UPDATE "leads" SET "status" = 'maybe' WHERE "id" = ${id}`,
    ]) {
      await expect(getDb().$executeRawUnsafe(sql)).rejects.toThrow(/check constraint/);
    }
    expect(await getDb().$executeRaw`UPDATE "leads" SET "status" = 'lost', "lost_reason" = 'price' WHERE "id" = ${id}`).toBe(1);
  });
});

describe("Ask for a review without GOOGLE_REVIEW_URL", () => {
  it("answers 404, records nothing and sends nothing; the list says reviewRequests: false", async () => {
    const [id] = await seedLeads([{ name: "Nora", email: "nora@example.com" }]);
    await patch(id!, { status: "won" });
    const response = await reviewRoute(admin.request(`/api/admin/quotes/${id}/review-request`, { method: "POST" }), { params: Promise.resolve({ id: String(id) }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Review requests are not set up: GOOGLE_REVIEW_URL is not configured." });
    expect(await stored(id!)).toMatchObject({ reviewRequestedAt: null });
    expect(await getDb().leadNotification.count({ where: { leadId: id! } })).toBe(0);
    expect((await list()).body.reviewRequests).toBe(false);
  });
});

describe("the stored progress counts (lead_progress_counts)", () => {
  const stored = () =>
    getDb().$queryRaw<{ archived: boolean; status: string; total: number }[]>`
      SELECT "archived", "status", "total" FROM "lead_progress_counts" WHERE "total" <> 0 ORDER BY 1, 2`;
  const actual = () =>
    getDb().$queryRaw<{ archived: boolean; status: string; total: number }[]>`
      SELECT "archived", "status", count(*)::int AS "total" FROM "leads" WHERE "status" <> 'new' GROUP BY 1, 2 ORDER BY 1, 2`;

  it("follow status changes, archiving, deletes and truncation exactly; New requests take no row", async () => {
    const ids = await seedLeads(Array.from({ length: 8 }, (_, index) => ({ name: `Count ${index}`, email: `count${index}@example.com` })));
    expect(await stored()).toEqual([]);
    // An insert of a request already past New (a bulk load) is counted too.
    await getDb().$executeRaw`INSERT INTO "leads" ("name", "email", "phone", "status") VALUES ('Loaded', 'loaded@example.com', '0400 000 000', 'quote_sent')`;
    await getDb().$executeRaw`DELETE FROM "leads" WHERE "email" = 'loaded@example.com'`;
    await patch(ids[0]!, { status: "won" });
    await patch(ids[1]!, { status: "lost", lostReason: "timing", archived: true });
    await getDb().lead.updateMany({ where: { id: { in: ids.slice(2, 5) } }, data: { status: "contacted", archived: true } });
    await getDb().lead.updateMany({ where: { id: ids[2]! }, data: { highlighted: true } });
    await getDb().lead.deleteMany({ where: { id: { in: [ids[3]!, ids[7]!] } } });
    expect(await stored()).toEqual(await actual());
    expect(await stored()).toEqual([
      { archived: false, status: "won", total: 1 },
      { archived: true, status: "contacted", total: 2 },
      { archived: true, status: "lost", total: 1 },
    ]);
    expect((await list("?archived=true")).body.statusCounts).toEqual({ new: 0, contacted: 2, visit_booked: 0, quote_sent: 0, won: 0, lost: 1, overdue: 0 });
    expect((await list()).body.statusCounts).toEqual({ new: 2, contacted: 0, visit_booked: 0, quote_sent: 0, won: 1, lost: 0, overdue: 0 });
    await getDb().$executeRawUnsafe(`TRUNCATE "leads" CASCADE`);
    expect(await stored()).toEqual([]);
  });
});

describe("POST /api/admin/reply and the status", () => {
  it("moves New to Contacted and records the first response once; other statuses stay", async () => {
    const [fresh, quoted] = await seedLeads([
      { name: "Eve", email: "eve.status@example.com" },
      { name: "Fay", email: "fay.status@example.com" },
    ]);
    await patch(quoted!, { status: "quote_sent" });
    const replied = await json(await replyRoute(admin.request("/api/admin/reply", { body: { quoteId: fresh, subject: "Hi", message: "Hello" } }), undefined as never));
    expect(replied.body).toMatchObject({ success: true, to: "eve.status@example.com", status: "contacted" });
    expect((await stored(fresh!)).firstResponseAt!.toISOString()).toBe(replied.body.firstResponseAt);
    // Moved an hour back, so a second reply that wrote its own time would show (not a wait for the clock).
    await getDb().$executeRaw`UPDATE "leads" SET "firstResponseAt" = "firstResponseAt" - interval '1 hour' WHERE "id" = ${fresh}`;
    const firstResponse = (await stored(fresh!)).firstResponseAt!;
    await replyRoute(admin.request("/api/admin/reply", { body: { quoteId: fresh, subject: "Again", message: "Hello" } }), undefined as never);
    expect((await stored(fresh!)).firstResponseAt).toEqual(firstResponse);

    await replyRoute(admin.request("/api/admin/reply", { body: { quoteId: quoted, subject: "Hi", message: "Hello" } }), undefined as never);
    expect((await stored(quoted!)).status).toBe("quote_sent");
  });
});

describe("GET /api/admin/quotes: status filter, counts, overdue and oldest unanswered", () => {
  async function pipeline() {
    const ids = await seedLeads([
      { name: "New today", email: "a@example.com", createdAt: hoursAgo(1) },
      { name: "New 19h", email: "b@example.com", createdAt: hoursAgo(19) },
      { name: "New 21h", email: "c@example.com", service: "interior", createdAt: hoursAgo(21) },
      { name: "New 3d", email: "d@example.com", createdAt: hoursAgo(72) },
      { name: "Contacted", email: "e@example.com", service: "interior", createdAt: hoursAgo(30) },
      { name: "Quoted", email: "f@example.com", createdAt: hoursAgo(40) },
      { name: "Won", email: "g@example.com", createdAt: hoursAgo(50) },
      { name: "Lost", email: "h@example.com", createdAt: hoursAgo(60) },
      { name: "Archived new", email: "i@example.com", archived: true, createdAt: hoursAgo(80) },
    ]);
    await patch(ids[4]!, { status: "contacted" });
    await patch(ids[5]!, { status: "quote_sent" });
    await patch(ids[6]!, { status: "won" });
    await patch(ids[7]!, { status: "lost", lostReason: "price" });
    return ids;
  }
  const names = (body: { data: { name: string }[] }) => body.data.map((lead) => lead.name);

  it("marks overdue exactly the New requests older than 20 hours", async () => {
    await pipeline();
    const { body } = await list();
    const overdue = Object.fromEntries(body.data.map((lead: { name: string; overdue: boolean }) => [lead.name, lead.overdue]));
    expect(overdue).toEqual({ "New today": false, "New 19h": false, "New 21h": true, "New 3d": true, Contacted: false, Quoted: false, Won: false, Lost: false });
  });

  it("counts every status of the current view, whatever the status filter", async () => {
    await pipeline();
    const all = { new: 4, contacted: 1, visit_booked: 0, quote_sent: 1, won: 1, lost: 1, overdue: 2 };
    expect((await list()).body.statusCounts).toEqual(all);
    expect((await list("?status=won")).body.statusCounts).toEqual(all);
    expect((await list("?archived=true")).body.statusCounts).toEqual({ new: 1, contacted: 0, visit_booked: 0, quote_sent: 0, won: 0, lost: 0, overdue: 1 });
    expect((await list("?service=interior")).body.statusCounts).toEqual({ new: 1, contacted: 1, visit_booked: 0, quote_sent: 0, won: 0, lost: 0, overdue: 1 });
    expect((await list("?q=new")).body.statusCounts).toEqual({ new: 4, contacted: 0, visit_booked: 0, quote_sent: 0, won: 0, lost: 0, overdue: 2 });
  });

  it("filters by one status or overdue, newest first, with the filtered total", async () => {
    await pipeline();
    expect(names((await list("?status=new")).body)).toEqual(["New today", "New 19h", "New 21h", "New 3d"]);
    expect(names((await list("?status=lost")).body)).toEqual(["Lost"]);
    const overdue = await list("?status=overdue");
    expect(names(overdue.body)).toEqual(["New 21h", "New 3d"]);
    expect(overdue.body.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(names((await list("?status=overdue&limit=1&page=2")).body)).toEqual(["New 3d"]);
    expect(names((await list("?status=new&service=interior")).body)).toEqual(["New 21h"]);
  });

  it("sorts the New requests oldest first for oldest_unanswered", async () => {
    await pipeline();
    const oldest = await list("?sort=oldest_unanswered");
    expect(names(oldest.body)).toEqual(["New 3d", "New 21h", "New 19h", "New today"]);
    expect(oldest.body.pagination.total).toBe(4);
    expect(names((await list("?sort=oldest_unanswered&limit=2&page=2")).body)).toEqual(["New 19h", "New today"]);
    expect(names((await list("?sort=oldest_unanswered&status=overdue")).body)).toEqual(["New 3d", "New 21h"]);
    expect((await list("?sort=oldest_unanswered&status=won")).body.data).toEqual([]);
    expect(names((await list("?sort=newest")).body)[0]).toBe("New today");
  });

  it("answers 400 to a status or order it does not know", async () => {
    expect(await list("?status=pending")).toEqual({ status: 400, body: expect.objectContaining({ error: "status must be one of new, contacted, visit_booked, quote_sent, won, lost, overdue." }) });
    expect(await list("?sort=name")).toEqual({ status: 400, body: expect.objectContaining({ error: "sort must be one of newest, oldest_unanswered." }) });
    expect((await list("?status=new&status=won")).status).toBe(400);
  });
});

describe("notes", () => {
  it("adds, lists newest first, edits and deletes a note", async () => {
    const [id] = await seedLeads([{ name: "Gus", email: "gus@example.com" }]);
    const first = await addNote(id!, { body: "  Called, left a message.  " });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), body: "Called, left a message.", createdAt: expect.any(String), updatedAt: first.body.createdAt });
    // The first note a minute back: the edit's new time must show, without waiting for the clock.
    await getDb().$executeRaw`UPDATE "lead_notes" SET "createdAt" = "createdAt" - interval '1 minute', "updatedAt" = "updatedAt" - interval '1 minute' WHERE "id" = ${first.body.id}`;
    const written = (await list()).body.data[0].notes[0];
    expect(written).toMatchObject({ id: first.body.id, body: "Called, left a message." });
    const second = (await addNote(id!, { body: "Site visit Tuesday 9am" })).body;
    expect((await list()).body.data[0].notes).toEqual([second, written]);

    const edited = await editNote(id!, first.body.id, { body: "Called twice." });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: first.body.id, body: "Called twice.", createdAt: written.createdAt });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThan(new Date(written.updatedAt).getTime());
    expect((await list()).body.data[0].notes.map((note: { body: string }) => note.body)).toEqual(["Site visit Tuesday 9am", "Called twice."]);

    expect(await deleteNote(id!, second.id)).toEqual({ status: 204, body: null });
    expect((await list()).body.data[0].notes).toEqual([edited.body]);
  });

  it("answers 404 for a note that is not on that request, or a request that does not exist", async () => {
    const [mine, other] = await seedLeads([
      { name: "Hal", email: "hal@example.com" },
      { name: "Ida", email: "ida@example.com" },
    ]);
    const note = (await addNote(mine!, { body: "Mine" })).body;
    const notHere = { error: "That note does not exist on this request." };
    expect(await editNote(other!, note.id, { body: "Stolen" })).toEqual({ status: 404, body: notHere });
    expect(await deleteNote(other!, note.id)).toEqual({ status: 404, body: notHere });
    expect(await deleteNote(mine!, note.id + 1000)).toEqual({ status: 404, body: notHere });
    expect(await addNote(mine! + 1000, { body: "Lost" })).toEqual({ status: 404, body: { error: "That quote request does not exist." } });
    expect((await getDb().leadNote.findUniqueOrThrow({ where: { id: note.id } })).body).toBe("Mine");
  });

  it.each([
    [{ body: "   " }, "Write something in the note."],
    [{}, "Write something in the note."],
    [{ body: "x".repeat(2001) }, "A note must be at most 2,000 characters."],
    [{ body: 5 }, "Write something in the note."],
    [{ body: "ok", quoteId: 9 }, "Send the note as { body }."],
    [[], "Send the note as { body }."],
  ])("refuses the body %j with 400 and stores nothing", async (body, message) => {
    const [id] = await seedLeads([{ name: "Jo", email: "jo@example.com" }]);
    const result = await addNote(id!, body);
    expect(result).toMatchObject({ status: 400, body: { error: message } });
    expect(await getDb().leadNote.count()).toBe(0);
    const note = (await addNote(id!, { body: "Kept" })).body;
    expect((await editNote(id!, note.id, body)).status).toBe(400);
    expect((await getDb().leadNote.findUniqueOrThrow({ where: { id: note.id } })).body).toBe("Kept");
  });

  it("takes exactly 2,000 characters, refuses ids that are not numbers, and needs a session", async () => {
    const [id] = await seedLeads([{ name: "Kim", email: "kim@example.com" }]);
    expect((await addNote(id!, { body: "y".repeat(2000) })).status).toBe(201);
    expect((await addNote("abc", { body: "x" })).body.error).toBe("The quote id must be a whole number.");
    expect((await editNote(id!, "1.5", { body: "x" })).body.error).toBe("The note id must be a whole number.");
    expect((await addNote(id!, { body: "x" }, new Browser("198.51.100.212"))).status).toBe(401);
  });

  it("are found by the search, go with their request, and are never e-mailed", async () => {
    const outboxBefore = readOutbox(process.env.MAIL_OUTBOX_DIR!).length;
    const [id, other] = await seedLeads([
      { name: "Lee", email: "lee@example.com" },
      { name: "Max", email: "max@example.com" },
    ]);
    await addNote(id!, { body: "Wants Dulux Vivid White 100%_matt" });
    await addNote(id!, { body: "second note also says vivid" });
    expect((await list("?q=vivid white")).body.data.map((lead: { id: number }) => lead.id)).toEqual([id]);
    expect((await list("?q=VIVID")).body.pagination.total).toBe(1);
    expect((await list("?q=100%_")).body.pagination.total).toBe(1);
    expect((await list("?q=max")).body.data.map((lead: { id: number }) => lead.id)).toEqual([other]);
    const csv = await (await exportQuotes(admin.request("/api/admin/quotes/export?q=vivid"), undefined as never)).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(readOutbox(process.env.MAIL_OUTBOX_DIR!).length).toBe(outboxBefore);
    await getDb().lead.delete({ where: { id: id! } });
    expect(await getDb().leadNote.count()).toBe(0);
  });
});
