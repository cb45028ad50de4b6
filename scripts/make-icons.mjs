// Renders the app icons in public/icons/ and app/apple-icon.png from the logo mark (the same
// drawing as components/site/logo.tsx) with the local Chromium. Run once after changing the mark:
// `node scripts/make-icons.mjs`. The PNGs are committed; nothing here runs at build or test time.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/browser.mjs";

const mark = `
  <path d="M24 12 35 21v14H13V21z" fill="#ffffff"/>
  <path d="M21 35v-8h6v8z" fill="#c2410c"/>
  <path d="M6.5 30c6 6.5 22 8 33.5-1.5 3.2-2.6 5.3-5.8 5.5-8.5" fill="none" stroke="#fb923c" stroke-width="3.5" stroke-linecap="round"/>`;

/** The round mark on transparent ground (the "any" icon) and in full bleed (maskable, Apple). */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#0f2b46"/>${mark}</svg>`;
// Maskable icons are cropped to a circle of 80% of their size: the mark stays inside that zone.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#0f2b46"/><g transform="translate(6.5 6.5) scale(0.73)">${mark}</g></svg>`;

const outputs = [
  { file: "public/icons/icon-192.png", size: 192, svg: round },
  { file: "public/icons/icon-512.png", size: 512, svg: round },
  { file: "public/icons/icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "public/icons/badge-96.png", size: 96, svg: round },
  { file: "app/apple-icon.png", size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage();
for (const { file, size, svg } of outputs) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  writeFileSync(file, await page.screenshot({ omitBackground: true }));
  console.log(`${file} (${size}x${size})`);
}
writeFileSync("app/icon.svg", `${round}\n`);
console.log("app/icon.svg");
await browser.close();
