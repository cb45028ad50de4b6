import { describe, expect, it } from "vitest";
import { rememberServed, servedVersions } from "@/server/served-prerendered.mjs";

describe("the versions of a prerendered page the cache handler hands out", () => {
  it("keeps the page served and the one that replaces it, newest last, each once", () => {
    rememberServed("/test-route", "<p>one</p>");
    rememberServed("/test-route", "<p>one</p>");
    expect(servedVersions("/test-route")).toEqual(["<p>one</p>"]);
    rememberServed("/test-route", "<p>two</p>");
    expect(servedVersions("/test-route")).toEqual(["<p>one</p>", "<p>two</p>"]);
    rememberServed("/test-route", "<p>three</p>");
    expect(servedVersions("/test-route")).toEqual(["<p>two</p>", "<p>three</p>"]);
    // A version handed out again (the stale page, while the new one is rendered) becomes the newest.
    rememberServed("/test-route", "<p>two</p>");
    expect(servedVersions("/test-route")).toEqual(["<p>three</p>", "<p>two</p>"]);
    expect(servedVersions("/other")).toEqual([]);
  });

  it("is one store for every copy of the module (Next loads the handler with Node, and bundles proxy.ts)", async () => {
    rememberServed("/shared", "<p>a</p>");
    const store = (globalThis as unknown as Record<symbol, Map<string, string[]>>)[Symbol.for("orbit.prerendered.served")];
    expect(store?.get("/shared")).toEqual(["<p>a</p>"]);
  });
});
