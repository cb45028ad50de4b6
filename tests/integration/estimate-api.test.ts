import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/estimate/route";
import { GET as getSettingsRoute, PUT as putSettingsRoute } from "@/app/api/admin/estimator-settings/route";
import { PATCH as patchRateRoute } from "@/app/api/admin/rate-card/[id]/route";
import { getDb } from "@/lib/db";
import { estimate } from "@/lib/estimate/calculate";
import { estimateInputSchema, estimateMessages } from "@/lib/estimate/schema";
import { defaultEstimatorSettings, estimatorSettingsMessages } from "@/lib/estimate/settings";
import { ensureStarterRateCard } from "@/lib/rate-card/items";
import { starterRateCard } from "@/lib/rate-card/starter";
import { Browser } from "./auth-helpers";
import { clearLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes } from "./quote-helpers";

const browser = new Browser("198.51.100.240");

async function post(body: unknown, headers?: Record<string, string>) {
  const response = await POST(browser.request("/api/estimate", { body, headers }));
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as Record<string, unknown> };
}

/** A digest of every table's rows: an estimate, good or bad, must change none of them. */
async function tableDigests(): Promise<Record<string, string>> {
  const tables = await getDb().$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const digests: Record<string, string> = {};
  // The client's count of estimates (ESTIMATE_RATE_LIMIT) is the one row an estimate writes.
  for (const { name } of tables.filter((table) => table.name !== "rate_limits")) {
    // A table name is an identifier, which a bound parameter cannot be; these come from the catalogue.
    const [row] = await getDb().$queryRawUnsafe<{ digest: string }[]>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS digest FROM "${name.replace(/"/g, '""')}" t`,
    );
    digests[name] = row!.digest;
  }
  return digests;
}

/** The starter rate card as seeded at start-up, and no saved estimator settings: the defaults. */
async function starterRates() {
  await clearQuotes();
  await getDb().rateCardItem.deleteMany();
  await ensureStarterRateCard();
  await getDb().estimatorSettings.deleteMany();
}

beforeAll(starterRates);
afterAll(async () => {
  await starterRates();
  await clearLeads();
  await getDb().$disconnect();
});

const threeBedrooms = { interior: { rooms: ["bedroom", "bedroom", "bedroom", "living", "kitchen", "bathroom", "hallway"].map((type) => ({ type, size: "medium" })) } };

describe("POST /api/estimate", () => {
  it("answers the range, paint, lines and assumptions the estimate module computes, and nothing else", async () => {
    const { status, cache, body } = await post(threeBedrooms);
    expect(status).toBe(200);
    expect(cache).toBe("no-store");
    expect(Object.keys(body).sort()).toEqual(["assumptions", "highCents", "lines", "litres", "lowCents"]);
    expect(body).toMatchObject({ lowCents: 915_000, highCents: 1_225_000, litres: 40 });
    const { lowCents, highCents, litres, lines, assumptions } = estimate(estimateInputSchema.parse(threeBedrooms), starterRateCard, defaultEstimatorSettings);
    expect(body).toEqual({ lowCents, highCents, litres, lines, assumptions });
    expect((body.lines as unknown[])[0]).toEqual({ section: "Bedroom 1", description: "Interior walls, two coats", quantity: 33.8, unit: "m2", unitPriceCents: 2400, rateCardKey: "interior_walls" });
  });

  it("refuses hostile input with a 4xx and a clear message, and stores nothing", async () => {
    const before = await tableDigests();
    const room = { type: "bedroom", size: "measured", length: 4, width: 3, height: 2.7 };
    const cases: { name: string; body: unknown; status: number; error: string }[] = [
      { name: "a negative length", body: { interior: { rooms: [{ ...room, length: -4 }] } }, status: 400, error: estimateMessages.length },
      { name: "an enormous width", body: { interior: { rooms: [{ ...room, width: 1e308 }] } }, status: 400, error: estimateMessages.width },
      { name: "NaN (not JSON)", body: '{"interior":{"rooms":[{"type":"bedroom","size":"measured","length":NaN}]}}', status: 400, error: "The request body is not valid JSON." },
      { name: "a number as a string", body: { exterior: { house: { bedrooms: "3", wall: "brick" } } }, status: 400, error: estimateMessages.bedrooms },
      { name: "400 rooms", body: { interior: { rooms: Array.from({ length: 400 }, () => ({ type: "other", size: "small" })) } }, status: 400, error: estimateMessages.rooms },
      { name: "thousands of rooms", body: { interior: { rooms: Array.from({ length: 5_000 }, () => ({ type: "other", size: "small" })) } }, status: 413, error: "The request body is larger than 16 KB." },
      { name: "wrong types", body: { interior: { rooms: "all of them" } }, status: 400, error: estimateMessages.list("rooms") },
      { name: "nothing", body: {}, status: 400, error: estimateMessages.nothing },
      { name: "an array", body: [], status: 400, error: estimateMessages.body },
      { name: "not JSON", body: "rooms=3", status: 400, error: "The request body is not valid JSON." },
      { name: "a NUL character", body: { interior: { rooms: [{ type: "bed\u0000room", size: "small" }] } }, status: 400, error: "The request contains a NUL character, which is not allowed." },
    ];
    for (const { name, body, status, error } of cases) {
      const answer = await post(body);
      expect({ name, status: answer.status, error: answer.body.error }).toEqual({ name, status, error });
    }
    const form = await POST(new Request("http://localhost:3000/api/estimate", { method: "POST", body: "rooms=3", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect([form.status, ((await form.json()) as { error: string }).error]).toEqual([415, "Send the request body as JSON (Content-Type: application/json)."]);
    const field = await post({ exterior: { fences: { metres: 600 } } });
    expect(field.body.fieldErrors).toEqual({ "exterior.fences.metres": estimateMessages.fenceMetres });
    expect(await tableDigests()).toEqual(before);
  });

  it("takes POST only", async () => {
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ error: "This address accepts POST only." });
  });
});

describe("the estimate's rates and settings are the owner's", () => {
  let admin: Browser;
  beforeAll(async () => {
    admin = await signedInBrowser("198.51.100.241");
  });
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  const patchRate = async (key: string, body: unknown) => {
    const item = await getDb().rateCardItem.findUniqueOrThrow({ where: { key } });
    return json(await patchRateRoute(admin.request(`/api/admin/rate-card/${item.id}`, { method: "PATCH", body: body as never }), { params: Promise.resolve({ id: String(item.id) }) }));
  };
  const putSettings = async (body: unknown) => json(await putSettingsRoute(admin.request("/api/admin/estimator-settings", { method: "PUT", body: body as never }), undefined as never));

  it("changing a rate on the rate card changes the next estimate; an archived rate leaves its lines out, saying so", async () => {
    await starterRates();
    const before = await post(threeBedrooms);
    expect(before.body).toMatchObject({ lowCents: 915_000, highCents: 1_225_000 });

    expect((await patchRate("interior_walls", { unitPriceCents: 3000 })).status).toBe(200);
    const after = await post(threeBedrooms);
    const walls = (after.body.lines as { rateCardKey: string; unitPriceCents: number }[]).filter((line) => line.rateCardKey === "interior_walls");
    expect(walls.length).toBe(7);
    expect(walls.every((line) => line.unitPriceCents === 3000)).toBe(true);
    const rateCard = starterRateCard.map((item) => (item.key === "interior_walls" ? { ...item, unitPriceCents: 3000 } : item));
    const expected = estimate(estimateInputSchema.parse(threeBedrooms), rateCard, defaultEstimatorSettings);
    expect(after.body).toMatchObject({ lowCents: expected.lowCents, highCents: expected.highCents });
    expect(after.body.lowCents).toBeGreaterThan(915_000);

    expect((await patchRate("skirting", { archived: true })).status).toBe(200);
    const archived = await post(threeBedrooms);
    expect((archived.body.lines as { rateCardKey: string }[]).some((line) => line.rateCardKey === "skirting")).toBe(false);
    expect(archived.body.assumptions).toContain("Skirting boards: not priced online; we price it at the measure-up.");
  });

  it("the owner's estimator settings (room sizes, conditions, spread of the range, spread rate) change the next estimate", async () => {
    await starterRates();
    const settings = await json(await getSettingsRoute(admin.request("/api/admin/estimator-settings"), undefined as never));
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({ data: defaultEstimatorSettings, defaults: defaultEstimatorSettings });

    const wider = { ...defaultEstimatorSettings, range: { belowPercent: 0, abovePercent: 50 }, spreadM2PerLitre: 10 };
    const saved = await putSettings(wider);
    expect(saved).toEqual({ status: 200, body: { data: wider } });
    const expected = estimate(estimateInputSchema.parse(threeBedrooms), starterRateCard, wider);
    const { body } = await post(threeBedrooms);
    expect(body).toMatchObject({ lowCents: expected.lowCents, highCents: expected.highCents, litres: expected.litres });
    expect(body.litres).toBeGreaterThan(40);
    expect(body.lowCents).toBeGreaterThan(915_000);
    expect((await json(await getSettingsRoute(admin.request("/api/admin/estimator-settings"), undefined as never))).body.data).toEqual(wider);
  });

  it("refuses settings that do not fit, keeps the saved ones, and is for the signed-in owner only", async () => {
    await starterRates();
    const cases = [
      { ...defaultEstimatorSettings, spreadM2PerLitre: -16 },
      { ...defaultEstimatorSettings, range: { belowPercent: 95, abovePercent: 20 } },
      { ...defaultEstimatorSettings, spreadM2PerLitre: "sixteen" },
      { range: { belowPercent: 10, abovePercent: 20 } },
      [],
    ];
    for (const body of cases) expect((await putSettings(body)).status).toBe(400);
    expect((await putSettings(cases[0])).body).toMatchObject({ error: "Must be a number above 0, at most 50.", fieldErrors: { spreadM2PerLitre: "Must be a number above 0, at most 50." } });
    expect((await putSettings(cases[3])).body.error).toBe(estimatorSettingsMessages.whole);
    expect(await getDb().estimatorSettings.count()).toBe(0);
    const stranger = new Browser("198.51.100.242");
    const refused = await putSettingsRoute(stranger.request("/api/admin/estimator-settings", { method: "PUT", body: defaultEstimatorSettings as never }), undefined as never);
    expect(refused.status).toBe(401);
    expect(await getDb().estimatorSettings.count()).toBe(0);
  });
});
