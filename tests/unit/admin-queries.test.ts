import {
  environmentManager,
  focusManager,
  QueryObserver,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from "@tanstack/react-query";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  adminLeadsQuery,
  authCheckQuery,
  createAdminQueryClient,
  dashboardLeadsQuery,
} from "@/lib/client/admin-queries";

// The tests run in Node, which TanStack Query takes for a server (no timers, no retries there).
beforeAll(() => environmentManager.setIsServer(() => false));
afterAll(() => environmentManager.setIsServer(() => typeof window === "undefined"));

let client: QueryClient;
let fetchMock: ReturnType<typeof vi.fn>;
const unsubscribers: Array<() => void> = [];

function answer(status: number, body = "", statusText = "") {
  return () => Promise.resolve(new Response(body || null, { status, statusText }));
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(answer(200, JSON.stringify({ data: [], pagination: { page: 1, total: 0, totalPages: 0 } })));
  vi.stubGlobal("fetch", fetchMock);
  client = createAdminQueryClient();
  client.mount(); // what QueryClientProvider does: focus and online events reach the queries
});
afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  client.clear();
  client.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A mounted component's view of a query: subscribed, so it fetches and polls. */
function observe<TData>(options: QueryObserverOptions<TData, Error, TData, TData, QueryKey>) {
  const observer = new QueryObserver<TData, Error, TData, TData, QueryKey>(client, options);
  unsubscribers.push(observer.subscribe(() => {}));
  return observer;
}

const filters = { q: "", service: "" as const };

describe("the default query function", () => {
  it("gives null for a 401, without retrying it", async () => {
    fetchMock.mockImplementation(answer(401, JSON.stringify({ error: "Sign in first" })));
    const observer = observe(adminLeadsQuery({ page: 1, archived: false, filters }));
    await vi.advanceTimersByTimeAsync(10);
    expect(observer.getCurrentResult().status).toBe("success");
    expect(observer.getCurrentResult().data).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [500, "Internal Server Error", "database down", "500: database down"],
    [503, "Service Unavailable", "", "503: Service Unavailable"],
    [404, "Not Found", '{"error":"Not found"}', '404: {"error":"Not found"}'],
  ])("makes any other %i an error 'status: body text, else status text'", async (status, statusText, body, message) => {
    fetchMock.mockImplementation(answer(status, body, statusText));
    const error: unknown = await client.fetchQuery(authCheckQuery()).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
  });

  it("GETs the key's path with its view's parameters, credentials included", async () => {
    observe(adminLeadsQuery({ page: 2, archived: true, filters: { q: "Ann", service: "interior" } }));
    await vi.advanceTimersByTimeAsync(10);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/quotes?page=2&limit=10&archived=true&q=Ann&service=interior");
    expect(init).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("sends the status filter and the oldest-unanswered order, and leaves the default order out", async () => {
    const filters = { q: "", service: "" as const };
    observe(adminLeadsQuery({ page: 1, archived: false, filters, pipeline: { status: "overdue", sort: "oldest_unanswered" } }));
    observe(adminLeadsQuery({ page: 1, archived: false, filters, pipeline: { status: "", sort: "newest" } }));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/admin/quotes?page=1&limit=10&archived=false&status=overdue&sort=oldest_unanswered",
      "/api/admin/quotes?page=1&limit=10&archived=false",
    ]);
  });
});

describe("the client's defaults", () => {
  it("never retries, never refetches on focus or by itself, and keeps data fresh", async () => {
    fetchMock.mockImplementation(answer(500, "down"));
    const failing = observe({ queryKey: ["/api/anything"] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing.getCurrentResult().status).toBe("error");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(answer(200, "{}"));
    observe({ queryKey: ["/api/other"] });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Even data a query marks stale is not fetched again when the window regains focus.
    observe({ queryKey: ["/api/stale"], staleTime: 0 });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // A second component on the same key takes the cache: never stale.
    observe({ queryKey: ["/api/other"] });
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    focusManager.setFocused(undefined);
  });
});

describe("the admin quotes query", () => {
  it("retries 3 times 1 s apart, then is an error", async () => {
    fetchMock.mockImplementation(answer(500, "down"));
    const observer = observe(adminLeadsQuery({ page: 1, archived: false, filters }));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(989);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(observer.getCurrentResult().status).toBe("error");
    expect(observer.getCurrentResult().error?.message).toBe("500: down");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("is polled every 30 s", async () => {
    observe(adminLeadsQuery({ page: 1, archived: false, filters }));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_980);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("keys each page, view and search apart, and never shows another view's or page's cards", () => {
    const active = adminLeadsQuery({ page: 1, archived: false, filters });
    const archived = adminLeadsQuery({ page: 1, archived: true, filters });
    const page2 = adminLeadsQuery({ page: 2, archived: false, filters });
    const searched = adminLeadsQuery({ page: 1, archived: false, filters: { q: "Ann", service: "" } });
    const keys = new Set([active, archived, page2, searched].map((options) => JSON.stringify(options.queryKey)));
    expect(keys.size).toBe(4);

    const previous = { data: [], pagination: { page: 1, total: 0, totalPages: 0 } };
    const placeholder = (target: typeof active, from: typeof active) =>
      (target.placeholderData as (data: unknown, query: { queryKey: readonly unknown[] }) => unknown)(previous, { queryKey: from.queryKey });
    expect(placeholder(archived, active)).toBeUndefined();
    expect(placeholder(page2, active)).toBeUndefined();
    // The same view and page while a search is typed: the earlier answer stays until the new one.
    expect(placeholder(searched, active)).toBe(previous);
  });
});

describe("the dashboard query", () => {
  it("is polled every 30 s and never retried", async () => {
    fetchMock.mockImplementation(answer(500, "down"));
    observe(dashboardLeadsQuery({ page: 1, filters }));
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/contact?page=1");
    await vi.advanceTimersByTimeAsync(29_990);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("the auth check", () => {
  it("is cached 5 minutes and never retried", async () => {
    fetchMock.mockImplementation(answer(200, JSON.stringify({ authenticated: true })));
    const first = observe(authCheckQuery());
    await vi.advanceTimersByTimeAsync(10);
    expect(first.getCurrentResult().data).toEqual({ authenticated: true });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    observe(authCheckQuery());
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    observe(authCheckQuery());
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    client.clear();
    fetchMock.mockImplementation(answer(502, "", "Bad Gateway"));
    const failing = observe(authCheckQuery());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failing.getCurrentResult().error?.message).toBe("502: Bad Gateway");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
