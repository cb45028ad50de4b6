// What a font file holds, read with HarfBuzz: the characters it maps, its weight axis and its
// substitution features. Used by scripts/make-fonts.mjs and by the test of its output.
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";

// One at a time: fontverter's WOFF2 decoder (one WebAssembly instance) returns wrong bytes for
// two files converted at once.
/** @type {Promise<unknown>} */
let queue = Promise.resolve();

/** @param {Buffer} file a WOFF2, WOFF or SFNT font */
export function readFontTables(file) {
  const tables = queue.then(() => read(file));
  queue = tables.catch(() => undefined);
  return tables;
}

/** @param {Buffer} file */
async function read(file) {
  // HarfBuzz reads SFNT only.
  const face = new Face(new Blob(await fontverter.convert(file, "sfnt")));
  const weight = face.getAxisInfos().wght;
  return {
    codePoints: [...face.collectUnicodes()].sort((a, b) => a - b),
    weight: weight ? { min: weight.min, max: weight.max } : undefined,
    substitutions: [...new Set(face.getTableFeatureTags("GSUB"))].sort(),
  };
}
