import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Directories that hold no hand-written code: dependencies, build output, generated client, data.
const skipped = new Set(["node_modules", ".next", ".data", ".git", "lib/generated", "test-results", "playwright-report"]);
function filesUnder(dir: string): string[] {
  return readdirSync(dir || ".", { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    return skipped.has(path) ? [] : filesUnder(path);
  });
}
const files = filesUnder("");

describe("the JavaScript is type-checked from its own JSDoc", () => {
  it("tsconfig checks every .mjs file", () => {
    const { compilerOptions, include } = JSON.parse(readFileSync("tsconfig.json", "utf8")) as { compilerOptions: Record<string, unknown>; include: string[] };
    expect(compilerOptions).toMatchObject({ allowJs: true, checkJs: true });
    expect(include).toContain("**/*.mjs");
  });

  // A declaration file beside a module replaces it for TypeScript: the module's code would go unchecked.
  it("no hand-written .d.mts file stands in for a module", () => {
    expect(files.filter((path) => path.endsWith(".d.mts"))).toEqual([]);
  });
});
