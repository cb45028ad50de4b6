import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as addNoteRoute } from "@/app/api/admin/quotes/[id]/notes/route";
import { PATCH as patchQuote } from "@/app/api/admin/quotes/[id]/route";
import { GET as exportQuotes } from "@/app/api/admin/quotes/export/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quotes/route";
import { POST as notSpamRoute } from "@/app/api/admin/spam/[id]/not-spam/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { Browser } from "./auth-helpers";
import { clearLeads, signedInBrowser } from "./inbox-helpers";

// Where a lead came from (utm tags and referring host): stored with the request or its spam row,
// moved by Not spam, shown in the list and the CSV with the other lead-pipeline columns.
let admin: Browser;
let ip = 10;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.241");
});
beforeEach(clearLeads);
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

const valid = { name: "Sam Source", email: "sam@example.com", phone: "0412 345 678", service: "interior", fillMs: 9_000 };
const post = async (body: Record<string, unknown>) => {
  const response = await contact(new Browser(`198.51.100.${ip++}`).request("/api/contact", { body: { idempotencyKey: randomUUID(), ...body } }));
  return { status: response.status, body: await response.json() };
};
const listed = async () => (await (await listQuotesRoute(admin.request("/api/admin/quotes"), undefined as never)).json()).data;

describe("the visit's source with a quote request", () => {
  it("stores the utm tags and the referring host", async () => {
    const stored = await post({ ...valid, utmSource: "google", utmMedium: "cpc", utmCampaign: "Spring repaint 2026", referrer: "www.google.com" });
    expect(stored.status).toBe(201);
    expect((await listed())[0]).toMatchObject({ id: stored.body.id, utmSource: "google", utmMedium: "cpc", utmCampaign: "Spring repaint 2026", referrer: "www.google.com" });
  });

  it("cuts long tags to length and drops what is not a host, never refusing the request", async () => {
    const stored = await post({ ...valid, utmSource: `  ${"s".repeat(150)}  `, utmMedium: "e\u0007mail\n", utmCampaign: 42, referrer: "https://evil.example/<script>" });
    expect(stored.status).toBe(201);
    const [row] = await listed();
    expect(row).toMatchObject({ utmSource: "s".repeat(100), utmMedium: "email", utmCampaign: null, referrer: null });
    for (const referrer of ["a".repeat(256), "host name", "-bad.example", "ex ample.com", 7]) {
      expect((await post({ ...valid, email: `r${ip}@example.com`, referrer })).status).toBe(201);
    }
    expect((await listed()).every((lead: { referrer: string | null }) => lead.referrer === null)).toBe(true);
  });

  it("keeps a spam request's source and moves it into the inbox with Not spam", async () => {
    expect((await post({ ...valid, fillMs: 500, utmSource: "facebook", utmMedium: "social", referrer: "l.facebook.com" })).status).toBe(201);
    const spam = await getDb().spamRequest.findFirstOrThrow();
    expect(spam).toMatchObject({ utmSource: "facebook", utmMedium: "social", utmCampaign: null, referrer: "l.facebook.com" });
    const moved = await notSpamRoute(admin.request(`/api/admin/spam/${spam.id}/not-spam`, { method: "POST" }), { params: Promise.resolve({ id: String(spam.id) }) });
    expect(moved.status).toBe(200);
    expect((await listed())[0]).toMatchObject({ utmSource: "facebook", utmMedium: "social", utmCampaign: null, referrer: "l.facebook.com", status: "new" });
  });
});

describe("the CSV's lead-pipeline columns", () => {
  it("adds status, lost reason, first response, note count, source and referrer after the original columns", async () => {
    const first = (await post({ ...valid, name: "Lost Lou", email: "lou@example.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "spring", referrer: "www.google.com" })).body.id;
    const second = (await post({ ...valid, name: "Plain Pat", email: "pat@example.com" })).body.id;
    await patchQuote(admin.request(`/api/admin/quotes/${first}`, { method: "PATCH", body: { status: "lost", lostReason: "went_elsewhere" } }), { params: Promise.resolve({ id: String(first) }) });
    for (const body of ["Called", "=cmd|' /C calc'!A0 never in the CSV"]) {
      await addNoteRoute(admin.request(`/api/admin/quotes/${first}/notes`, { body: { body } }), { params: Promise.resolve({ id: String(first) }) });
    }
    const text = await (await exportQuotes(admin.request("/api/admin/quotes/export"), undefined as never)).text();
    const [header, ...lines] = text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    expect(header).toBe(
      "ID,Submitted (Sydney),Name,Email,Phone,Service,Budget range,Timeline,Message,Highlighted,Archived,Last replied (Sydney),Status,Lost reason,First response (Sydney),Notes,Source,Referrer,Latest quote,Quote status,Quote total incl GST",
    );
    const byId = new Map(lines.map((line) => [Number(line.split(",")[0]), line]));
    expect(byId.get(first)).toMatch(/,no,no,,Lost,Went elsewhere,"\d\d\/\d\d\/\d{4}, \d\d:\d\d",2,google \/ cpc \/ spring,www\.google\.com,,,$/);
    expect(byId.get(second)).toMatch(/,no,no,,New,,,0,,,,,$/);
    expect(text).not.toContain("calc");
    // The export follows the status filter of the view.
    const lost = await (await exportQuotes(admin.request("/api/admin/quotes/export?status=lost"), undefined as never)).text();
    expect(lost.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("ends with the newest quote's number, status (Expired included) and total incl GST", async () => {
    const id = (await post({ ...valid, name: "Quoted Quinn", email: "quinn@example.com" })).body.id;
    const db = getDb();
    const quote = (number: number, version: number, status: string, totalCents: number, validUntil: string) =>
      db.$executeRaw`INSERT INTO "quotes" ("leadId", "number", "version", "status", "depositHundredths", "validDays", "subtotalCents", "gstCents", "totalCents", "sentAt", "validUntil")
        VALUES (${id}, ${number}, ${version}, ${status}, 1000, 30, 0, 0, ${totalCents}, ${new Date("2026-01-01T00:00:00Z")}, ${validUntil}::date)`;
    await quote(901, 1, "replaced", 100_000, "2026-01-31");
    await quote(901, 2, "sent", 156_365, "2026-01-31");
    const line = async () => {
      const text = await (await exportQuotes(admin.request("/api/admin/quotes/export"), undefined as never)).text();
      return text.split("\r\n").find((row) => row.startsWith(`${id},`))!;
    };
    expect(await line()).toMatch(/,Q-0901-B,Expired,1563\.65$/);
    await quote(902, 1, "accepted", 5, "2026-01-31");
    expect(await line()).toMatch(/,Q-0902,Accepted,0\.05$/);
  });
});
