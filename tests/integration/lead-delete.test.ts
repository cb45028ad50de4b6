import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as addNoteRoute } from "@/app/api/admin/quotes/[id]/notes/route";
import { DELETE as deleteLeadRoute } from "@/app/api/admin/quotes/[id]/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { leadMessages } from "@/lib/leads/model/admin-input-rules";
import { runDueJobs } from "@/lib/worker/worker";
import { purgeOldSpam } from "@/lib/leads/services/spam";
import { phonePhoto } from "../support/photos.mjs";
import { readOutbox } from "../support/outbox";
import { Browser } from "./auth-helpers";
import { clearLeads, signedInBrowser } from "./inbox-helpers";

/**
 * Privacy (issue "The site holds when someone abuses it", point 9): the owner deletes a lead,
 * and its photos, notes, alerts and everything else of it go with it, from the database.
 */
let admin: Browser;
let photo: Buffer;
let ip = 1;
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const remove = async (id: number | string, browser = admin, headers?: Record<string, string>) => {
  const response = await deleteLeadRoute(browser.request(`/api/admin/quotes/${id}`, { method: "DELETE", headers }), params(id));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A lead as a customer sends it, with a photo; then the owner's note on it. */
async function leadWithPhotoAndNote(email: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: "Del Ete", email, phone: "0412 345 678", service: "interior", fillMs: "9000", idempotencyKey: randomUUID() })) form.append(name, value);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "wall.jpg");
  const request = new Request(new Browser(`198.18.2.${ip++}`).request("/api/contact", { method: "POST" }), { body: form, duplex: "half" } as RequestInit);
  const answer = await contact(request);
  expect(answer.status).toBe(201);
  const id = ((await answer.json()) as { id: number }).id;
  expect((await addNoteRoute(admin.request(`/api/admin/quotes/${id}/notes`, { body: { body: "Gate code 1234" } }), params(id))).status).toBe(201);
  return id;
}

const leftOf = async (id: number) => ({
  lead: await getDb().lead.count({ where: { id } }),
  photos: await getDb().leadPhoto.count({ where: { leadId: id } }),
  notes: await getDb().leadNote.count({ where: { leadId: id } }),
  alerts: await getDb().leadNotification.count({ where: { leadId: id } }),
  bookingLinks: await getDb().bookingLink.count({ where: { leadId: id } }),
});

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.231");
  photo = await phonePhoto({ width: 600, height: 400 });
});
beforeEach(clearLeads);
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

describe("DELETE /api/admin/quotes/{id}", () => {
  it("deletes the lead with its photos, notes, alerts and booking links, and nothing of any other lead", async () => {
    const gone = await leadWithPhotoAndNote("gone@example.com");
    const kept = await leadWithPhotoAndNote("kept@example.com");
    expect(await leftOf(gone)).toMatchObject({ lead: 1, photos: 1, notes: 1, bookingLinks: 1 });
    const { status, body } = await remove(gone);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, id: gone });
    expect(await leftOf(gone)).toEqual({ lead: 0, photos: 0, notes: 0, alerts: 0, bookingLinks: 0 });
    expect(await leftOf(kept)).toMatchObject({ lead: 1, photos: 1, notes: 1, bookingLinks: 1 });
    // Its alerts' queued jobs find nothing to send: no e-mail about a deleted lead goes out.
    await runDueJobs(process.env.DATABASE_URL!);
    const mail = readOutbox(process.env.MAIL_OUTBOX_DIR!);
    expect(mail.filter((message) => message.to === "gone@example.com" || message.text.includes("gone@example.com"))).toEqual([]);
    expect(mail.filter((message) => message.to === "kept@example.com").length).toBe(1);
    // The inbox's counts follow (they are kept by triggers on the table).
    const counts = await getDb().$queryRaw<{ n: number }[]>`SELECT coalesce(sum("total"), 0)::int AS "n" FROM "lead_day_counts"`;
    expect(counts).toEqual([{ n: 1 }]);
  });

  it("answers 404 for a lead already gone and 400 for a bad id, changing nothing", async () => {
    const id = await leadWithPhotoAndNote("twice@example.com");
    expect((await remove(id)).status).toBe(200);
    expect(await remove(id)).toMatchObject({ status: 404, body: { error: leadMessages.notFound } });
    for (const bad of ["abc", "0", "-1", "1.5"]) expect((await remove(bad)).status).toBe(400);
  });

  it("is refused without a session (401) and from another site (403)", async () => {
    const id = await leadWithPhotoAndNote("guarded@example.com");
    expect((await remove(id, new Browser("198.51.100.232"))).status).toBe(401);
    expect((await remove(id, admin, { origin: "https://evil.example" })).status).toBe(403);
    expect(await leftOf(id)).toMatchObject({ lead: 1, photos: 1, notes: 1 });
  });
});

describe("spam past 30 days", () => {
  it("is purged with its photos by the hourly purge; newer spam stays", async () => {
    await getDb().spamRequest.create({ data: { name: "Old Bot", email: "old@example.com", phone: "0400 000 000", reason: "test", createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    const recent = await getDb().spamRequest.create({ data: { name: "New Bot", email: "new@example.com", phone: "0400 000 000", reason: "test" } });
    expect(await purgeOldSpam()).toBe(1);
    expect(await getDb().spamRequest.findMany({ select: { id: true } })).toEqual([{ id: recent.id }]);
  });
});
