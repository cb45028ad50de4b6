import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { GET as alertsRoute } from "@/app/api/admin/alerts/route";
import { GET as numbersRoute } from "@/app/api/admin/numbers/route";
import { GET as spamRoute } from "@/app/api/admin/spam/route";
import { GET as visitsRoute } from "@/app/api/admin/visits/route";
import { getDb } from "@/lib/db";
import { adminSpamKey, agendaKey, alertFailuresKey, authCheckKey, ownerNumbersKey } from "@/lib/client/admin-queries";
import { ownerNumbers } from "@/lib/panel/numbers";
import { panelStartState } from "@/lib/panel/panel-start";
import type { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";

// The panel's start (lib/panel/panel-start.ts) hands TanStack Query what the panel would otherwise
// ask its GET routes for as it starts: the same answers, and the page still starts when one fails.
vi.mock("@/lib/panel/numbers", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/panel/numbers")>();
  return { ...actual, ownerNumbers: vi.fn(actual.ownerNumbers) };
});

let admin: Browser;
beforeAll(async () => {
  admin = await signedInBrowser("198.51.100.241");
  await clearLeads();
  await seedLeads([{ name: "Start State", email: "start.state@example.com", message: "Two bedrooms, walls and ceilings." }]);
});
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

const dataOf = (state: Awaited<ReturnType<typeof panelStartState>>, key: readonly unknown[]) =>
  state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;

it("holds the session, the list and, as each GET route answers them, the Spam count, failed alerts, agenda and numbers", async () => {
  const state = await panelStartState({ username: "owner" });
  expect(dataOf(state, authCheckKey)).toEqual({ authenticated: true, user: { username: "owner" } });
  expect(state.queries.some((query) => query.queryKey[0] === "/api/admin/quotes")).toBe(true);
  const routes = [
    [adminSpamKey, spamRoute],
    [alertFailuresKey, alertsRoute],
    [agendaKey, visitsRoute],
    [ownerNumbersKey, numbersRoute],
  ] as const;
  // The numbers' periods end now: their `to` is the moment each was asked.
  const comparable = (key: readonly unknown[], value: unknown) =>
    JSON.parse(JSON.stringify(value), (name, field) => (key === ownerNumbersKey && name === "to" ? "now" : field));
  for (const [key, route] of routes) {
    const answer = await (await route(admin.request(key[0]), undefined as never)).json();
    expect(comparable(key, dataOf(state, key)), key[0]).toEqual(comparable(key, answer));
  }
});

it("leaves a part that fails to the panel's own request: the page still starts with the rest", async () => {
  vi.mocked(ownerNumbers).mockRejectedValueOnce(new Error("numbers down"));
  const state = await panelStartState({ username: "owner" });
  expect(dataOf(state, ownerNumbersKey)).toBeUndefined();
  for (const key of [authCheckKey, adminSpamKey, alertFailuresKey, agendaKey]) expect(dataOf(state, key), key[0]).toBeDefined();
  expect(state.queries.some((query) => query.queryKey[0] === "/api/admin/quotes")).toBe(true);
});
