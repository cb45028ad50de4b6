import localFont from "next/font/local";

// Self-hosted (next/font/google would download at build time, which fails on a build machine
// without a network). The files are @fontsource-variable's latin fonts cut to the weights below
// by `node scripts/make-fonts.mjs`, each in two parts under one family name: the basic part (ASCII
// and the site's punctuation), preloaded, and the rest of the latin set, which a browser fetches
// only for a page that shows one of its characters (an accented name in the inbox). The weights
// and unicode-ranges must match the files (tests/unit/fonts.test.ts). next/font takes literals only.
// The family is named "inter" / "outfit" because that is the name next/font (Turbopack) puts in
// --font-inter / --font-outfit: both files of a font join the family the text asks for (the
// landing page's end-to-end test checks that the text's family is the one whose files loaded).
export const inter = localFont({
  src: "./inter-basic-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  declarations: [
    { prop: "font-family", value: "inter" },
    { prop: "unicode-range", value: "U+20-7E, U+A0, U+A9, U+AE, U+B0, U+B7, U+D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026" },
  ],
});

export const interRest = localFont({
  src: "./inter-rest-400-700.woff2",
  weight: "400 700",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "inter" },
    {
      prop: "unicode-range",
      value:
        "U+A1-A8, U+AA-AC, U+AF, U+B1-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308-309, U+323, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2039-203A, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2212, U+FEFF",
    },
  ],
});

export const outfit = localFont({
  src: "./outfit-basic-500-700.woff2",
  variable: "--font-outfit",
  weight: "500 700",
  display: "swap",
  declarations: [
    { prop: "font-family", value: "outfit" },
    { prop: "unicode-range", value: "U+20-7E, U+A0, U+A9, U+AE, U+B0, U+B7, U+D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026" },
  ],
});

export const outfitRest = localFont({
  src: "./outfit-rest-500-700.woff2",
  weight: "500 700",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "outfit" },
    {
      prop: "unicode-range",
      value:
        "U+A1-A8, U+AA-AC, U+AF, U+B1-B6, U+B8-D6, U+D8-FF, U+102, U+131, U+152-153, U+2BC, U+2C6, U+2DA, U+2DC, U+300-301, U+303-304, U+308, U+201A, U+201E, U+2039-203A, U+2044, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215",
    },
  ],
});
