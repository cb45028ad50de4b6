import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as numbersRoute } from "@/app/api/admin/numbers/route";
import { getDb } from "@/lib/db";
import { ownerNumbers, type Numbers } from "@/lib/panel/numbers";
import { lostReasons, leadStatuses } from "@/lib/leads/model/status";
import { sydneyTime } from "@/lib/sydney-time";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";

// The owner's numbers, recomputed here in TypeScript from the stored rows, must equal the SQL's.
let admin: Browser;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.231");
});
beforeEach(clearLeads);
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

const HOUR = 3_600_000;

/** The written quotes' numbers of a period with none (these pipelines seed leads only). */
const noQuotes = {
  quotesSent: 0,
  quoteValueSentCents: 0,
  quotesAccepted: 0,
  quoteValueAcceptedCents: 0,
  quotesDeclined: 0,
  quotesExpired: 0,
  winRateByCount: null,
  winRateByValue: null,
  medianDaysToDecision: null,
  depositsOutstandingCents: 0,
  balancesOutstandingCents: 0,
  paidThisMonthCents: 0,
};

/** A deterministic pseudo-random sequence (the same rows on every run). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Rows across the last 45 days: every status, answered fast, slow or never, several sources. The
 * first RECENT arrive in the last seconds, through the estimate, so that the week and the month
 * hold some even minutes after they begin (at midnight in Sydney, 13:00 or 14:00 UTC).
 */
const RECENT = 4;
async function seedPipeline(now: number, count = 400) {
  const next = random(7);
  const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const createdAt = Array.from({ length: count }, (_, index) => new Date(index < RECENT ? now - 1_000 * (index + 1) : now - Math.floor(next() * 45 * 24 * HOUR)));
  const ids = await seedLeads(createdAt.map((at, index) => ({ name: `Numbers ${index}`, email: `numbers${index}@example.com`, createdAt: at, archived: next() < 0.1 })));
  for (const [index, id] of ids.entries()) {
    const status = pick(leadStatuses);
    const arrived = createdAt[index]!.getTime();
    // Answered after 0 to 60 hours (some exactly at 24), never in the future; New ones mostly unanswered.
    const delay = pick([0.1, 2, 12, 23.99, 24, 24.01, 30, 60]) * HOUR;
    const answered = status !== "new" || next() < 0.2 ? new Date(Math.min(arrived + delay, now - 1000)) : null;
    const quoted = status === "quote_sent" || status === "won" || (status === "lost" && next() < 0.5) ? new Date(Math.min(arrived + delay + HOUR, now)) : null;
    const source = pick(["google", "facebook", null, null]);
    const referrer = source ? pick([null, "www.google.com"]) : pick([null, "www.hipages.com.au", "l.facebook.com"]);
    // About a third came through the instant estimate (its contents do not matter here).
    const estimate = index < RECENT || next() < 0.35 ? JSON.stringify({ lowCents: 100_000, highCents: 150_000 }) : null;
    await getDb().$executeRaw`
      UPDATE "leads" SET "status" = ${status}, "lost_reason" = ${status === "lost" ? pick(lostReasons) : null},
        "firstResponseAt" = ${answered}, "quoteSentAt" = ${quoted}, "utmSource" = ${source}, "referrer" = ${referrer}, "estimate" = ${estimate}::jsonb
      WHERE "id" = ${id}`;
  }
}

/** The definitions of docs/product.md, in TypeScript, over the rows themselves. */
function expected(rows: Awaited<ReturnType<typeof allRows>>, from: Date, to: Date): Omit<Numbers, "from" | "to"> {
  const cohort = rows.filter((row) => row.createdAt >= from && row.createdAt < to);
  const minutes = cohort
    .filter((row) => row.firstResponseAt)
    .map((row) => (row.firstResponseAt!.getTime() - row.createdAt.getTime()) / 60_000)
    .sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length === 0 ? null : minutes.length % 2 ? minutes[middle]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
  const judged = cohort.filter((row) => row.firstResponseAt || to.getTime() - row.createdAt.getTime() >= 24 * HOUR);
  const within = cohort.filter((row) => row.firstResponseAt && row.firstResponseAt.getTime() - row.createdAt.getTime() <= 24 * HOUR);
  const won = cohort.filter((row) => row.status === "won").length;
  const lost = cohort.filter((row) => row.status === "lost").length;
  const sources = new Map<string, number>();
  for (const row of cohort) {
    const source = row.utmSource ?? row.referrer ?? "direct";
    sources.set(source, (sources.get(source) ?? 0) + 1);
  }
  const estimated = cohort.filter((row) => row.estimate !== null);
  const estimatedWon = estimated.filter((row) => row.status === "won").length;
  return {
    received: cohort.length,
    medianFirstResponseMinutes: median,
    answeredWithin24hShare: judged.length === 0 ? null : within.length / judged.length,
    leadsQuoted: cohort.filter((row) => row.quoteSentAt).length,
    ...noQuotes,
    won,
    lost,
    lostByReason: Object.fromEntries(lostReasons.map((reason) => [reason, cohort.filter((row) => row.lostReason === reason).length])) as Numbers["lostByReason"],
    conversion: won + lost === 0 ? null : won / (won + lost),
    bySource: [...sources].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1)),
    fromEstimate: { received: estimated.length, won: estimatedWon, wonShare: estimated.length === 0 ? null : estimatedWon / estimated.length },
  };
}

const allRows = () =>
  getDb().lead.findMany({
    select: { createdAt: true, firstResponseAt: true, quoteSentAt: true, status: true, lostReason: true, utmSource: true, referrer: true, estimate: true },
  });

function compare(actual: Numbers, wanted: Omit<Numbers, "from" | "to">) {
  const { medianFirstResponseMinutes, answeredWithin24hShare, conversion, fromEstimate, ...counts } = actual;
  const { medianFirstResponseMinutes: median, answeredWithin24hShare: share, conversion: rate, fromEstimate: wantedEstimate, ...wantedCounts } = wanted;
  expect(counts).toEqual({ ...wantedCounts, from: actual.from, to: actual.to });
  expect([fromEstimate.received, fromEstimate.won]).toEqual([wantedEstimate.received, wantedEstimate.won]);
  for (const [value, want] of [[medianFirstResponseMinutes, median], [answeredWithin24hShare, share], [conversion, rate], [fromEstimate.wonShare, wantedEstimate.wonShare]] as const) {
    if (want === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(want, 9);
  }
}

describe("GET /api/admin/numbers", () => {
  it("equals the numbers computed from the rows, for this week and this month (Sydney)", async () => {
    const now = Date.now();
    await seedPipeline(now);
    const response = await numbersRoute(admin.request("/api/admin/numbers"), undefined as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^app;dur=/);
    const body = (await response.json()) as { week: Numbers; month: Numbers };
    const rows = await allRows();
    for (const period of ["week", "month"] as const) {
      const numbers = body[period];
      compare(numbers, expected(rows, new Date(numbers.from), new Date(numbers.to)));
      expect(numbers.received).toBeGreaterThan(0);
      expect(numbers.fromEstimate.received).toBeGreaterThan(0);
      expect(new Date(numbers.to).getTime()).toBeGreaterThanOrEqual(now);
    }
    // The periods start at midnight in Sydney: on Monday, and on the 1st.
    expect(sydneyTime(body.week.from, "long")).toMatch(/^Monday, .* at 12:00 am$/);
    expect(Date.now() - new Date(body.week.from).getTime()).toBeLessThanOrEqual(7 * 24 * HOUR);
    expect(sydneyTime(body.month.from, "day")).toMatch(/^01\//);
    expect(sydneyTime(body.month.from, "long")).toMatch(/ at 12:00 am$/);
    expect(sydneyTime(body.month.from, "day").slice(3)).toBe(sydneyTime(new Date(), "day").slice(3));
  });

  it("has every definition at a fixed time: a Sunday night in Sydney is still the week of the Monday before", async () => {
    // Sunday 29 November 2026, 11:30 pm in Sydney (AEDT, UTC+11).
    const now = new Date("2026-11-29T12:30:00Z");
    const at = (iso: string) => new Date(iso);
    const ids = await seedLeads([
      { name: "Mon", email: "mon@example.com", createdAt: at("2026-11-22T13:00:00Z") }, // Monday 23 Nov 00:00 Sydney: in
      { name: "Sun before", email: "sun@example.com", createdAt: at("2026-11-22T12:59:59Z") }, // Sunday 22 Nov 23:59:59: out of the week
      { name: "Nov 1", email: "nov@example.com", createdAt: at("2026-10-31T13:00:00Z") }, // 1 Nov 00:00 Sydney: in the month
      { name: "Oct 31", email: "oct@example.com", createdAt: at("2026-10-31T12:59:59Z") }, // out of the month
      { name: "Fresh", email: "fresh@example.com", createdAt: at("2026-11-29T11:00:00Z") }, // 90 minutes old: not yet judged
    ]);
    const set = (id: number, status: string, reason: string | null, answeredAfterHours: number | null) =>
      getDb().$executeRaw`UPDATE "leads" SET "status" = ${status}, "lost_reason" = ${reason},
        "firstResponseAt" = "createdAt" + make_interval(secs => ${answeredAfterHours === null ? null : answeredAfterHours * 3600}),
        "quoteSentAt" = CASE WHEN ${status} IN ('quote_sent', 'won') THEN "createdAt" + interval '30 hours' END,
        "utmSource" = CASE WHEN "name" = 'Mon' THEN 'google' END,
        "estimate" = CASE WHEN "name" IN ('Mon', 'Nov 1') THEN '{"lowCents":100000}'::jsonb END WHERE "id" = ${id}`;
    await set(ids[0]!, "won", null, 2); // answered in 2 h
    await set(ids[1]!, "lost", "price", 30); // answered in 30 h
    await set(ids[2]!, "lost", "timing", 24); // exactly 24 h: within
    await set(ids[3]!, "won", null, 1);
    await getDb().$executeRaw`UPDATE "leads" SET "estimate" = '{"lowCents":100000}'::jsonb WHERE "id" = ${ids[4]!}`;
    const { week, month } = await ownerNumbers(now);
    expect(week).toEqual({
      from: "2026-11-22T13:00:00.000Z",
      to: "2026-11-29T12:30:00.000Z",
      received: 2,
      medianFirstResponseMinutes: 120,
      answeredWithin24hShare: 1, // Mon answered in 2 h; Fresh is not yet 24 h old
      leadsQuoted: 1,
      ...noQuotes,
      won: 1,
      lost: 0,
      lostByReason: { price: 0, timing: 0, went_elsewhere: 0, no_response: 0, not_a_fit: 0, other: 0, declined_quote: 0 },
      conversion: 1,
      bySource: [
        { source: "direct", count: 1 },
        { source: "google", count: 1 },
      ],
      // Mon (won) and Fresh (new) came with an estimate: half of them are Won.
      fromEstimate: { received: 2, won: 1, wonShare: 0.5 },
    });
    expect(month).toMatchObject({
      from: "2026-10-31T13:00:00.000Z",
      received: 4,
      medianFirstResponseMinutes: 24 * 60, // 2 h, 24 h, 30 h
      answeredWithin24hShare: 2 / 3,
      leadsQuoted: 1,
      won: 1,
      lost: 2,
      lostByReason: { price: 1, timing: 1, went_elsewhere: 0, no_response: 0, not_a_fit: 0, other: 0, declined_quote: 0 },
      conversion: 1 / 3,
      fromEstimate: { received: 3, won: 1, wonShare: 1 / 3 },
    });
  });

  it("starts the week and the month by Sydney's calendar, not UTC's", async () => {
    // Monday 30 November 2026, 8:00 am in Sydney, while it is still Sunday in UTC.
    expect((await ownerNumbers(new Date("2026-11-29T21:00:00Z"))).week.from).toBe("2026-11-29T13:00:00.000Z");
    // Tuesday 1 December 2026, 1:00 am in Sydney, still 30 November in UTC.
    expect((await ownerNumbers(new Date("2026-11-30T14:00:00Z"))).month.from).toBe("2026-11-30T13:00:00.000Z");
    // Winter (AEST, UTC+10): Monday 1 June 2026 starts both.
    const june = await ownerNumbers(new Date("2026-06-01T05:00:00Z"));
    expect([june.week.from, june.month.from]).toEqual(["2026-05-31T14:00:00.000Z", "2026-05-31T14:00:00.000Z"]);
  });

  it("answers nulls, not zeros or NaN, for an empty period", async () => {
    const { week } = await ownerNumbers();
    expect(week).toMatchObject({ received: 0, medianFirstResponseMinutes: null, answeredWithin24hShare: null, conversion: null, leadsQuoted: 0, bySource: [], fromEstimate: { received: 0, won: 0, wonShare: null } });
    expect(week).toMatchObject(noQuotes);
  });

  it("counts the written quotes' money by when each thing happened, in Sydney's week and month", async () => {
    // Sunday 29 November 2026, 11:30 pm in Sydney (AEDT, UTC+11): the week from Monday 23, the month from the 1st.
    const now = new Date("2026-11-29T12:30:00Z");
    const [leadId] = await seedLeads([{ name: "Money", email: "money@example.com", createdAt: new Date("2026-10-01T00:00:00Z") }]);
    let number = 0;
    type Invoice = { totalCents: number; paidOn?: string };
    const quote = async (fields: { status: string; totalCents: number; sentAt: string; decidedAt?: string; validUntil: string; invoice?: Invoice; balance?: Invoice }) => {
      number += 1;
      const [row] = await getDb().$queryRaw<{ id: number }[]>`INSERT INTO "quotes" ("leadId", "number", "status", "depositHundredths", "validDays", "subtotalCents", "gstCents", "totalCents", "sentAt", "decidedAt", "validUntil")
        VALUES (${leadId}, ${number}, ${fields.status}, 1000, 30, 0, 0, ${fields.totalCents}, ${new Date(fields.sentAt)}, ${fields.decidedAt ? new Date(fields.decidedAt) : null}, ${fields.validUntil}::date) RETURNING "id"`;
      if (fields.invoice) {
        await getDb().depositInvoice.create({
          data: { quoteId: row!.id, number, issuedAt: new Date(fields.decidedAt!), exGstCents: 0, gstCents: 0, totalCents: fields.invoice.totalCents, paidOn: fields.invoice.paidOn ? new Date(fields.invoice.paidOn) : null },
        });
      }
      if (fields.balance) {
        await getDb().depositInvoice.create({
          data: { quoteId: row!.id, kind: "balance", number: 100 + number, issuedAt: new Date(fields.decidedAt!), exGstCents: 0, gstCents: 0, totalCents: fields.balance.totalCents, paidOn: fields.balance.paidOn ? new Date(fields.balance.paidOn) : null },
        });
      }
    };
    // Sent this week (Tue 24 Nov), accepted 3.5 days later: in both periods; its deposit unpaid.
    await quote({ status: "accepted", totalCents: 110_000, sentAt: "2026-11-23T22:00:00Z", decidedAt: "2026-11-27T10:00:00Z", validUntil: "2026-12-24", invoice: { totalCents: 11_000 } });
    // Sent last month, accepted this month (before the week) after 10 days: paid deposit; the job
    // done, its balance paid today (29 November, Sydney).
    await quote({ status: "accepted", totalCents: 550_000, sentAt: "2026-10-28T00:00:00Z", decidedAt: "2026-11-07T00:00:00Z", validUntil: "2026-11-27", invoice: { totalCents: 55_000, paidOn: "2026-11-10" }, balance: { totalCents: 495_000, paidOn: "2026-11-29" } });
    // Accepted before this month, deposit and balance paid last month (the 31st of October,
    // Sydney), and another job's balance still unpaid: outstanding, nothing paid this month.
    await quote({ status: "accepted", totalCents: 200_000, sentAt: "2026-09-01T00:00:00Z", decidedAt: "2026-09-02T00:00:00Z", validUntil: "2026-10-01", invoice: { totalCents: 20_000, paidOn: "2026-09-03" }, balance: { totalCents: 180_000, paidOn: "2026-10-31" } });
    await quote({ status: "accepted", totalCents: 300_000, sentAt: "2026-09-01T00:00:00Z", decidedAt: "2026-09-02T00:00:00Z", validUntil: "2026-10-01", invoice: { totalCents: 30_000, paidOn: "2026-09-03" }, balance: { totalCents: 270_000 } });
    // Sent this month, declined this week after 2 days, then revised (replaced): still a decline.
    await quote({ status: "replaced", totalCents: 220_000, sentAt: "2026-11-22T00:00:00Z", decidedAt: "2026-11-24T00:00:00Z", validUntil: "2026-12-22" });
    // Expired unanswered: valid until Sunday 22 November (ended at the start of Monday 23, Sydney: in the week).
    await quote({ status: "sent", totalCents: 330_000, sentAt: "2026-10-23T00:00:00Z", validUntil: "2026-11-22" });
    // Valid until today, Sunday 29: not expired yet; sent in October: in neither period.
    await quote({ status: "sent", totalCents: 990_000, sentAt: "2026-10-30T00:00:00Z", validUntil: "2026-11-29" });
    // Expired on 31 October (ended 1 November 00:00 Sydney): in the month, not the week.
    await quote({ status: "sent", totalCents: 10_000, sentAt: "2026-10-01T00:00:00Z", validUntil: "2026-10-31" });
    // Expired on 30 October: in neither.
    await quote({ status: "sent", totalCents: 70_000, sentAt: "2026-10-01T00:00:00Z", validUntil: "2026-10-30" });
    const { week, month } = await ownerNumbers(now);
    expect(week).toMatchObject({
      quotesSent: 1,
      quoteValueSentCents: 110_000,
      quotesAccepted: 1,
      quoteValueAcceptedCents: 110_000,
      quotesDeclined: 1,
      quotesExpired: 1,
      winRateByCount: 1 / 3,
      winRateByValue: 110_000 / (110_000 + 220_000 + 330_000),
      depositsOutstandingCents: 11_000,
      balancesOutstandingCents: 270_000,
      paidThisMonthCents: 55_000 + 495_000,
    });
    // 3.5 days (24 Nov 9 am to 27 Nov 9 pm, Sydney) and 2 days: the median is their mean.
    expect(week.medianDaysToDecision).toBeCloseTo((3.5 + 2) / 2, 9);
    expect(month).toMatchObject({
      quotesSent: 2,
      quoteValueSentCents: 330_000,
      quotesAccepted: 2,
      quoteValueAcceptedCents: 660_000,
      quotesDeclined: 1,
      quotesExpired: 2,
      winRateByCount: 2 / 5,
      winRateByValue: 660_000 / (660_000 + 220_000 + 340_000),
      depositsOutstandingCents: 11_000,
      balancesOutstandingCents: 270_000,
      paidThisMonthCents: 55_000 + 495_000,
    });
    // Days to a decision: 2, 3.5 and 10: the median is the middle one.
    expect(month.medianDaysToDecision).toBeCloseTo(3.5, 9);
  });

  it("needs a session", async () => {
    expect((await numbersRoute(new Browser("198.51.100.232").request("/api/admin/numbers"), undefined as never)).status).toBe(401);
  });
});
