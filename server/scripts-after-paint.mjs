// The landing page's scripts are requested after its first contentful paint (docs/landing-loading.md).
//
// Next.js writes its client chunks as `<script async>` tags: a browser fetches them at once, at
// the same time as the page's stylesheet, fonts and hero picture, and runs each the moment it
// arrives. On a slow phone that delays the first paint, and Lighthouse counts all of them in
// the landing's LCP. The page needs none of them to be read or used (every text is in the HTML,
// anchors and the quote form work without JavaScript), so on the pages listed here the chunk tags
// are taken out and one small inline script requests the same chunks, in the same order, once the
// browser reports the first contentful paint. React then hydrates as it always does.
//
// They are not preloaded: a preload is downloaded with the page's first resources, which is the
// competition this avoids (and Lighthouse counts a preloaded chunk in the LCP all the same).
//
// Plain JavaScript: Next loads the cache handler (server/cache-handler.mjs) that
// applies this with Node itself, and proxy.ts hashes the inline script for the page's CSP.

/**
 * Routes (as the prerender manifest names them) whose scripts wait for the first paint: the
 * landing page, and the instant estimate (its HTML holds the whole form, which posts without
 * JavaScript, so nothing waits on the calculator's script to be read or used).
 */
export const afterPaintRoutes = new Set(["/", "/estimate"]);

/** Marks the loader, so tests can tell a page that loads its scripts after the paint. */
export const afterPaintMarker = "data-after-paint";

// A page rendered per request carries its CSP nonce on each tag (proxy.ts), before or after
// `async` (React's bootstrap script, Next's chunks); the loader takes the same.
const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)"(?: nonce="([^"<>]*)")? async=""(?: nonce="([^"<>]*)")?><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]* href="([^"]+)"[^>]*\/>/g;

/**
 * The loader for these chunks: it adds them once the first contentful paint is reported (a
 * `paint` entry is delivered after the frame is shown), with Next's preloads of its other chunks
 * (those a server-rendered lazy part needs). A browser that does not report paints gets them at
 * once, as Next would have given them. The performance mark lets tests see when.
 * The lists are JSON of `/_next/static/…` paths, which can hold no `</script>`.
 * @param {readonly string[]} sources
 * @param {readonly string[]} [preloads]
 * @returns {string}
 */
export function afterPaintLoader(sources, preloads = []) {
  return `(function(chunks,preloads){var done=false;function add(){if(done)return;done=true;if(performance.mark)performance.mark("scripts-after-paint");for(var j=0;j<preloads.length;j++){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=preloads[j];document.head.appendChild(l);}for(var i=0;i<chunks.length;i++){var s=document.createElement("script");s.src=chunks[i];s.async=true;document.body.appendChild(s);}}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf("paint")<0){add();return;}new PerformanceObserver(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();setTimeout(add,0);}).observe({type:"paint",buffered:true});})(${JSON.stringify(sources)},${JSON.stringify(preloads)})`;
}

/**
 * The page's HTML with its chunk scripts and Next's preloads of chunks taken out, and requested by
 * the loader after the first contentful paint. HTML without chunk scripts, or already changed,
 * comes back as it was; so does a page whose chunk tags carry no nonce when `nonceRequired` (a
 * page rendered per request whose CSP allows its scripts by their hashes: the prerendered 404).
 * @param {string} html
 * @param {{ nonceRequired?: boolean }} [options]
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html, { nonceRequired = false } = {}) {
  if (html.includes(afterPaintMarker)) return html;
  const matches = [...html.matchAll(chunkScript)];
  const sources = matches.map((match) => /** @type {string} */ (match[1]));
  if (sources.length === 0 || !html.includes("</body>")) return html;
  const nonce = matches[0]?.[2] ?? matches[0]?.[3];
  if (nonceRequired && nonce === undefined) return html;
  const chunks = new Set(sources);
  /** @type {string[]} */
  const preloads = [];
  const changed = html.replace(chunkScript, "").replace(scriptPreload, (preload, src) => {
    if (!src.startsWith("/_next/static/")) return preload;
    if (!chunks.has(src) && !preloads.includes(src)) preloads.push(src);
    return "";
  });
  const attributes = nonce === undefined ? `${afterPaintMarker}=""` : `${afterPaintMarker}="" nonce="${nonce}"`;
  // A function, so that no `$` in the loader or the nonce is read as a replacement pattern.
  return changed.replace("</body>", () => `<script ${attributes}>${afterPaintLoader(sources, preloads)}</script></body>`);
}
/** Per route, the last page changed and its result: the cache handler hands the same page out on every request. */
/** @type {Map<string, { source: string, served: string }>} */
const lastServed = new Map();

/**
 * A prerendered page's HTML as it is served: changed for the routes above, else as Next wrote it.
 * @param {string} route
 * @param {string} html
 * @returns {string}
 */
export function prerenderedHtmlAsServed(route, html) {
  if (!afterPaintRoutes.has(route)) return html;
  const last = lastServed.get(route);
  if (last?.source === html) return last.served;
  const served = scriptsAfterFirstPaint(html);
  lastServed.set(route, { source: html, served });
  return served;
}
