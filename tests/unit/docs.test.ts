import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { limits, RUNS } from "@/scripts/bench/support/budgets.mjs";

/**
 * The docs a newcomer reads first stay short enough to read, and say only what is true of the
 * tree: every path the README names exists, its layout names every top-level folder, and every
 * relative link between the docs resolves.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const topLevelDirs = [...new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]!))].sort();
const topLevelEntries = new Set(tracked.map((file) => file.split("/")[0]!));

/** Backticked spans that name a path in the repository: `lib/…/`, `app/(site)/`, `proxy.ts`. */
function repositoryPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((span) => topLevelEntries.has(span.split("/")[0]!) && !/[*{}…]/.test(span));
}

/** A markdown section: from its heading to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return "";
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe("README.md", () => {
  const readme = read("README.md");

  it("is at most 10 KB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(10 * 1024);
  });

  it("names only paths that exist", () => {
    const paths = repositoryPaths(readme);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((name) => !existsSync(path.join(root, name)))).toEqual([]);
  });

  it("names every top-level folder in its layout", () => {
    const layout = repositoryPaths(section(readme, "Layout"));
    expect(topLevelDirs.length).toBeGreaterThan(5);
    expect(topLevelDirs.filter((dir) => !layout.includes(`${dir}/`))).toEqual([]);
  });
});

/** The text with its line breaks and runs of spaces as single spaces, as a reader sees it. */
const flat = (markdown: string) => markdown.replace(/\s+/g, " ");

describe("the budgets the docs state are those `npm run bench` holds (scripts/bench/support/budgets.mjs)", () => {
  it("in the README", () => {
    const readme = flat(read("README.md"));
    for (const phrase of [
      `performance ≥ ${limits.performance}`,
      `LCP ≤ ${limits.lcpMs / 1000} s`,
      `TBT ≤ ${limits.tbtMs} ms`,
      `CLS ≤ ${limits.cls}`,
      `+ ${limits.publicJsAboveBareKb} KB gzipped (\`/estimate\` + ${limits.estimateJsAboveBareKb}, panel ≤ ${limits.panelJsKb} KB)`,
      `LCP under applied throttling ≤ ${limits.throttledLcpRatio} x its script-free copy's`,
    ])
      expect(readme).toContain(phrase);
  });

  it("in docs/performance.md", () => {
    const performance = flat(read("docs/performance.md"));
    for (const phrase of [
      `performance at least ${limits.performance} (median of ${RUNS} runs); LCP at most ${limits.lcpMs / 1000} s; TBT at most ${limits.tbtMs} ms; CLS at most ${limits.cls}`,
      `plus ${limits.publicJsAboveBareKb} KB (\`/estimate\` plus ${limits.estimateJsAboveBareKb}`,
      `the panel at most ${limits.panelJsKb} KB`,
      `at most ${limits.throttledLcpRatio} x that of its own HTML`,
    ])
      expect(performance).toContain(phrase);
  });
});

describe("docs", () => {
  it.each([
    ["docs/product.md", 40],
    ["docs/performance.md", 16],
  ])("%s is at most %i KB", (file, kilobytes) => {
    expect(statSync(path.join(root, file)).size).toBeLessThanOrEqual(kilobytes * 1024);
  });

  const markdown = tracked.filter((file) => file.endsWith(".md"));
  it.each(markdown)("%s: every relative link resolves, anchors included", (file) => {
    const text = read(file);
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/i.test(target))
      .filter((target) => {
        const [targetPath, anchor] = target.split("#") as [string, string | undefined];
        const resolved = targetPath ? path.join(root, path.dirname(file), targetPath) : path.join(root, file);
        if (!existsSync(resolved)) return true;
        if (!anchor || !resolved.endsWith(".md")) return false;
        return !headingAnchors(readFileSync(resolved, "utf8")).has(anchor);
      });
    expect(broken).toEqual([]);
  });
});

/** GitHub's anchors: headings lowercased, punctuation dropped, spaces to hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6}\s+(.+)$/gm)) {
    anchors.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    );
  }
  return anchors;
}
