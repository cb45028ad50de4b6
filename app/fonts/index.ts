import localFont from "next/font/local";

// Self-hosted (next/font/google would download at build time, which fails offline: DESIGN
// section 5). The files are @fontsource-variable's latin fonts cut to the weights below by
// `node scripts/make-fonts.mjs`; a weight here must match its file (tests/unit/fonts.test.ts).
export const inter = localFont({
  src: "./inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const outfit = localFont({
  src: "./outfit-latin-500-700.woff2",
  variable: "--font-outfit",
  weight: "500 700",
  display: "swap",
});
