import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as adminList } from "@/app/api/admin/quotes/route";
import { PATCH as patchRateRoute } from "@/app/api/admin/rate-card/[id]/route";
import { GET as dashboardList, POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { estimate } from "@/lib/estimate/calculate";
import { estimateInputSchema, estimateMessages } from "@/lib/estimate/schema";
import { defaultEstimatorSettings } from "@/lib/estimate/settings";
import { ensureStarterRateCard } from "@/lib/rate-card/items";
import { starterRateCard } from "@/lib/rate-card/starter";
import { Browser } from "./auth-helpers";
import { clearLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes } from "./quote-helpers";

// POST /api/contact with the instant estimate's inputs (issue 34): checked with the estimator's
// one schema, recomputed on the server, stored on the lead and carried by the admin's lead JSON.

const person = { name: "Jo Citizen", phone: "0412 345 678", service: "interior" };
const threeBedrooms = { interior: { rooms: ["bedroom", "bedroom", "bedroom", "living", "kitchen", "bathroom", "hallway"].map((type) => ({ type, size: "medium" })) } };
let ip = 1;
const client = () => new Browser(`198.51.100.${100 + (ip++ % 100)}`);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const post = async (body: unknown) => json(await contact(client().request("/api/contact", { body })));
const request = (extra: Record<string, unknown>) => ({ ...person, email: `est.${randomUUID()}@example.com`, idempotencyKey: randomUUID(), ...extra });
const storedEstimates = async () => (await getDb().lead.findMany({ select: { estimate: true } })).map((row) => row.estimate);

let admin: Browser;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.243");
});
beforeEach(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "lead:" } } });
  await getDb().rateCardItem.deleteMany();
  await ensureStarterRateCard();
  await getDb().estimatorSettings.deleteMany();
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateCardItem.deleteMany();
  await ensureStarterRateCard();
  await getDb().$disconnect();
});

describe("POST /api/contact with an estimate", () => {
  it("stores the inputs with the range the server computed, never numbers the browser sent; the admin's lead JSON carries it", async () => {
    // A browser's own figures ride along: they are not inputs, and are dropped.
    const sent = await post(request({ estimate: { ...threeBedrooms, lowCents: 100, highCents: 200, litres: 1 } }));
    expect(sent.status).toBe(201);
    const row = await getDb().lead.findUniqueOrThrow({ where: { id: sent.body.id as number }, select: { estimate: true } });
    const input = estimateInputSchema.parse(threeBedrooms);
    const expected = estimate(input, starterRateCard, defaultEstimatorSettings);
    expect(row.estimate).toMatchObject({ input, lowCents: 915_000, highCents: 1_225_000, litres: 40, totalCents: expected.totalCents, lines: expected.lines, assumptions: expected.assumptions });
    expect(Object.keys(row.estimate as object).sort()).toEqual(["assumptions", "computedAt", "highCents", "input", "lines", "litres", "lowCents", "totalCents"]);

    const plain = await post(request({}));
    expect(plain.status).toBe(201);
    const list = await json(await adminList(admin.request("/api/admin/quotes"), undefined as never));
    const items = list.body.data as { id: number; estimate: { lowCents: number; highCents: number; input: unknown } | null }[];
    expect(items.find((item) => item.id === sent.body.id)?.estimate).toMatchObject({ lowCents: 915_000, highCents: 1_225_000, input });
    expect(items.find((item) => item.id === plain.body.id)?.estimate).toBeNull();
    const dashboard = await json(await dashboardList(admin.request("/api/contact"), undefined as never));
    expect((dashboard.body.data as { id: number; estimate: unknown }[]).find((item) => item.id === sent.body.id)?.estimate).toMatchObject({ lowCents: 915_000 });
  });

  it("takes the estimate as JSON text too: the multipart form (photos) and the form without JavaScript", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(request({ estimate: JSON.stringify(threeBedrooms) }))) form.set(name, String(value));
    const browser = client();
    const headers = Object.fromEntries([...browser.request("/api/contact", { body: {} }).headers].filter(([name]) => name !== "content-type"));
    const response = await json(await contact(new Request("http://localhost:3000/api/contact", { method: "POST", headers, body: form })));
    expect(response.status).toBe(201);
    const row = await getDb().lead.findUniqueOrThrow({ where: { id: response.body.id as number }, select: { estimate: true } });
    expect(row.estimate).toMatchObject({ lowCents: 915_000, highCents: 1_225_000 });
  });

  it("refuses hostile estimates with a 400 (413 past the body limit) and stores nothing anywhere", async () => {
    const room = { type: "bedroom", size: "measured", length: 4, width: 3, height: 2.7 };
    const cases: { name: string; estimate: unknown; status: number; error: string }[] = [
      { name: "a negative length", estimate: { interior: { rooms: [{ ...room, length: -4 }] } }, status: 400, error: estimateMessages.length },
      { name: "an enormous width", estimate: { interior: { rooms: [{ ...room, width: 1e308 }] } }, status: 400, error: estimateMessages.width },
      { name: "NaN as text", estimate: '{"interior":{"rooms":[{"type":"bedroom","size":"measured","length":NaN,"width":3,"height":2.7}]}}', status: 400, error: estimateMessages.json },
      { name: "a number as a string", estimate: { exterior: { house: { bedrooms: "NaN", wall: "brick" } } }, status: 400, error: estimateMessages.bedrooms },
      { name: "Infinity as text", estimate: '{"exterior":{"fences":{"metres":Infinity}}}', status: 400, error: estimateMessages.json },
      { name: "a huge fence", estimate: { exterior: { fences: { metres: 1e9 } } }, status: 400, error: estimateMessages.fenceMetres },
      { name: "31 rooms", estimate: { interior: { rooms: Array.from({ length: 31 }, () => ({ type: "other", size: "small" })) } }, status: 400, error: estimateMessages.rooms },
      { name: "400 rooms", estimate: { interior: { rooms: Array.from({ length: 400 }, () => ({ type: "other", size: "small" })) } }, status: 400, error: estimateMessages.rooms },
      { name: "thousands of rooms", estimate: { interior: { rooms: Array.from({ length: 5_000 }, () => ({ type: "other", size: "small" })) } }, status: 413, error: "The request body is larger than 16 KB." },
      { name: "nothing to estimate", estimate: {}, status: 400, error: estimateMessages.nothing },
      { name: "a list", estimate: [], status: 400, error: estimateMessages.body },
      { name: "a number", estimate: 915000, status: 400, error: estimateMessages.body },
    ];
    for (const { name, estimate: value, status, error } of cases) {
      const answer = await post(request({ estimate: value }));
      expect({ name, status: answer.status, error: answer.body.error }).toEqual({ name, status, error });
    }
    // Bots get no better: a honeypot request with a bad estimate is refused the same way.
    expect((await post(request({ website: "http://spam.example", estimate: { interior: { rooms: [{ ...room, length: -1 }] } } }))).status).toBe(400);
    expect(await getDb().lead.count()).toBe(0);
    expect(await getDb().spamRequest.count()).toBe(0);
  });

  it("a rate changed on the rate card changes the next lead's estimate; the earlier lead keeps what its visitor saw", async () => {
    const first = await post(request({ estimate: threeBedrooms }));
    const walls = await getDb().rateCardItem.findUniqueOrThrow({ where: { key: "interior_walls" } });
    const patched = await patchRateRoute(admin.request(`/api/admin/rate-card/${walls.id}`, { method: "PATCH", body: { unitPriceCents: 3000 } }), { params: Promise.resolve({ id: String(walls.id) }) });
    expect(patched.status).toBe(200);
    const second = await post(request({ estimate: threeBedrooms }));
    const rateCard = starterRateCard.map((item) => (item.key === "interior_walls" ? { ...item, unitPriceCents: 3000 } : item));
    const expected = estimate(estimateInputSchema.parse(threeBedrooms), rateCard, defaultEstimatorSettings);
    const read = async (id: unknown) => (await getDb().lead.findUniqueOrThrow({ where: { id: id as number }, select: { estimate: true } })).estimate as { lowCents: number; highCents: number };
    expect(await read(first.body.id)).toMatchObject({ lowCents: 915_000, highCents: 1_225_000 });
    expect(await read(second.body.id)).toMatchObject({ lowCents: expected.lowCents, highCents: expected.highCents });
    expect(expected.lowCents).toBeGreaterThan(915_000);
    expect((await storedEstimates()).length).toBe(2);
  });

  it("keeps a spam request's estimate, and 'Not spam' carries it into the inbox", async () => {
    const spam = await post(request({ website: "http://spam.example", estimate: threeBedrooms }));
    expect(spam.status).toBe(201);
    const row = await getDb().spamRequest.findFirstOrThrow({ select: { id: true, estimate: true } });
    expect(row.estimate).toMatchObject({ lowCents: 915_000 });
    const { markNotSpam } = await import("@/lib/leads/services/spam");
    const moved = await markNotSpam(row.id);
    expect((await getDb().lead.findUniqueOrThrow({ where: { id: moved.id }, select: { estimate: true } })).estimate).toMatchObject({ lowCents: 915_000, highCents: 1_225_000 });
  });
});
