import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { afterPaintLoader, prerenderedHtmlAsServed, scriptsAfterFirstPaint } from "@/server/scripts-after-paint.mjs";

// The shape Next 16 writes for a prerendered page: chunk tags in the head, one of them preloaded
// too, a nomodule polyfill, inline RSC payload pushes and a JSON-LD block.
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>Orbit Painting</h1>",
  '<script type="application/ld+json">{"@type":"HousePainter"}</script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  "</body></html>",
].join("");

describe("scripts after the first paint", () => {
  const changed = scriptsAfterFirstPaint(page);
  const chunks = ["/_next/static/chunks/one.js", "/_next/static/chunks/main.js"];

  it("takes out every async chunk tag and Next's preloads of them, and keeps everything else", () => {
    expect(changed).not.toMatch(/<script src="[^"]*" async=""/);
    // Not preloaded either: a preload would be fetched beside the page's first resources.
    expect(changed).not.toMatch(/<link rel="preload" as="script"/);
    // Modern browsers never run nomodule scripts; older ones need the polyfills before the rest.
    expect(changed).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(changed).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(changed).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(changed).toContain('<script type="application/ld+json">{"@type":"HousePainter"}</script>');
    expect(changed).toContain("<h1>Orbit Painting</h1>");
  });

  it("ends the body with one marked loader that names the chunks in their order", () => {
    expect(changed.endsWith(`<script data-after-paint="">${afterPaintLoader(chunks)}</script></body></html>`)).toBe(true);
    expect(afterPaintLoader(chunks)).toContain('(["/_next/static/chunks/one.js","/_next/static/chunks/main.js"],[])');
  });

  it("changes a page once, and leaves HTML without chunk scripts as it was", () => {
    expect(scriptsAfterFirstPaint(changed)).toBe(changed);
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("applies to the landing page and the instant estimate only", () => {
    expect(prerenderedHtmlAsServed("/", page)).toBe(changed);
    expect(prerenderedHtmlAsServed("/estimate", page)).toBe(changed);
    expect(prerenderedHtmlAsServed("/qrcode", page)).toBe(page);
  });

  it("serves a regenerated page as changed anew, not the last page's result", () => {
    const regenerated = page.replace("one.js", "two.js");
    expect(prerenderedHtmlAsServed("/", page)).toBe(changed);
    expect(prerenderedHtmlAsServed("/", regenerated)).toBe(scriptsAfterFirstPaint(regenerated));
    expect(prerenderedHtmlAsServed("/", regenerated)).toContain('"/_next/static/chunks/two.js"');
    expect(prerenderedHtmlAsServed("/", page)).toBe(changed);
  });

  it("moves Next's preload of a chunk that is not among the scripts (a lazy part's) to the loader", () => {
    const lazy = '<link rel="preload" as="script" fetchPriority="low" nonce="abc" href="/_next/static/chunks/lazy.js"/>';
    const withLazy = scriptsAfterFirstPaint(page.replace("</head>", `${lazy}</head>`));
    expect(withLazy).not.toContain(lazy);
    expect(withLazy).toContain(`${afterPaintLoader(chunks, ["/_next/static/chunks/lazy.js"])}</script></body>`);
  });

  it("takes the nonce of the chunk tags onto the loader; with nonceRequired, a page without one stays as it was", () => {
    const withNonce = page.replace(/ async=""><\/script>/g, ' async="" nonce="r4nd0m+/="></script>');
    expect(scriptsAfterFirstPaint(withNonce, { nonceRequired: true })).toContain('<script data-after-paint="" nonce="r4nd0m+/=">');
    expect(scriptsAfterFirstPaint(page, { nonceRequired: true })).toBe(page);
  });

  it("keeps a preload of anything but the page's chunk scripts", () => {
    const other = '<link rel="preload" as="script" href="/vendor/other.js"/>';
    expect(scriptsAfterFirstPaint(page.replace("</head>", `${other}</head>`))).toContain(other);
  });
});

/** Runs the loader against a stand-in document and paint observer. */
function runLoader({ reportsPaint }: { reportsPaint: boolean }) {
  const added: string[] = [];
  const marks: string[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | undefined;
  let disconnected = false;
  const timers: (() => void)[] = [];
  function PerformanceObserver(callback: typeof observer) {
    observer = callback;
    return { observe: () => undefined, disconnect: () => (disconnected = true) };
  }
  PerformanceObserver.supportedEntryTypes = reportsPaint ? ["paint", "navigation"] : ["navigation"];
  const context = {
    window: { PerformanceObserver },
    PerformanceObserver,
    performance: { mark: (name: string) => marks.push(name) },
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (link: { rel: string; as: string; href: string }) => added.push(`${link.rel} ${link.as} ${link.href}`) },
      body: { appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src}${script.async ? " async" : ""}`) },
    },
  };
  runInNewContext(afterPaintLoader(["/_next/static/chunks/one.js", "/_next/static/chunks/main.js"], ["/_next/static/chunks/lazy.js"]), context);
  const paint = (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  const runTimers = () => timers.splice(0).forEach((callback) => callback());
  return { added, marks, paint, runTimers, disconnected: () => disconnected };
}

describe("the after-paint loader", () => {
  it("adds the chunks, in order, only after the first contentful paint, and once", () => {
    const loader = runLoader({ reportsPaint: true });
    loader.paint("first-paint");
    loader.runTimers();
    expect(loader.added).toEqual([]);
    loader.paint("first-contentful-paint");
    expect(loader.added).toEqual([]);
    expect(loader.disconnected()).toBe(true);
    loader.runTimers();
    expect(loader.added).toEqual(["preload script /_next/static/chunks/lazy.js", "/_next/static/chunks/one.js async", "/_next/static/chunks/main.js async"]);
    expect(loader.marks).toEqual(["scripts-after-paint"]);
    loader.paint("first-contentful-paint");
    loader.runTimers();
    expect(loader.added).toHaveLength(3);
  });

  it("adds them at once where the browser reports no paints", () => {
    const loader = runLoader({ reportsPaint: false });
    expect(loader.added).toEqual(["preload script /_next/static/chunks/lazy.js", "/_next/static/chunks/one.js async", "/_next/static/chunks/main.js async"]);
  });
});
