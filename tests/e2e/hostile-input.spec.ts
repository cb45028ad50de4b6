import { createHash, randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiRoutes, type Method } from "../support/api-routes";
import { expect, queryDatabase, seedLeads, test, openAsOwner } from "./support/inbox-helpers";

/**
 * Every route handler gets malformed JSON, wrong types, missing and extra fields, huge
 * strings, control characters and odd unicode, SQL and HTML payloads, wrong methods and content
 * types. Every answer must be a 4xx with a JSON `error`, never a 5xx, and nothing is stored.
 * API behaviour does not depend on the viewport: the servers project runs it, once.
 */
test.describe.configure({ timeout: 120_000 });

interface JsonRoute {
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  /** A well-formed body of the right shape, which the variants below spoil. */
  valid: Record<string, unknown>;
  /**
   * Free text is free: a name or a message may hold markup or SQL and is then stored as text
   * (customer-html.spec.ts shows it stays text). So the odd-string variants also carry this one
   * invalid field, making the whole body wrong: the server must refuse it and stay up.
   */
  spoil: Record<string, unknown>;
  /** Optional fields, for which null means "not given". */
  optional?: string[];
  /**
   * A plain form post (application/x-www-form-urlencoded, from a page cached before the page's
   * forms posted to server actions) is sent back to the customer's page, unread: checked apart.
   */
  form?: boolean;
}

const allMethods: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** Every API address and the methods it takes, walked from app/api as the guard sweep does. */
const routes = apiRoutes();

test("the walk finds every API address with the methods it takes", () => {
  expect(routes).toContainEqual(expect.objectContaining({ url: "/api/contact", methods: ["GET", "POST"] }));
  expect(routes).toContainEqual(expect.objectContaining({ url: "/api/admin/quotes/1", methods: ["PATCH", "DELETE"] }));
  expect(routes).toContainEqual(expect.objectContaining({ url: "/api/admin/push", methods: ["GET", "POST", "DELETE"] }));
  expect(routes).toContainEqual(expect.objectContaining({ url: "/api/health", methods: ["GET"] }));
});

/** What the written quotes' routes are tried on: a draft, a sent quote's link, a declined one's, a rate card item. */
interface QuoteTargets {
  quoteId: number;
  openToken: string;
  declinedToken: string;
  rateCardItemId: number;
}

const jsonRoutes = (leadId: number, noteId: number, quote: QuoteTargets, bookingToken: string): JsonRoute[] => [
  {
    method: "POST",
    path: "/api/contact",
    valid: { name: "Jo Citizen", email: "jo@example.com", phone: "0412 345 678", service: "interior" },
    spoil: { phone: "1" },
    optional: ["service"],
  },
  { method: "POST", path: "/api/login", valid: { username: "owner", password: "not-the-password" }, spoil: {} },
  // The estimate stores nothing; every variant must still be a clear 4xx.
  { method: "POST", path: "/api/estimate", valid: { exterior: { fences: { metres: 20 } } }, spoil: {} },
  { method: "POST", path: "/api/admin/send-verification", valid: { type: "email" }, spoil: {} },
  { method: "POST", path: "/api/admin/verify-code", valid: { code: "123456", type: "email" }, spoil: {} },
  { method: "PATCH", path: `/api/admin/quotes/${leadId}`, valid: { highlighted: true }, spoil: {} },
  { method: "PATCH", path: `/api/admin/quotes/${leadId}`, valid: { status: "lost", lostReason: "price" }, spoil: {} },
  // A note's text is free text: the unknown field spoils the odd-string variants.
  { method: "POST", path: `/api/admin/quotes/${leadId}/notes`, valid: { body: "Called back" }, spoil: { quoteId: leadId } },
  { method: "PATCH", path: `/api/admin/quotes/${leadId}/notes/${noteId}`, valid: { body: "Called twice" }, spoil: { quoteId: leadId } },
  { method: "POST", path: "/api/admin/reply", valid: { quoteId: leadId, subject: "Your quote", message: "Hello" }, spoil: { quoteId: "1" } },
  {
    method: "POST",
    path: "/api/admin/push",
    // A push service the test server accepts (PUSH_SERVICE_HOSTS), so each variant is refused
    // for its own fault; the count below includes this address.
    valid: { endpoint: "https://localhost/hostile-input", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } },
    spoil: { endpoint: "http://localhost/not-https" },
  },
  { method: "DELETE", path: "/api/admin/push", valid: { endpoint: "https://localhost/hostile-input" }, spoil: {} },
  // Written quotes: free text (a name, notes) may hold anything, so an invalid field spoils those
  // variants. A PATCH's fields are each optional: one left out is still a change.
  { method: "POST", path: "/api/admin/rate-card", valid: { name: "Feature wall", unit: "m2", unitPriceCents: 3400 }, spoil: { unitPriceCents: -1 } },
  { method: "PATCH", path: `/api/admin/rate-card/${quote.rateCardItemId}`, valid: { name: "Walls", unitPriceCents: 2500 }, spoil: { unitPriceCents: 0.5 }, optional: ["name", "unitPriceCents"] },
  { method: "PATCH", path: "/api/admin/quote-settings", valid: { terms: "Our terms", validDays: 14 }, spoil: { validDays: 0 }, optional: ["terms", "validDays"] },
  {
    method: "POST",
    path: `/api/admin/leads/${leadId}/quotes`,
    valid: { lines: [{ description: "Walls", quantity: 10, unit: "m2", unitPriceCents: 2400 }], notes: "Scope" },
    spoil: { validDays: 0 },
    optional: ["notes"],
  },
  { method: "PATCH", path: `/api/admin/leads/${leadId}/quotes/${quote.quoteId}`, valid: { notes: "Scope", depositPercent: 5 }, spoil: { depositPercent: 50 }, optional: ["notes", "depositPercent"] },
  // The customer's: a valid body's answer would be a 409 here (the decline's target is declined already).
  { method: "POST", path: `/api/quote/${quote.openToken}/accept`, valid: { name: "Jo Citizen", agree: true }, spoil: { agree: false }, form: true },
  { method: "POST", path: `/api/quote/${quote.declinedToken}/decline`, valid: { reason: "Too dear" }, spoil: { extra: 1 }, optional: ["reason"], form: true },
  { method: "POST", path: `/api/quote/${quote.openToken}/question`, valid: { message: "When can you start?" }, spoil: { extra: 1 }, form: true },
  // A customer's booking (the target request's own link): the address is free text, so the odd strings also carry a start that is no time.
  {
    method: "POST",
    path: `/api/booking/${bookingToken}`,
    valid: { start: "2030-01-07T09:00:00+11:00", address: { street: "12 Smith Street", suburb: "Parramatta", postcode: "2150" } },
    spoil: { start: "2030-01-07 at nine" },
  },
];

const hostileStrings = [
  "a\u0000b",
  "\u0007\u001b[31m\u0008",
  "\ud800 lone surrogate",
  "\u202eevil\u202c \u200b\ufeff",
  "' OR 1=1; DROP TABLE leads; --",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "x".repeat(20_000),
];

/** The variants of one body: each must be refused. */
function spoiled({ valid, spoil, optional = [] }: JsonRoute): { label: string; body: string }[] {
  const keys = Object.keys(valid);
  const variants: { label: string; body: string }[] = [
    { label: "malformed JSON", body: '{"a": ' },
    { label: "JSON null", body: "null" },
    { label: "a JSON array", body: "[]" },
    { label: "a JSON string", body: '"hello"' },
    { label: "a JSON number", body: "42" },
    { label: "an empty object", body: "{}" },
    { label: "only unknown fields", body: JSON.stringify({ isAdmin: true, role: "admin", constructor: { prototype: { admin: true } } }) },
    { label: "a prototype-pollution key", body: '{"__proto__": {"admin": true}}' },
    { label: "a huge body", body: JSON.stringify({ ...valid, padding: "x".repeat(2_000_000) }) },
  ];
  for (const key of keys) {
    for (const wrong of [null, 12345, true, [], {}, ["a", "b"], 1e308]) {
      if (typeof valid[key] === typeof wrong && !Array.isArray(wrong) && wrong !== null) continue;
      if (wrong === null && optional.includes(key)) continue;
      variants.push({ label: `${key} as ${JSON.stringify(wrong)}`, body: JSON.stringify({ ...valid, [key]: wrong }) });
    }
    const others = Object.fromEntries(keys.filter((other) => other !== key).map((other) => [other, valid[other]]));
    if (!optional.includes(key)) variants.push({ label: `${key} missing`, body: JSON.stringify(others) });
  }
  for (const text of hostileStrings) {
    for (const key of keys) {
      if (key in spoil) continue;
      variants.push({ label: `${key} = ${JSON.stringify(text.slice(0, 30))}`, body: JSON.stringify({ ...valid, ...spoil, [key]: text }) });
    }
  }
  return variants;
}

async function expectClearRefusal(response: Awaited<ReturnType<APIRequestContext["fetch"]>>, label: string) {
  const status = response.status();
  expect(status, `${label}: status`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: status`).toBeLessThan(500);
  expect(response.headers()["content-type"] ?? "(none)", `${label}: content type`).toContain("application/json");
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error === "string" && body.error.length > 5, `${label}: a JSON error message, got ${JSON.stringify(body)}`).toBe(true);
}

/**
 * What this test could change: its target request (flags, status, notes), and requests stored
 * from its bodies (the contact body's name and e-mail, or a hostile string). Other specs store
 * and change their own requests meanwhile (two workers), so the rest of the table is theirs.
 */
async function snapshot(leadId: number, since: number) {
  const [leads] = await queryDatabase<{ flags: string; strays: string }>(
    `SELECT (SELECT id || ':' || highlighted || archived || coalesce("lastRepliedAt"::text, '-') || "status" || coalesce("lost_reason", '-')
             FROM "leads" WHERE "id" = $1) AS flags,
            (SELECT count(*)::text FROM "leads"
             WHERE "id" > $2 AND ("name" = 'Jo Citizen' OR "email" = 'jo@example.com' OR "name" = ANY($3) OR "email" = ANY($3))) AS strays`,
    [leadId, since, hostileStrings.filter((text) => !text.includes("\u0000"))],
  );
  const [notes] = await queryDatabase<{ notes: string }>(
    `SELECT coalesce(string_agg("id" || ':' || "body" || "updatedAt"::text, ',' ORDER BY "id"), '') AS notes FROM "lead_notes" WHERE "leadId" = $1`,
    [leadId],
  );
  // The target's visits and the owner's settings: nothing booked, nothing saved.
  const [visits] = await queryDatabase<{ visits: string; settings: string }>(
    `SELECT (SELECT count(*)::text FROM "visits" WHERE "leadId" = $1) AS visits, (SELECT coalesce(max("settings"::text), '-') FROM "visit_availability") AS settings`,
    [leadId],
  );
  // push.spec.ts saves and removes its own devices meanwhile (push.invalid, its local stand-in).
  const [push] = await queryDatabase<{ count: string }>(
    `SELECT count(*)::text AS count FROM "push_subscriptions" WHERE "endpoint" NOT LIKE 'https://push.invalid/%' AND "endpoint" NOT LIKE 'https://localhost:%'`,
  );
  return { quotes: leads, push, notes, visits };
}

test("every route handler refuses hostile input with a clear 4xx and stores nothing", async ({ page, baseURL }) => {
  const [leadId] = await seedLeads([{ name: "Hostile Input Target", email: "target@example.com" }]);
  const [note] = await queryDatabase<{ id: number }>(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, 'The one note') RETURNING "id"`, [leadId]);
  // Its booking link, as a request's answer would hand it out: the token here, its SHA-256 stored.
  const bookingToken = randomBytes(32).toString("base64url");
  await queryDatabase(`INSERT INTO "booking_links" ("tokenHash", "leadId") VALUES ($1, $2)`, [createHash("sha256").update(bookingToken).digest("hex"), leadId]);
  await openAsOwner(page, "/quote-requests");
  const [{ last }] = await queryDatabase<{ last: number }>(`SELECT coalesce(max("id"), 0)::int AS "last" FROM "leads"`) as [{ last: number }];
  const origin = new URL(baseURL!).origin;
  // Signed in (the page's cookies), from our own origin: only the input is wrong.
  const api = page.request;
  // Made first: declining one of them makes the target Lost, which the snapshot then expects.
  const quoteTargets = await writtenQuoteTargets(api, origin, leadId!);
  const quotesBefore = await quoteSnapshot(leadId!);
  const before = await snapshot(leadId!, last);
  expect(before.quotes!.strays).toBe("0");

  for (const route of jsonRoutes(leadId!, note!.id, quoteTargets, bookingToken)) {
    for (const variant of spoiled(route)) {
      const response = await api.fetch(route.path, { method: route.method, data: variant.body, headers: { "content-type": "application/json", origin } });
      await expectClearRefusal(response, `${route.method} ${route.path} with ${variant.label}`);
    }
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) {
      const response = await api.fetch(route.path, { method: route.method, data: JSON.stringify(route.valid), headers: { "content-type": type, origin }, maxRedirects: 0 });
      if (route.form && type === "application/x-www-form-urlencoded") {
        // A plain form: back to the page (its forms post to server actions), nothing read, nothing in the address.
        expect(response.status(), `${route.path} as a form`).toBe(303);
        expect(response.headers()["location"], `${route.path} as a form`).toMatch(/^\/quote\/[A-Za-z0-9_-]{43}#(accept|decline|question)$/);
        continue;
      }
      await expectClearRefusal(response, `${route.method} ${route.path} as ${type}`);
    }
  }

  const badQueries = [
    "page=0", "page=-1", "page=1.5", "page=abc", "page=99999999999", "limit=0", "limit=51", "limit=1e3", "archived=maybe", "archived=1",
    "service=bogus", "q=" + "x".repeat(500), "q=a%00b", "page=1&page=2", "service=%3Cscript%3E",
    "status=bogus", "status=New", "status=%3Cscript%3E", "status=new&status=won", "sort=bogus", "sort=oldest",
  ];
  // Each list takes only some parameters; one it does not take is ignored there, not an error.
  const takes = { "/api/admin/quotes": /./, "/api/admin/quotes/export": /^(archived|service|q|status)=/, "/api/contact": /^(page|service|q|status|sort)=/ };
  for (const [path, accepted] of Object.entries(takes)) {
    for (const query of badQueries) {
      if (!accepted.test(query)) continue;
      await expectClearRefusal(await api.get(`${path}?${query}`), `GET ${path}?${query}`);
    }
  }
  for (const query of ["endpoint=a%00b", `endpoint=${"x".repeat(1001)}`]) {
    await expectClearRefusal(await api.get(`/api/admin/push?${query}`), `GET /api/admin/push?${query.slice(0, 30)}`);
  }
  for (const id of ["0", "-1", "abc", "1.5", "99999999999", "%00", "1%20OR%201=1"]) {
    const response = await api.fetch(`/api/admin/quotes/${id}`, { method: "PATCH", data: { highlighted: true }, headers: { origin } });
    await expectClearRefusal(response, `PATCH /api/admin/quotes/${id}`);
    const notes = await api.fetch(`/api/admin/quotes/${leadId}/notes/${id}`, { method: "DELETE", headers: { origin } });
    await expectClearRefusal(notes, `DELETE /api/admin/quotes/${leadId}/notes/${id}`);
  }
  for (const id of ["0", "-1", "abc", "1.5", "99999999999", "%00", "1%20OR%201=1"]) {
    await expectClearRefusal(await api.fetch(`/api/admin/leads/${id}/booking-link`, { method: "POST", headers: { origin } }), `POST /api/admin/leads/${id}/booking-link`);
  }
  // Booking links that are no link: 404, on every booking address.
  for (const token of ["x".repeat(43), "short", "%00", "..%2F..%2Fetc", "a".repeat(2_000), `${bookingToken.slice(0, 42)}%20`]) {
    for (const [method, path] of [["GET", `/api/booking/${token}/slots`], ["GET", `/api/booking/${token}/visit.ics`], ["DELETE", `/api/booking/${token}`], ["GET", `/calendar/${token}.ics`]] as const) {
      await expectClearRefusal(await api.fetch(path, { method, headers: { origin } }), `${method} ${path.slice(0, 60)}`);
    }
  }
  // The agenda's days, and the owner's settings, which are replaced whole.
  for (const query of ["from=2026-02-30", "from=x", "to=2026-13-01", "from=2027-01-10&to=2027-01-01", "from=2027-01-01&to=2027-06-01", "from=a%00b", "from=2027-01-01&from=2027-01-02", "when=now"]) {
    await expectClearRefusal(await api.get(`/api/admin/visits?${query}`), `GET /api/admin/visits?${query}`);
  }
  const settings = (await (await api.get("/api/admin/availability")).json()).settings as Record<string, unknown>;
  const badSettings: unknown[] = [
    "{",
    "null",
    "[]",
    "42",
    {},
    { isAdmin: true },
    { ...settings, padding: "x" },
    { ...settings, visitMinutes: "45" },
    { ...settings, visitMinutes: 1e308 },
    { ...settings, maxVisitsPerDay: -1 },
    { ...settings, weeklyHours: { mon: [{ start: "25:00", end: "26:00" }] } },
    { ...settings, weeklyHours: null },
    { ...settings, blocked: [{ kind: "days", from: "' OR 1=1; --", to: "2026-01-01" }] },
    { ...settings, blocked: [{ kind: "period", from: "2026-12-01T10:00", to: "2026-12-01T12:00", label: "x".repeat(20_000) }] },
    { ...settings, blocked: Array.from({ length: 101 }, () => ({ kind: "days", from: "2026-12-01", to: "2026-12-01" })) },
    { ...settings, openedHolidays: ["<script>alert(1)</script>"] },
    { ...settings, slotStepMinutes: "\u0000" },
  ];
  for (const body of badSettings) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    await expectClearRefusal(await api.fetch("/api/admin/availability", { method: "PUT", data: text, headers: { "content-type": "application/json", origin } }), `PUT /api/admin/availability ${text.slice(0, 60)}`);
  }

  // A note of another request, or none: 404, and the note stays.
  await expectClearRefusal(await api.fetch(`/api/admin/quotes/${leadId! + 1}/notes/${note!.id}`, { method: "DELETE", headers: { origin } }), "DELETE a note of another request");

  for (const route of routes) {
    for (const method of allMethods.filter((method) => !route.methods.includes(method))) {
      const response = await api.fetch(route.url, { method, data: "{}", headers: { "content-type": "application/json", origin } });
      expect(response.status(), `${method} ${route.url}`).toBe(405);
      await expectClearRefusal(response, `${method} ${route.url}`);
    }
  }
  await expectClearRefusal(await api.get("/api/no-such-endpoint"), "an unknown API address");

  // SQL in the search box is only text: it finds nothing and breaks nothing.
  const search = await api.get(`/api/admin/quotes?q=${encodeURIComponent("' OR 1=1; --")}`);
  expect(search.status()).toBe(200);
  expect((await search.json()).data).toEqual([]);

  for (const id of ["0", "abc", "99999999999", "1%20OR%201=1"]) {
    await expectClearRefusal(await api.get(`/api/admin/leads/${id}/quotes`), `GET /api/admin/leads/${id}/quotes`);
    await expectClearRefusal(await api.get(`/api/admin/leads/${leadId}/quotes/${id}`), `GET /api/admin/leads/${leadId}/quotes/${id}`);
    await expectClearRefusal(await api.fetch(`/api/admin/rate-card/${id}`, { method: "PATCH", data: { name: "x" }, headers: { origin } }), `PATCH /api/admin/rate-card/${id}`);
  }

  expect(await snapshot(leadId!, last)).toEqual(before);
  expect(await quoteSnapshot(leadId!)).toEqual(quotesBefore);
});

/** A draft, a sent quote's link and a declined one's on the target lead, and a rate card item. */
async function writtenQuoteTargets(api: APIRequestContext, origin: string, leadId: number): Promise<QuoteTargets> {
  const post = async (path: string, data?: unknown) => {
    const response = await api.fetch(path, { method: "POST", data, headers: { origin } });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()).data;
  };
  const body = { lines: [{ section: "Living room", description: "Walls", quantity: 10, unit: "m2", unitPriceCents: 2400 }] };
  const draft = await post(`/api/admin/leads/${leadId}/quotes`, body);
  const tokenOfSent = async () => {
    const quote = await post(`/api/admin/leads/${leadId}/quotes`, body);
    await post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`);
    return new URL((await post(`/api/admin/leads/${leadId}/quotes/${quote.id}/link`)).url).pathname.slice("/quote/".length);
  };
  const openToken = await tokenOfSent();
  const declinedToken = await tokenOfSent();
  await post(`/api/quote/${declinedToken}/decline`, { reason: "" });
  const [item] = (await (await api.get("/api/admin/rate-card")).json()).data as { id: number }[];
  return { quoteId: draft.id, openToken, declinedToken, rateCardItemId: item!.id };
}

/** The written quotes' tables as far as the target lead goes, and the starter rate card (other specs change settings and add items of their own). */
async function quoteSnapshot(leadId: number) {
  return queryDatabase(
    `SELECT (SELECT string_agg("id" || ':' || "status" || "updatedAt"::text || "notes", ',' ORDER BY "id") FROM "quotes" WHERE "leadId" = $1) AS "quotes",
            (SELECT count(*)::int FROM "quote_lines" l JOIN "quotes" q ON q."id" = l."quoteId" WHERE q."leadId" = $1) AS "lines",
            (SELECT count(*)::int FROM "quote_acceptances" a JOIN "quotes" q ON q."id" = a."quoteId" WHERE q."leadId" = $1) AS "acceptances",
            (SELECT count(*)::int FROM "quote_questions" x JOIN "quotes" q ON q."id" = x."quoteId" WHERE q."leadId" = $1) AS "questions",
            (SELECT string_agg("id" || ':' || "name" || "unitPriceCents" || coalesce("archivedAt"::text, '-'), ',' ORDER BY "id") FROM "rate_card_items" WHERE "key" IS NOT NULL) AS "rateCard",
            (SELECT count(*)::int FROM "rate_card_items" WHERE "name" = 'Feature wall') AS "strayItems"`,
    [leadId],
  );
}
