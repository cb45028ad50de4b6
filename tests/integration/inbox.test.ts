import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchQuote } from "@/app/api/admin/quotes/[id]/route";
import { GET as exportQuotes } from "@/app/api/admin/quotes/export/route";
import { GET as listQuotesRoute } from "@/app/api/admin/quotes/route";
import { POST as replyRoute } from "@/app/api/admin/reply/route";
import { GET as contactList } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { readOutbox } from "../support/outbox";
import { leadSelect } from "@/lib/leads/model/row";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser, type SeedQuote } from "./inbox-helpers";

let admin: Browser;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.201");
});
beforeEach(clearLeads);
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

const list = async (query = "", browser = admin) => json(await listQuotesRoute(browser.request(`/api/admin/quotes${query}`), undefined as never));
const patch = async (id: string | number, body: unknown, headers?: Record<string, string>) =>
  json(await patchQuote(admin.request(`/api/admin/quotes/${id}`, { method: "PATCH", body, headers }), { params: Promise.resolve({ id: String(id) }) }));
const reply = async (body: unknown) => json(await replyRoute(admin.request("/api/admin/reply", { body }), undefined as never));

/** `count` quotes, one minute apart, the newest called "Customer 1". */
function numbered(count: number, extra: (index: number) => Partial<SeedQuote> = () => ({})): SeedQuote[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Customer ${index + 1}`,
    email: `customer${index + 1}@example.com`,
    createdAt: minutesAgo(index + 1),
    ...extra(index),
  }));
}

async function storedCounts() {
  const rows = await getDb().$queryRaw<{ archived: boolean; total: number }[]>`
    SELECT flag AS "archived", (SELECT coalesce(sum("total"), 0)::int FROM "lead_day_counts" WHERE "archived" = flag) AS "total"
    FROM (VALUES (false), (true)) AS flags(flag) ORDER BY flag`;
  const actual = await getDb().$queryRaw<{ archived: boolean; total: number }[]>`
    SELECT flag AS "archived", (SELECT count(*)::int FROM "leads" WHERE "archived" = flag) AS "total"
    FROM (VALUES (false), (true)) AS flags(flag) ORDER BY flag`;
  return { rows, actual };
}

describe("every inbox call needs an admin session", () => {
  it("answers 401 to a browser without one", async () => {
    const stranger = new Browser("198.51.100.202");
    const ctx = undefined as never;
    const responses = [
      await listQuotesRoute(stranger.request("/api/admin/quotes"), ctx),
      await exportQuotes(stranger.request("/api/admin/quotes/export"), ctx),
      await contactList(stranger.request("/api/contact"), ctx),
      await replyRoute(stranger.request("/api/admin/reply", { body: { quoteId: 1, subject: "s", message: "m" } }), ctx),
      await patchQuote(stranger.request("/api/admin/quotes/1", { method: "PATCH", body: { archived: true } }), { params: Promise.resolve({ id: "1" }) }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Authentication required. Please sign in." });
    }
  });
});

describe("GET /api/admin/quotes", () => {
  it("pages newest first, 10 by default, with the pagination block", async () => {
    await seedLeads(numbered(23));
    const first = await list("?page=1&limit=10&archived=false");
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });
    expect(first.body.data.map((lead: { name: string }) => lead.name)).toEqual(numbered(10).map((lead) => lead.name));
    expect(first.body.data[0]).toMatchObject({
      name: "Customer 1",
      email: "customer1@example.com",
      phone: "0400 000 000",
      highlighted: false,
      archived: false,
      lastRepliedAt: null,
    });
    expect(new Date(first.body.data[0].createdAt).toISOString()).toBe(first.body.data[0].createdAt);

    const defaults = await list();
    expect(defaults.body.pagination).toEqual(first.body.pagination);
    const last = await list("?page=3");
    expect(last.body.data.map((lead: { name: string }) => lead.name)).toEqual(["Customer 21", "Customer 22", "Customer 23"]);
    const beyond = await list("?page=4");
    expect(beyond).toEqual({
      status: 200,
      body: {
        data: [],
        pagination: { page: 4, limit: 10, total: 23, totalPages: 3 },
        statusCounts: { new: 23, contacted: 0, visit_booked: 0, quote_sent: 0, won: 0, lost: 0, overdue: 0 },
        reviewRequests: false,
      },
    });
    const wide = await list("?limit=50");
    expect(wide.body.data).toHaveLength(23);
  });

  it("reads every column of the one quote select, as Prisma reads it", async () => {
    const [id] = await seedLeads([{ name: "Row Type", email: "row@example.com", service: "repair", message: "Hall.", budgetRange: "Over $20,000", timeline: "Flexible", highlighted: true }]);
    await getDb().lead.update({ where: { id: id! }, data: { lastRepliedAt: minutesAgo(1) } });
    const viaPrisma = await getDb().lead.findUniqueOrThrow({ where: { id: id! }, select: leadSelect });
    const { body } = await list();
    // The list adds columns of its own: the last error of an alert that failed for good, how
    // many photos the request has, whether it is overdue, its notes and its written quotes.
    expect(body.data).toEqual([{ ...JSON.parse(JSON.stringify(viaPrisma)), alertError: null, photoCount: 0, overdue: false, notes: [], quotes: [] }]);
    expect(Object.keys(body.data[0]).sort()).toEqual([...Object.keys(leadSelect), "alertError", "photoCount", "overdue", "notes", "quotes"].sort());
  });

  it("keeps ties in a stable order by id", async () => {
    const same = new Date("2026-11-01T00:00:00Z");
    await seedLeads(numbered(3, () => ({ createdAt: same })));
    const ids = (await list()).body.data.map((lead: { id: number }) => lead.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("shows the active or the archived view", async () => {
    await seedLeads(numbered(5, (index) => ({ archived: index < 2 })));
    const archived = await list("?archived=true");
    expect(archived.body.pagination.total).toBe(2);
    expect(archived.body.data.every((lead: { archived: boolean }) => lead.archived)).toBe(true);
    expect((await list("?archived=false")).body.pagination.total).toBe(3);
  });

  it.each([
    ["?page=0", "page must be between 1 and 1000000."],
    ["?page=-1", "page must be a whole number."],
    ["?page=abc", "page must be a whole number."],
    ["?page=1.5", "page must be a whole number."],
    ["?page=", "page must be a whole number."],
    ["?limit=0", "limit must be between 1 and 50."],
    ["?limit=51", "limit must be between 1 and 50."],
    ["?limit=ten", "limit must be a whole number."],
    ["?archived=yes", "archived must be true or false."],
    ["?archived=1", "archived must be true or false."],
    ["?page=1&page=2", "page must be a whole number."],
    ["?service=plumbing", "service must be one of interior, exterior, commercial, repair, consultation, other, none."],
    [`?q=${"x".repeat(101)}`, "Search text must be at most 100 characters."],
  ])("refuses %s with 400", async (query, message) => {
    const result = await list(query);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(message);
  });

  it("searches name, e-mail and phone, in any case, taking % and _ literally", async () => {
    await seedLeads([
      { name: "Olivia Nguyen", email: "olivia@example.com", phone: "0412 111 222", createdAt: minutesAgo(1) },
      { name: "Jack Smith", email: "jack.smith@mail.net", phone: "0298 765 432", createdAt: minutesAgo(2) },
      { name: "Mia 100% Brown", email: "mia@example.org", phone: "0433 000 999", createdAt: minutesAgo(3) },
      { name: "Archived Olivia", email: "old@example.com", archived: true, createdAt: minutesAgo(4) },
    ]);
    const names = async (query: string) => (await list(query)).body.data.map((lead: { name: string }) => lead.name);
    expect(await names("?q=OLIVIA")).toEqual(["Olivia Nguyen"]);
    expect(await names("?q=mail.net")).toEqual(["Jack Smith"]);
    expect(await names("?q=765")).toEqual(["Jack Smith"]);
    expect(await names("?q=100%25")).toEqual(["Mia 100% Brown"]);
    expect(await names("?q=%25")).toEqual(["Mia 100% Brown"]);
    expect(await names("?q=_")).toEqual([]);
    expect(await names("?q=example")).toEqual(["Olivia Nguyen", "Mia 100% Brown"]);
    expect(await names("?q=olivia&archived=true")).toEqual(["Archived Olivia"]);
    expect(await names("?q=%20%20")).toHaveLength(3); // blank search means no search
    const searched = await list("?q=example&limit=1");
    expect(searched.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
  });

  it("filters by service, including requests without one", async () => {
    await seedLeads(numbered(6, (index) => ({ service: [null, "interior", "exterior", "interior", "other", null][index] })));
    const services = async (query: string) => (await list(query)).body.data.map((lead: { service: string | null }) => lead.service);
    expect(await services("?service=interior")).toEqual(["interior", "interior"]);
    expect(await services("?service=none")).toEqual([null, null]);
    expect(await services("?service=")).toHaveLength(6);
    expect((await list("?service=interior&q=customer2")).body.data).toHaveLength(1);
  });
});

describe("the stored totals (lead_day_counts)", () => {
  it("follow inserts, archiving, deletes and truncation exactly", async () => {
    await seedLeads(numbered(7));
    let counts = await storedCounts();
    expect(counts.rows).toEqual(counts.actual);
    expect(counts.rows).toEqual([{ archived: false, total: 7 }, { archived: true, total: 0 }]);
    await getDb().lead.updateMany({ where: { name: { in: ["Customer 1", "Customer 2", "Customer 3"] } }, data: { archived: true } });
    await getDb().lead.updateMany({ where: { name: "Customer 1" }, data: { highlighted: true } });
    await getDb().lead.updateMany({ where: { name: "Customer 2" }, data: { archived: false } });
    await getDb().lead.deleteMany({ where: { name: { in: ["Customer 3", "Customer 4"] } } });
    counts = await storedCounts();
    expect(counts.rows).toEqual(counts.actual);
    expect(counts.rows).toEqual([{ archived: false, total: 4 }, { archived: true, total: 1 }]);
    // CASCADE: a request's alerts (lead_notifications) go with it.
    await getDb().$executeRaw`TRUNCATE "leads" CASCADE`;
    expect((await storedCounts()).rows).toEqual([{ archived: false, total: 0 }, { archived: true, total: 0 }]);
  });
});

describe("paging through day buckets", () => {
  it("gives every page exactly what a plain OFFSET would, across days and midnights", async () => {
    const midnight = Date.UTC(2026, 10, 20);
    const leads: SeedQuote[] = [];
    for (let i = 0; i < 61; i++) {
      // Irregular days, several rows on the same instant, some exactly at UTC midnight.
      const day = [0, 0, 1, 3, 3, 3, 4, 7, 9][i % 9]!;
      const offsetMs = i % 5 === 0 ? 0 : (i % 7) * 3_600_000 + (i % 3) * 1000;
      leads.push({ name: `Q${i}`, email: `q${i}@example.com`, archived: i % 4 === 0, createdAt: new Date(midnight - day * 86_400_000 + offsetMs) });
    }
    await seedLeads(leads);
    await getDb().lead.updateMany({ where: { name: { in: ["Q1", "Q2", "Q8"] } }, data: { archived: true } });
    const buckets = await getDb().$queryRaw<{ archived: boolean; day: Date; total: number }[]>`SELECT * FROM "lead_day_counts" WHERE "total" <> 0 ORDER BY 1, 2`;
    const actual = await getDb().$queryRaw<{ archived: boolean; day: Date; total: number }[]>`
      SELECT "archived", ("createdAt" AT TIME ZONE 'UTC')::date AS "day", count(*)::int AS "total" FROM "leads" GROUP BY 1, 2 ORDER BY 1, 2`;
    expect(buckets).toEqual(actual);

    for (const archived of [false, true]) {
      const expected = await getDb().lead.findMany({ where: { archived }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      for (const limit of [1, 4, 7]) {
        const pages = Math.ceil(expected.length / limit);
        const seen: number[] = [];
        for (let page = 1; page <= pages + 1; page++) {
          const result = await list(`?archived=${archived}&limit=${limit}&page=${page}`);
          expect(result.body.pagination).toEqual({ page, limit, total: expected.length, totalPages: pages });
          seen.push(...result.body.data.map((lead: { id: number }) => lead.id));
        }
        expect(seen).toEqual(expected.map((lead) => lead.id));
      }
    }
  });
});

describe("PATCH /api/admin/quotes/{id}", () => {
  it("highlights and archives independently; the lists follow", async () => {
    const [leadId] = await seedLeads(numbered(1));
    // The answer is the whole row as the list shows it (a superset of { id, highlighted, archived }).
    expect(await patch(leadId!, { highlighted: true })).toMatchObject({
      status: 200,
      body: { success: true, data: { id: leadId!, highlighted: true, archived: false } },
    });
    expect(await patch(leadId!, { archived: true })).toMatchObject({ status: 200, body: { data: { highlighted: true, archived: true } } });
    expect((await list()).body.pagination.total).toBe(0);
    expect((await list("?archived=true")).body.data[0]).toMatchObject({ id: leadId!, highlighted: true, archived: true });
    expect(await patch(leadId!, { highlighted: false, archived: false })).toMatchObject({ status: 200, body: { data: { highlighted: false, archived: false } } });
    expect((await list()).body.pagination.total).toBe(1);
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const [leadId] = await seedLeads(numbered(1));
    expect(await patch(leadId! + 1000, { archived: true })).toEqual({ status: 404, body: { error: "That quote request does not exist." } });
    for (const id of ["abc", "0", "1.5", "-3", "99999999999"]) {
      expect((await patch(id, { archived: true })).status).toBe(400);
    }
  });

  it.each([
    [{}, "Send highlighted, archived, status and/or lostReason."],
    [{ highlighted: "yes" }, "highlighted must be true or false."],
    [{ archived: 1 }, "archived must be true or false."],
    [{ archived: true, name: "Mallory" }, "Only highlighted, archived, status and lostReason can be changed."],
    [[true], "Send an object with highlighted, archived, status and/or lostReason."],
    [null, "Send an object with highlighted, archived, status and/or lostReason."],
  ])("refuses the body %j with 400 and changes nothing", async (body, message) => {
    const [leadId] = await seedLeads(numbered(1));
    const result = await patch(leadId!, body);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(message);
    expect(await getDb().lead.findUniqueOrThrow({ where: { id: leadId! } })).toMatchObject({ highlighted: false, archived: false, name: "Customer 1" });
  });

  it("refuses a body that is not JSON, and a cross-site request", async () => {
    const [leadId] = await seedLeads(numbered(1));
    expect((await patch(leadId!, "{not json")).status).toBe(400);
    expect((await patch(leadId!, { archived: true }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await getDb().lead.findUniqueOrThrow({ where: { id: leadId! } })).archived).toBe(false);
  });
});

function outboxTo(to: string) {
  return readOutbox(process.env.MAIL_OUTBOX_DIR!).filter((mail) => mail.to === to);
}

describe("POST /api/admin/reply", () => {
  it("sends to the quote's own address through lib/mail and records the time", async () => {
    const [leadId] = await seedLeads([{ name: "Ava <b>Lee</b>", email: "ava.reply@example.com", createdAt: minutesAgo(5) }]);
    const result = await reply({ quoteId: leadId!, email: "ava.reply@example.com", subject: "Re: Your Quote Request - Ava", message: "Hi Ava,\n<script>x</script>" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, to: "ava.reply@example.com" });
    const mails = outboxTo("ava.reply@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "Re: Your Quote Request - Ava", text: "Hi Ava,\n<script>x</script>", replyTo: "support@orbitpainting.com.au" });
    expect(mails[0]!.html).toContain("&lt;script&gt;");
    expect(mails[0]!.html).not.toContain("<script>");
    const stored = await getDb().lead.findUniqueOrThrow({ where: { id: leadId! } });
    expect(stored.lastRepliedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect((await list()).body.data[0].lastRepliedAt).toBe(stored.lastRepliedAt!.toISOString());
  });

  it("never sends to an address the browser picks", async () => {
    const [leadId] = await seedLeads([{ name: "Ben", email: "ben.reply@example.com" }]);
    const result = await reply({ quoteId: leadId!, email: "attacker@example.net", subject: "s", message: "m" });
    expect(result).toEqual({ status: 400, body: { error: "Replies go to the e-mail address of the quote request only." } });
    expect(outboxTo("attacker@example.net")).toHaveLength(0);
    expect(outboxTo("ben.reply@example.com")).toHaveLength(0);
    // Without `email`, the quote's address is used.
    expect((await reply({ quoteId: leadId!, subject: "s", message: "m" })).body.to).toBe("ben.reply@example.com");
  });

  it("refuses missing fields and unknown quotes, sending nothing", async () => {
    const [leadId] = await seedLeads([{ name: "Cleo", email: "cleo.reply@example.com" }]);
    for (const body of [
      { quoteId: leadId!, subject: "   ", message: "m" },
      { quoteId: leadId!, subject: "s", message: "" },
      { quoteId: leadId!, subject: "s" },
    ]) {
      expect(await reply(body)).toMatchObject({ status: 400, body: { error: "Please fill in all fields before sending." } });
    }
    expect((await reply({ quoteId: "one", subject: "s", message: "m" })).status).toBe(400);
    expect((await reply({ email: "cleo.reply@example.com", subject: "s", message: "m" })).status).toBe(400);
    expect(await reply({ quoteId: leadId! + 1000, subject: "s", message: "m" })).toEqual({ status: 404, body: { error: "That quote request no longer exists." } });
    expect(outboxTo("cleo.reply@example.com")).toHaveLength(0);
    expect((await getDb().lead.findUniqueOrThrow({ where: { id: leadId! } })).lastRepliedAt).toBeNull();
  });
});

describe("GET /api/admin/quotes/export", () => {
  it("exports the whole current view as safe CSV", async () => {
    await seedLeads([
      { name: 'Dana "DJ" Jones', email: "dana@example.com", phone: "+61 400 111 222", service: "interior", message: "Line one,\nline two", createdAt: minutesAgo(1) },
      { name: "=HYPERLINK(\"http://evil\")", email: "eve@example.com", service: "exterior", message: "@SUM(A1)", createdAt: minutesAgo(2) },
      { name: "Archived Al", email: "al@example.com", archived: true, createdAt: minutesAgo(3) },
      ...numbered(1200, (index) => ({ email: `bulk${index}@example.com`, createdAt: minutesAgo(10 + index) })),
    ]);
    const response = await exportQuotes(admin.request("/api/admin/quotes/export?archived=false"), undefined as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orbit-quotes-active-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    // The original columns in their order, then the lead pipeline's.
    expect(text.startsWith("ID,Submitted (Sydney),Name,Email,Phone,Service,Budget range,Timeline,Message,Highlighted,Archived,Last replied (Sydney),")).toBe(true);
    expect(text.split("\r\n")[0]!.endsWith(",Last replied (Sydney),Status,Lost reason,First response (Sydney),Notes,Source,Referrer,Latest quote,Quote status,Quote total incl GST")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines[1]).toMatch(/^\d+,"\d\d\/\d\d\/\d{4}, \d\d:\d\d","Dana ""DJ"" Jones",dana@example.com,'\+61 400 111 222,Interior Painting,,,"Line one,\nline two",no,no,,New,,,0,,,,,$/);
    expect(lines[2]).toMatch(/^\d+,"[^"]+","'=HYPERLINK\(""http:\/\/evil""\)",eve@example.com,0400 000 000,Exterior Painting,,,'@SUM\(A1\),no,no,,New,,,0,,,,,$/);
    // Every active row, across the keyset batches, and no archived one.
    expect(lines.filter((line) => line !== "")).toHaveLength(1 + 2 + 1200);
    expect(text).not.toContain("Archived Al");

    const filtered = await (await exportQuotes(admin.request("/api/admin/quotes/export?archived=false&q=dana"), undefined as never)).text();
    expect(filtered.split("\r\n").filter(Boolean)).toHaveLength(2);
    const archived = await (await exportQuotes(admin.request("/api/admin/quotes/export?archived=true"), undefined as never)).text();
    expect(archived).toContain("Archived Al");
    expect((await exportQuotes(admin.request("/api/admin/quotes/export?archived=perhaps"), undefined as never)).status).toBe(400);
  });
});

describe("GET /api/contact (the dashboard's list)", () => {
  it("returns the newest active requests in the public shape, with the total", async () => {
    await seedLeads([
      { name: "Finn", email: "finn@example.com", service: "commercial", budgetRange: "$5,000 - $10,000", timeline: "Within a month", message: "Office", createdAt: minutesAgo(1) },
      { name: "Gone", email: "gone@example.com", archived: true, createdAt: minutesAgo(2) },
    ]);
    const result = await json(await contactList(admin.request("/api/contact"), undefined as never));
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(1);
    expect(result.body.data).toEqual([
      {
        id: expect.any(Number),
        name: "Finn",
        email: "finn@example.com",
        phone: "0400 000 000",
        message: "Office",
        createdAt: expect.any(String),
        projectType: "commercial",
        budgetRange: "$5,000 - $10,000",
        timeline: "Within a month",
        lastRepliedAt: null,
        alertError: null,
        photoCount: 0,
        status: "new",
        lostReason: null,
        overdue: false,
        firstResponseAt: null,
        notes: [],
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: null,
        estimate: null,
      },
    ]);
    expect(result.body.statusCounts).toEqual({ new: 1, contacted: 0, visit_booked: 0, quote_sent: 0, won: 0, lost: 0, overdue: 0 });
    expect((await contactList(admin.request("/api/contact?page=0"), undefined as never)).status).toBe(400);
  });
});
