// Makes the web fonts in app/fonts/ from the @fontsource-variable files: the same characters
// (fontsource's latin subset, so an accented name in the inbox keeps its font), but only the
// weights the site uses and the layout features text needs by default. The sources span weights
// 100-900 and carry figure variants (tabular, fractions) nothing here asks for; every first visit
// downloads both fonts before the text settles. Run after changing a font or a weight range:
// `node scripts/make-fonts.mjs`; keep `weight` in app/fonts/index.ts the same (the test checks).
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

export const sourceOf = (font) => path.join(root, "node_modules", "@fontsource-variable", font.family, "files", `${font.family}-latin-wght-normal.woff2`);
export const outputOf = (font) => path.join(root, "app", "fonts", `${font.family}-latin-${font.weights.min}-${font.weights.max}.woff2`);

async function makeFont(font) {
  const source = readFileSync(sourceOf(font));
  const characters = String.fromCodePoint(...(await readFontTables(source)).codePoints);
  const subset = await subsetFont(source, characters, { targetFormat: "woff2", keepFeatures: defaultLayoutFeatures, variationAxes: { wght: font.weights } });
  writeFileSync(outputOf(font), subset);
  // The SIL Open Font License travels with the font.
  copyFileSync(path.join(path.dirname(sourceOf(font)), "..", "LICENSE"), path.join(root, "app", "fonts", `${font.family}-LICENSE.txt`));
  console.log(`${path.relative(root, outputOf(font))}: ${source.length} -> ${subset.length} bytes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of webFonts) await makeFont(font);
}
