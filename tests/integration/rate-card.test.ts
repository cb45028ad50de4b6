import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute, PUT as putRoute } from "@/app/api/admin/rate-card/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/admin/rate-card/[id]/route";
import { GET as getSettings, PATCH as patchSettings } from "@/app/api/admin/quote-settings/route";
import { defaultQuoteExclusions, defaultQuoteTerms } from "@/lib/business";
import { sampleBusinessFacts as sampleBusiness } from "@/lib/config/sample-business";
import { getDb } from "@/lib/db";
import { ensureStarterRateCard } from "@/lib/rate-card/items";
import { starterRateCard } from "@/lib/rate-card/starter";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, quoteApi, rawRequest } from "./quote-helpers";

// The owner's rate card (issue 32, point 1) and the settings a new quote starts with.
let admin: Browser;
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const list = async () => json(await listRoute(admin.request("/api/admin/rate-card"), undefined as never));
const create = async (body: unknown) => json(await createRoute(admin.request("/api/admin/rate-card", { method: "POST", body: body as never }), undefined as never));
const patch = async (id: number | string, body: unknown) => json(await patchRoute(admin.request(`/api/admin/rate-card/${id}`, { method: "PATCH", body: body as never }), params(id)));

beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.232");
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateCardItem.deleteMany();
  await getDb().quoteSettings.deleteMany();
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().$disconnect();
});

describe("the rate card", () => {
  it("is seeded with the starter card once, by key, and keeps the owner's edits of it", async () => {
    expect(await ensureStarterRateCard()).toBe(starterRateCard.length);
    const { body } = await list();
    expect(body.data.map((item: { key: string; name: string; unit: string; unitPriceCents: number }) => [item.key, item.name, item.unit, item.unitPriceCents])).toEqual(
      starterRateCard.map((item) => [item.key, item.name, item.unit, item.unitPriceCents]),
    );
    const walls = body.data[0];
    expect(walls).toMatchObject({ key: "interior_walls", archivedAt: null, description: starterRateCard[0].description });
    expect((await patch(walls.id, { unitPriceCents: 2650, name: "Walls, two coats (our price)" })).status).toBe(200);
    // The next start adds nothing and changes nothing.
    expect(await ensureStarterRateCard()).toBe(0);
    expect((await list()).body.data[0]).toMatchObject({ id: walls.id, key: "interior_walls", name: "Walls, two coats (our price)", unitPriceCents: 2650 });
    expect(await getDb().rateCardItem.count()).toBe(starterRateCard.length);
  });

  it("adds, edits, archives and restores the owner's items; archived ones are listed last", async () => {
    await ensureStarterRateCard();
    const added = await create({ name: "Feature wall, three coats", unit: "m2", unitPriceCents: 3400, description: "Deep colours need a third coat." });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ key: null, name: "Feature wall, three coats", unit: "m2", unitPriceCents: 3400, archivedAt: null, sortOrder: 0 });
    const id = added.body.data.id;
    expect((await patch(id, { unit: "fixed", unitPriceCents: 45000, sortOrder: 5 })).body.data).toMatchObject({ unit: "fixed", unitPriceCents: 45000, sortOrder: 5 });

    const archived = await patch(id, { archived: true });
    expect(archived.status).toBe(200);
    const archivedAt = archived.body.data.archivedAt;
    expect(new Date(archivedAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect((await list()).body.data.at(-1)).toMatchObject({ id, archivedAt });
    // Archiving again keeps the first time; other fields still change.
    expect((await patch(id, { archived: true, description: "Edited while archived" })).body.data).toMatchObject({ archivedAt, description: "Edited while archived" });
    expect((await patch(id, { archived: false })).body.data.archivedAt).toBeNull();
  });

  it("keeps an item on the quotes that used it: archived, never deleted, the quote's price unchanged", async () => {
    const { body } = await create({ name: "Deck oil", unit: "m2", unitPriceCents: 1800 });
    const [leadId] = await seedLeads([{ name: "Dee Deck", email: "dee@example.com" }]);
    const quote = await quoteApi(admin).create(leadId!, { lines: [{ section: "Outside", description: "Deck oil", quantity: 20, unit: "m2", unitPriceCents: 1800, rateCardItemId: body.data.id }] });
    expect(quote.status).toBe(201);
    await patch(body.data.id, { archived: true, unitPriceCents: 2000 });
    const again = await quoteApi(admin).get(leadId!, quote.body.data.id);
    expect(again.body.data.lines[0]).toMatchObject({ rateCardItemId: body.data.id, unitPriceCents: 1800, totalCents: 36000 });
    expect((await deleteRoute()).status).toBe(405);
    expect((await putRoute()).status).toBe(405);
    await expect(getDb().rateCardItem.delete({ where: { id: body.data.id } })).rejects.toThrow();
  });

  it("refuses bad input with a clear 400 and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{ name: "", unit: "m2", unitPriceCents: 100 }, "Name is required: at most 120 characters, on one line"],
      [{ name: "A\u0007bell", unit: "m2", unitPriceCents: 100 }, "Name is required: at most 120 characters, on one line"],
      [{ name: "x".repeat(121), unit: "m2", unitPriceCents: 100 }, "Name is required: at most 120 characters, on one line"],
      [{ name: "Walls", unit: "m3", unitPriceCents: 100 }, "Unit must be one of m2, lm, each, hour, fixed"],
      [{ name: "Walls", unit: "m2", unitPriceCents: 24.5 }, "Price must be whole cents from $0 to $1,000,000"],
      [{ name: "Walls", unit: "m2", unitPriceCents: "2400" }, "Price must be whole cents from $0 to $1,000,000"],
      [{ name: "Walls", unit: "m2", unitPriceCents: -1 }, "Price must be whole cents from $0 to $1,000,000"],
      [{ name: "Walls", unit: "m2", unitPriceCents: 100_000_001 }, "Price must be whole cents from $0 to $1,000,000"],
      [{ name: "Walls", unit: "m2", unitPriceCents: 100, key: "interior_walls" }, "Only name, unit, unitPriceCents, description, sortOrder and archived can be set."],
      [[{ name: "Walls" }], "Send at least one of name, unit, unitPriceCents, description, sortOrder and archived."],
      [{ name: "Walls\u0000", unit: "m2", unitPriceCents: 100 }, "The request contains a NUL character, which is not allowed."],
    ];
    for (const [body, error] of cases) expect(await create(body), JSON.stringify(body)).toEqual({ status: 400, body: expect.objectContaining({ error }) });
    expect(await getDb().rateCardItem.count()).toBe(0);

    const { body } = await create({ name: "Walls", unit: "m2", unitPriceCents: 100 });
    expect(await patch(body.data.id, {})).toEqual({ status: 400, body: expect.objectContaining({ error: "Send at least one of name, unit, unitPriceCents, description, sortOrder and archived." }) });
    expect(await patch(body.data.id, { archived: "yes" })).toEqual({ status: 400, body: expect.objectContaining({ error: "archived must be true or false" }) });
    expect(await patch(999_999, { name: "Ghost" })).toEqual({ status: 404, body: { error: "That rate card item does not exist." } });
    expect(await patch("abc", { name: "Ghost" })).toEqual({ status: 400, body: expect.objectContaining({ error: "The rate card item id must be a whole number." }) });
    expect(await patch("0", { name: "Ghost" })).toEqual({ status: 400, body: expect.objectContaining({ error: "The rate card item id must be a whole number." }) });
    const notJson = await createRoute(rawRequest(admin, "/api/admin/rate-card", "name=Walls", "text/plain"), undefined as never);
    expect(notJson.status).toBe(415);
    const broken = await createRoute(rawRequest(admin, "/api/admin/rate-card", "{", "application/json"), undefined as never);
    expect(broken.status).toBe(400);
    expect((await list()).body.data).toEqual([expect.objectContaining({ name: "Walls", unitPriceCents: 100 })]);
  });

  it("answers 401 without a session and 403 to another site", async () => {
    const stranger = new Browser("203.0.113.9");
    expect((await listRoute(stranger.request("/api/admin/rate-card"), undefined as never)).status).toBe(401);
    const crossSite = await createRoute(admin.request("/api/admin/rate-card", { method: "POST", body: { name: "x", unit: "m2", unitPriceCents: 1 }, headers: { origin: "https://evil.example" } }), undefined as never);
    expect(crossSite.status).toBe(403);
    expect(await getDb().rateCardItem.count()).toBe(0);
  });
});

describe("the quote settings", () => {
  it("start with the built-in terms, 30 days and 10%, and give new quotes what the owner saves", async () => {
    const settings = async () => json(await getSettings(admin.request("/api/admin/quote-settings"), undefined as never));
    const save = async (body: unknown) => json(await patchSettings(admin.request("/api/admin/quote-settings", { method: "PATCH", body: body as never }), undefined as never));
    expect((await settings()).body.data).toMatchObject({ terms: defaultQuoteTerms(sampleBusiness), validDays: 30, depositPercent: 10 });
    expect(await save({ depositPercent: 12.5 })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "For residential work in NSW the deposit cannot be more than 10% of the contract price (Home Building Act 1989, section 8)." }),
    });
    expect(await save({ validDays: 0 })).toEqual({ status: 400, body: expect.objectContaining({ error: "Validity must be a whole number of days from 1 to 365" }) });
    expect(await save({ colour: "blue" })).toEqual({ status: 400, body: expect.objectContaining({ error: "Only terms, exclusions, validDays and depositPercent can be set." }) });
    expect(await save({})).toEqual({ status: 400, body: expect.objectContaining({ error: "Send at least one of terms, exclusions, validDays and depositPercent." }) });
    expect((await settings()).body.data).toMatchObject({ terms: defaultQuoteTerms(sampleBusiness), validDays: 30, depositPercent: 10 });
    expect((await save({ terms: "1. Our terms.", validDays: 14 })).body.data).toMatchObject({ terms: "1. Our terms.", validDays: 14, depositPercent: 10 });
    // A field left out keeps what was saved.
    expect((await save({ depositPercent: 5 })).body.data).toMatchObject({ terms: "1. Our terms.", validDays: 14, depositPercent: 5 });
    expect((await settings()).body.data).toMatchObject({ terms: "1. Our terms.", validDays: 14, depositPercent: 5, exclusions: defaultQuoteExclusions });

    const [leadId] = await seedLeads([{ name: "Sam Settings", email: "sam@example.com" }]);
    const quote = await quoteApi(admin).create(leadId!, { lines: [{ description: "Walls", quantity: 10, unit: "m2", unitPriceCents: 2400 }] });
    expect(quote.body.data).toMatchObject({ terms: "1. Our terms.", validDays: 14, depositPercent: 5 });
    // What the quote says itself wins over the settings.
    const own = await quoteApi(admin).create(leadId!, { lines: [{ description: "Walls", quantity: 10, unit: "m2", unitPriceCents: 2400 }], terms: "", validDays: 60 });
    expect(own.body.data).toMatchObject({ terms: "", validDays: 60, depositPercent: 5 });
  });
});
