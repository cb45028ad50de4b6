import { describe, expect, it } from "vitest";
import { hostNote, medianRun, panelJsRow, publicJsRow, RUNS, throttledLcpRow, visitorRows } from "@/scripts/bench/support/budgets.mjs";
import { linkWithoutScripts } from "@/scripts/bench/support/script-free-copy.mjs";
import { nginxConfig } from "@/tests/support/nginx.mjs";

const run = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, lcp: 2500, tbt: 200, cls: 0.02 };
const okOf = (rows: { name: string; ok: boolean }[]) => Object.fromEntries(rows.map((row) => [row.name.replace(/^page: /, "").replace(/ \(.*\)$/, ""), row.ok]));

describe("the visitor's budgets", () => {
  it("takes the median of five runs, the slower LCP lower on a tie", () => {
    expect(RUNS).toBe(5);
    const runs = [100, 96, 99, 100, 97].map((performance, index) => ({ performance, lcp: 1000 + index }));
    expect(medianRun(runs)).toMatchObject({ performance: 99, all: [100, 96, 99, 100, 97], allLcp: [1000, 1001, 1002, 1003, 1004] });
    const tied = [{ performance: 98, lcp: 1500 }, { performance: 98, lcp: 1200 }, { performance: 98, lcp: 1300 }];
    expect(medianRun(tied).lcp).toBe(1300);
  });

  it.each([
    ["every limit met exactly", {}, []],
    ["performance 89", { performance: 89 }, ["Lighthouse performance through the front"]],
    ["LCP 2501 ms", { lcp: 2501 }, ["LCP"]],
    ["TBT 201 ms", { tbt: 201 }, ["TBT"]],
    ["CLS 0.021", { cls: 0.021 }, ["CLS"]],
    ["accessibility 99", { accessibility: 99 }, ["Lighthouse accessibility"]],
    ["best practices 96", { bestPractices: 96 }, ["Lighthouse best practices"]],
    ["SEO 92", { seo: 92 }, ["Lighthouse SEO"]],
  ])("%s", (_, change, missed) => {
    const ok = okOf(visitorRows("page", { ...run, ...change }));
    expect(Object.keys(ok)).toHaveLength(7);
    expect(Object.entries(ok).filter(([, passed]) => !passed).map(([name]) => name)).toEqual(missed);
  });

  it.each([
    // bare 100 KB: a public page up to 125 KB, the estimate up to 155 KB
    [125 * 1024, undefined, true],
    [125 * 1024 + 1, undefined, false],
    [155 * 1024, 55, true],
    [155 * 1024 + 1, 55, false],
  ])("JavaScript %d bytes against bare 100 KB + %s KB: %s", (jsBytes, above, ok) => {
    expect(publicJsRow("page", { jsBytes, scripts: 9 }, 100 * 1024, above).ok).toBe(ok);
  });

  it("the panel at most 200 KB; applied-throttling LCP at most 1.1 x the script-free copy's", () => {
    expect(panelJsRow("panel", 200 * 1024).ok).toBe(true);
    expect(panelJsRow("panel", 200 * 1024 + 1).ok).toBe(false);
    expect(throttledLcpRow("page", 1925, 1750).ok).toBe(true);
    expect(throttledLcpRow("page", 1926, 1750).ok).toBe(false);
    expect(throttledLcpRow("page", 1690, 1750)).toMatchObject({ value: 1690, budget: "<= 1.1 x script-free copy's 1750 = 1925", ok: true });
  });
});

describe("the machine's floor", () => {
  it.each([
    ["not measured", undefined, false],
    ["the bare page within both limits", { performance: 90, tbt: 200 }, false],
    ["the bare page's TBT 201 ms", { performance: 94, tbt: 201 }, true],
    ["the bare page's performance 89", { performance: 89, tbt: 120 }, true],
  ])("%s: noted %s", (_, bare, noted) => {
    const note = hostNote(bare);
    expect(note !== null).toBe(noted);
    if (bare && noted) expect(note).toContain(`TBT ${bare.tbt} ms and performance ${bare.performance}`);
  });
});

describe("the script-free copy", () => {
  it("keeps the page's font and stylesheet preloads from its Link header, without script preloads or nonces", () => {
    // The shape `next start` sends with a page rendered per request (/estimate, a quote, a booking).
    const header =
      '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="abc=="; type="font/woff2", ' +
      '</_next/static/chunks/app.js>; rel=preload; as="script"; nonce="abc==", ' +
      '</_next/static/chunks/site.css>; rel=preload; as="style"; nonce="abc=="';
    expect(linkWithoutScripts(header)).toBe(
      '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2", </_next/static/chunks/site.css>; rel=preload; as="style"',
    );
    expect(linkWithoutScripts(null)).toBe("");
  });
});

describe("nginx in front, as docs/operations.md sets it up", () => {
  const upstream = new URL("http://localhost:3290");
  it("listens over TLS and HTTP/2 with the given certificate when asked, over plain HTTP/1.1 otherwise", () => {
    const tls = nginxConfig("/tmp/n", upstream, 3294, { certificate: "/tmp/n/cert.pem", key: "/tmp/n/key.pem" });
    expect(tls).toContain("listen 127.0.0.1:3294 ssl http2;");
    expect(tls).toContain("ssl_certificate /tmp/n/cert.pem; ssl_certificate_key /tmp/n/key.pem;");
    const plain = nginxConfig("/tmp/n", upstream, 3293);
    expect(plain).toContain("listen 127.0.0.1:3293;");
    expect(plain).not.toContain("ssl");
    // The same caching and compression either way.
    const rest = (config: string) => config.replace(/listen [^\n]*\n(\s*ssl_certificate[^\n]*\n)?/, "").replaceAll("3294", "PORT").replaceAll("3293", "PORT");
    expect(rest(tls)).toBe(rest(plain));
  });
});
