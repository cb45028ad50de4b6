import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { describe, expect, it } from "vitest";
import PageCacheHandler, { VERIFIED_NEXT_VERSION } from "@/server/cache-handler.mjs";

const installed = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve("next/package.json"), "utf8")) as { version: string }).version;

describe("the cache handler and the installed Next.js", () => {
  it("next is the version the cache handler was verified on", () => {
    expect(
      installed,
      `next ${installed} is installed, but server/cache-handler.mjs extends a Next.js internal and was verified on ${VERIFIED_NEXT_VERSION}: ` +
        `go through docs/upgrading-next.md, then set VERIFIED_NEXT_VERSION to ${installed}.`,
    ).toBe(VERIFIED_NEXT_VERSION);
  });

  it("extends Next's file-system cache and overrides the get it has", () => {
    const FileSystemCache = (FileSystemCacheModule as { default?: unknown }).default ?? FileSystemCacheModule;
    expect(Object.getPrototypeOf(PageCacheHandler)).toBe(FileSystemCache);
    expect(typeof (FileSystemCache as { prototype: { get?: unknown } }).prototype.get).toBe("function");
  });
});
