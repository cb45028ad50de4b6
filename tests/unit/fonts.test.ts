import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFontTables } from "../../scripts/font-tables.mjs";
import { defaultLayoutFeatures, outputOf, sourceOf, webFonts } from "../../scripts/make-fonts.mjs";

const declarations = readFileSync(path.join(process.cwd(), "app", "fonts", "index.ts"), "utf8");

describe.each(webFonts)("the $family web font (scripts/make-fonts.mjs)", (font) => {
  it("maps every character its @fontsource-variable source maps", async () => {
    const [source, made] = await Promise.all([readFontTables(readFileSync(sourceOf(font))), readFontTables(readFileSync(outputOf(font)))]);
    expect(made.codePoints.length).toBeGreaterThan(200);
    expect(made.codePoints).toEqual(source.codePoints);
  });

  it("spans the weights its @font-face declares, and only the default layout features", async () => {
    const made = await readFontTables(readFileSync(outputOf(font)));
    expect(made.weight).toEqual(font.weights);
    expect(declarations).toContain(`src: "./${path.basename(outputOf(font))}",\n  variable: "--font-${font.family}",\n  weight: "${font.weights.min} ${font.weights.max}",`);
    expect(made.substitutions.every((feature) => defaultLayoutFeatures.includes(feature))).toBe(true);
  });

  it("is smaller than its source", () => {
    expect(readFileSync(outputOf(font)).length).toBeLessThan(readFileSync(sourceOf(font)).length * 0.7);
  });
});
