import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFontTables } from "../../scripts/font-tables.mjs";
import { defaultLayoutFeatures, fontParts, outputOf, sourceOf, unicodeRange, webFonts } from "../../scripts/make-fonts.mjs";

const declarations = readFileSync(path.join(process.cwd(), "app", "fonts", "index.ts"), "utf8");
const declaredRanges = (family: string) => [...declarations.matchAll(new RegExp(`"font-family", value: "${family}" \\},\\s*\\{\\s*prop: "unicode-range",\\s*value:\\s*"([^"]+)"`, "g"))].map((match) => match[1]);

describe.each(webFonts)("the $family web font (scripts/make-fonts.mjs)", (font) => {
  it("maps every printable character its @fontsource-variable source maps, each in exactly one of its two files", async () => {
    const source = await readFontTables(readFileSync(sourceOf(font)));
    const [basic, rest] = await Promise.all(fontParts.map(({ part }) => readFontTables(readFileSync(outputOf(font, part)))));
    expect(basic!.codePoints.length).toBeGreaterThan(100);
    expect(rest!.codePoints.length).toBeGreaterThan(100);
    expect(basic!.codePoints.filter((codePoint) => rest!.codePoints.includes(codePoint))).toEqual([]);
    expect([...basic!.codePoints, ...rest!.codePoints].sort((a, b) => a - b)).toEqual(source.codePoints.filter((codePoint) => codePoint >= 0x20));
    // The basic file is what every page preloads: ASCII and the site's punctuation.
    for (const character of "AZaz09 &@?“”‘’–—…·©") expect(basic!.codePoints).toContain(character.codePointAt(0));
    for (const character of "éÉñüßø€") expect(rest!.codePoints).toContain(character.codePointAt(0));
  });

  it("declares each file under one family name with the unicode-range of the characters it holds", async () => {
    const ranges = await Promise.all(fontParts.map(async ({ part }) => unicodeRange((await readFontTables(readFileSync(outputOf(font, part)))).codePoints)));
    expect(declaredRanges(font.family)).toEqual(ranges);
  });

  it.each(fontParts.map(({ part }) => part))("%s: spans the weights its @font-face declares, and only the default layout features", async (part) => {
    const made = await readFontTables(readFileSync(outputOf(font, part)));
    expect(made.weight).toEqual(font.weights);
    expect(declarations).toContain(`src: "./${path.basename(outputOf(font, part))}",\n${part === "basic" ? `  variable: "--font-${font.family}",\n` : ""}  weight: "${font.weights.min} ${font.weights.max}",`);
    expect(made.substitutions.every((feature) => defaultLayoutFeatures.includes(feature))).toBe(true);
  });

  it("preloads only the basic file, and that file is well under half its source", () => {
    const basicCall = declarations.slice(declarations.indexOf(path.basename(outputOf(font, "basic"))));
    const restCall = declarations.slice(declarations.indexOf(path.basename(outputOf(font, "rest"))));
    expect(basicCall.slice(0, basicCall.indexOf("});"))).not.toContain("preload");
    expect(restCall.slice(0, restCall.indexOf("});"))).toContain("preload: false,");
    expect(readFileSync(outputOf(font, "basic")).length).toBeLessThan(readFileSync(sourceOf(font)).length * 0.45);
  });
});

describe("unicodeRange", () => {
  it("collapses runs and writes single code points alone", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe("U+20-22, U+A0, U+2013-2014");
    expect(unicodeRange([])).toBe("");
  });
});
