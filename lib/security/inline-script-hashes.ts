import { createHash } from "node:crypto";

/** Script types a browser runs; anything else (JSON-LD, JSON data blocks) is data, not code. */
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/**
 * The CSP hash sources (`sha256-…`) of every inline script a browser would run in this HTML,
 * in document order without duplicates. The hash covers the script's exact text, as CSP does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!executableTypes.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
