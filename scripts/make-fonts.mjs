// Makes the web fonts in app/fonts/ from the @fontsource-variable files: the same characters
// (fontsource's latin subset, so an accented name in the inbox keeps its font), but only the
// weights the site uses and the layout features text needs by default. The sources span weights
// 100-900 and carry figure variants (tabular, fractions) nothing here asks for.
//
// Each family is cut in two files declared under one family name with complementary
// unicode-ranges (app/fonts/index.ts): the basic part (ASCII and the punctuation the site's own
// copy uses), which every first visit downloads and the pages preload, and the rest of the latin
// set, which a browser fetches only for a page that shows one of its characters (the sizes saved
// are in docs/performance.md).
//
// Run after changing a font, a weight range or the basic characters: `node scripts/make-fonts.mjs`,
// then copy the weights and unicode-ranges it prints into app/fonts/index.ts (the test checks).
// The files are committed: nothing here runs at build or test time.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { readFontTables } from "./font-tables.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Weights in use: Inter 400-700 for text, Outfit 600-700 for headings (500 kept for a medium heading). */
export const webFonts = [
  { family: "inter", weights: { min: 400, max: 700 } },
  { family: "outfit", weights: { min: 500, max: 700 } },
];

// What browsers apply unasked: kerning, ligatures, contextual forms, composition, local forms,
// mark placement, and rvrn (a variable font's own substitutions across its weights).
export const defaultLayoutFeatures = ["kern", "liga", "clig", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn"];

/** Beyond ASCII, what the site's own pages are written in: no-break space, © ® ° · ×, dashes, quotes, bullet, ellipsis. */
const basicPunctuation = new Set([0xa0, 0xa9, 0xae, 0xb0, 0xb7, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026]);
const isBasic = (codePoint) => (codePoint >= 0x20 && codePoint <= 0x7e) || basicPunctuation.has(codePoint);

/**
 * The two files of a font: `basic` (preloaded) and `rest`, each holding the source's code points
 * it names. Control characters (the sources map NUL and CR) are drawn by neither.
 */
export const fontParts = [
  { part: "basic", holds: isBasic },
  { part: "rest", holds: (codePoint) => codePoint >= 0x20 && !isBasic(codePoint) },
];

export const sourceOf = (font) => path.join(root, "node_modules", "@fontsource-variable", font.family, "files", `${font.family}-latin-wght-normal.woff2`);
export const outputOf = (font, part) => path.join(root, "app", "fonts", `${font.family}-${part}-${font.weights.min}-${font.weights.max}.woff2`);

/** A CSS unicode-range for these code points (sorted), runs collapsed: "U+20-7E, U+A0, …". */
export function unicodeRange(codePoints) {
  const runs = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint) => codePoint.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

async function makeFont(font) {
  const source = readFileSync(sourceOf(font));
  const codePoints = (await readFontTables(source)).codePoints;
  for (const { part, holds } of fontParts) {
    const mine = codePoints.filter(holds);
    const subset = await subsetFont(source, String.fromCodePoint(...mine), { targetFormat: "woff2", keepFeatures: defaultLayoutFeatures, variationAxes: { wght: font.weights } });
    writeFileSync(outputOf(font, part), subset);
    console.log(`${path.relative(root, outputOf(font, part))}: ${source.length} -> ${subset.length} bytes, weight "${font.weights.min} ${font.weights.max}"`);
    console.log(`  unicode-range: ${unicodeRange(mine)}`);
  }
  // The SIL Open Font License travels with the font.
  copyFileSync(path.join(path.dirname(sourceOf(font)), "..", "LICENSE"), path.join(root, "app", "fonts", `${font.family}-LICENSE.txt`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of webFonts) await makeFont(font);
}
