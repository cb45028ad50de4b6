import { describe, expect, it } from "vitest";
import { embeddedDatabaseUrl, sharesOneSession } from "@/lib/db/embedded-url.mjs";

describe("the embedded database's URL", () => {
  it("tells the embedded PGlite (one session for every connection) from a PostgreSQL server", () => {
    expect(sharesOneSession(embeddedDatabaseUrl(54321, "secret"))).toBe(true);
    expect(sharesOneSession("postgresql://postgres@127.0.0.1:5432/test")).toBe(false);
    expect(sharesOneSession("postgresql://app@db.internal:5432/orbit?application_name=orbit")).toBe(false);
    expect(sharesOneSession("not a url")).toBe(false);
  });
});
