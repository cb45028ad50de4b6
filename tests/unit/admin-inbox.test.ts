import { environmentManager, onlineManager, QueryObserver } from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shortcutFor } from "@/components/admin/inbox-shortcuts";
import { openLeadIndex } from "@/components/admin/use-open-lead";
import { adminLeadsQuery, authCheckQuery, createAdminQueryClient, openingView } from "@/lib/client/admin-queries";
import { forgetOfflineCopy, LAST_LIST_KEY, lastList, MAX_CHARS, rememberList } from "@/lib/client/offline-copy";
import type { AdminLeadList } from "@/lib/client/admin-queries";

describe("the open lead of the wide layout", () => {
  const ids = [11, 12, 13, 14];
  it.each([
    // chosen id, its last index, edge, expected index
    [null, 0, null, 0], // nothing chosen: the first
    [13, 2, null, 2], // the chosen one, where it is
    [13, 0, null, 2], // wherever it has moved to
    [99, 2, null, 2], // it left (archived): the lead now in its place
    [99, 7, null, 3], // it was last: the new last
    [null, 0, "last", 3], // back a page with k: the last
    [null, 0, "first", 0],
    [12, 1, "last", 1], // a choice wins over the edge
  ] as const)("chosen %s at %s, edge %s: index %s", (chosen, last, edge, expected) => {
    expect(openLeadIndex(ids, chosen, last, edge)).toBe(expected);
  });

  it("is none in an empty list", () => {
    expect(openLeadIndex([], 12, 3, null)).toBe(-1);
  });
});

describe("the inbox's shortcuts", () => {
  const press = (key: string, extra: Partial<KeyboardEvent> = {}) => ({ key, altKey: false, ctrlKey: false, metaKey: false, isComposing: false, defaultPrevented: false, ...extra });
  it.each([
    ["j", "next"],
    ["ArrowDown", "next"],
    ["k", "previous"],
    ["ArrowUp", "previous"],
    ["r", "reply"],
    ["e", "archive"],
    ["/", "search"],
    ["?", "help"],
    ["J", null],
    ["x", null],
    ["Enter", null],
  ] as const)("%s: %s", (key, move) => {
    expect(shortcutFor(press(key), false)).toBe(move);
  });

  it("leaves keys to a field, a menu or a dialog with the focus, to modifiers and to handlers that took them", () => {
    expect(shortcutFor(press("j"), true)).toBeNull();
    for (const modifier of ["altKey", "ctrlKey", "metaKey", "isComposing", "defaultPrevented"] as const) {
      expect(shortcutFor(press("r", { [modifier]: true }), false), modifier).toBeNull();
    }
  });
});

describe("the list kept for offline starts", () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const list = (message: string): AdminLeadList =>
    ({
      data: [{ id: 1, name: "Ava", message }],
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      statusCounts: { new: 1, contacted: 0, quote_sent: 0, won: 0, lost: 0, overdue: 0 },
      reviewRequests: false,
    }) as unknown as AdminLeadList;

  it("keeps the list with its time, and gives it back", () => {
    expect(lastList()).toBeNull();
    expect(rememberList(list("Two rooms."), 1_700_000_000_000)).toBe(true);
    expect(lastList()).toEqual({ savedAt: 1_700_000_000_000, list: list("Two rooms.") });
  });

  it("does not keep a list over its size, and keeps the one before", () => {
    rememberList(list("Small."), 1);
    expect(rememberList(list("x".repeat(MAX_CHARS)), 2)).toBe(false);
    expect(lastList()?.savedAt).toBe(1);
  });

  it("reads nothing from a damaged entry, and forgets on logout", () => {
    storage.set(LAST_LIST_KEY, "{not json");
    expect(lastList()).toBeNull();
    storage.set(LAST_LIST_KEY, JSON.stringify({ savedAt: 1, list: { data: "no" } }));
    expect(lastList()).toBeNull();
    rememberList(list("Kept."));
    forgetOfflineCopy();
    expect(storage.has(LAST_LIST_KEY)).toBe(false);
  });
});

describe("a panel started offline", () => {
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => typeof window === "undefined"));
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it("checks the session at once (and fails), while its list waits for the network", async () => {
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("navigator", { onLine: false });
    const client = createAdminQueryClient();
    client.mount();
    const check = new QueryObserver(client, authCheckQuery());
    const leads = new QueryObserver(client, adminLeadsQuery({ page: 1, ...openingView }));
    const stop = [check.subscribe(() => {}), leads.subscribe(() => {})];
    await vi.waitFor(() => expect(check.getCurrentResult().status).toBe("error"));
    expect(leads.getCurrentResult().fetchStatus).toBe("paused");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/check"]);

    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(list()), { status: 200 })));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(leads.getCurrentResult().status).toBe("success"));
    for (const unsubscribe of stop) unsubscribe();
    client.clear();
    client.unmount();
  });

  function list() {
    return { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 }, statusCounts: {}, reviewRequests: false };
  }
});
