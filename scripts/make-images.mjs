// Renders the site's placeholder pictures (hero and the four Woy Woy project photos) from the
// illustrations below with the local Chromium, as JPEG files under public/images/. They stand in
// until the owner's own photos replace them: drop a photo at the same path and rebuild, no code
// change (next/image reads each file's size and makes its blurred placeholder at build time).
// Run: `node scripts/make-images.mjs`. The JPEGs are committed; nothing here runs at build time.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../tests/support/browser.mjs";

const W = 1600;
const H = 1200;

/** @type {(top: string, bottom: string) => string} */
const sky = (top, bottom) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;

/**
 * Horizontal weatherboards over a rectangle.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} colour
 * @param {string} line
 * @param {number} [gap]
 */
function boards(x, y, w, h, colour, line, gap = 22) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>`;
  for (let yy = y + gap; yy < y + h; yy += gap) out += `<rect x="${x}" y="${yy}" width="${w}" height="3" fill="${line}" opacity="0.55"/>`;
  return out;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {string} [frame]
 */
function window_(x, y, w, h, frame = "#ffffff") {
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="${frame}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9cc7e4"/>
  <path d="M${x} ${y + h} L${x + w * 0.55} ${y} L${x + w} ${y} L${x + w} ${y + h * 0.2} L${x + w * 0.3} ${y + h} Z" fill="#ffffff" opacity="0.25"/>
  <rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="${frame}"/>
  <rect x="${x}" y="${y + h / 2 - 5}" width="${w}" height="10" fill="${frame}"/>`;
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} [colour]
 */
function shrub(cx, cy, r, colour = "#3f7d4e") {
  return `<circle cx="${cx - r * 0.6}" cy="${cy}" r="${r * 0.8}" fill="${colour}"/><circle cx="${cx + r * 0.6}" cy="${cy}" r="${r * 0.75}" fill="${colour}"/><circle cx="${cx}" cy="${cy - r * 0.45}" r="${r}" fill="${colour}" opacity="0.92"/>`;
}

const scenes = {
  // A coastal weatherboard home mid-repaint: ladder, drop sheet, tins and a freshly painted band.
  hero: `${sky("#bfe3f5", "#eef7fb")}
    <circle cx="1320" cy="190" r="90" fill="#fde68a" opacity="0.9"/>
    <path d="M0 880 C300 820 600 860 900 830 C1200 800 1400 840 1600 820 L1600 1200 L0 1200 Z" fill="#7fb069"/>
    <path d="M0 960 C400 920 900 960 1600 930 L1600 1200 L0 1200 Z" fill="#6a9e57"/>
    <polygon points="250,430 800,170 1350,430" fill="#334155"/>
    <polygon points="285,430 800,200 1315,430" fill="#475569"/>
    ${boards(300, 430, 1000, 480, "#f4efe6", "#d6cfc2")}
    ${boards(300, 430, 420, 480, "#dce9f2", "#b9cfe0")}
    <rect x="300" y="420" width="1000" height="18" fill="#ffffff"/>
    ${window_(380, 520, 220, 170)}
    ${window_(1010, 520, 220, 170)}
    <rect x="735" y="600" width="130" height="310" fill="#0f2b46"/><circle cx="845" cy="760" r="8" fill="#fbbf24"/>
    <rect x="720" y="585" width="160" height="16" fill="#ffffff"/>
    <rect x="280" y="905" width="1040" height="24" fill="#94a3b8"/>
    <g transform="translate(640 380) rotate(8)"><rect x="0" y="0" width="14" height="560" fill="#c2410c"/><rect x="86" y="0" width="14" height="560" fill="#c2410c"/>${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${30 + i * 62}" width="100" height="10" fill="#ea580c"/>`).join("")}</g>
    <path d="M180 960 L620 940 L660 1010 L150 1030 Z" fill="#e2e8f0" opacity="0.95"/>
    <g transform="translate(560 930)"><rect width="70" height="80" rx="6" fill="#1d4a74"/><rect y="-8" width="70" height="12" rx="4" fill="#94a3b8"/><rect x="10" y="22" width="50" height="30" fill="#dce9f2"/></g>
    <g transform="translate(470 955)"><rect width="60" height="66" rx="6" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/><rect y="-8" width="60" height="10" rx="4" fill="#94a3b8"/><rect x="8" y="18" width="44" height="26" fill="#fb923c"/></g>
    <g transform="translate(1120 840) rotate(-25)"><rect x="0" y="0" width="26" height="170" rx="8" fill="#c2410c"/><rect x="-36" y="-62" width="98" height="70" rx="16" fill="#f8fafc" stroke="#94a3b8" stroke-width="5"/></g>
    ${shrub(200, 900, 70)}${shrub(1430, 895, 80, "#2f6b40")}${shrub(1250, 930, 50)}`,

  // Exterior: weatherboards, fascia and trims in salt-resistant low sheen.
  exterior: `${sky("#a7d8f0", "#f0f9ff")}
    <path d="M0 900 C500 860 1100 900 1600 870 L1600 1200 L0 1200 Z" fill="#86b86f"/>
    <polygon points="150,470 800,180 1450,470" fill="#1e293b"/>
    <polygon points="190,470 800,210 1410,470" fill="#334155"/>
    <rect x="170" y="460" width="1260" height="22" fill="#ffffff"/>
    ${boards(210, 480, 1180, 420, "#cfe3ee", "#a9c6d8", 24)}
    ${window_(290, 560, 240, 190)}
    ${window_(1070, 560, 240, 190)}
    <rect x="720" y="600" width="160" height="300" fill="#0f2b46"/><circle cx="855" cy="760" r="9" fill="#fbbf24"/>
    <rect x="700" y="585" width="200" height="18" fill="#ffffff"/>
    <rect x="640" y="900" width="320" height="30" fill="#e2e8f0"/><rect x="600" y="930" width="400" height="30" fill="#cbd5e1"/>
    <rect x="200" y="895" width="1200" height="14" fill="#ffffff"/>
    ${shrub(180, 880, 80)}${shrub(1450, 885, 85, "#2f6b40")}${shrub(560, 905, 45)}${shrub(1040, 905, 45)}
    <path d="M1490 880 L1490 520" stroke="#64748b" stroke-width="8"/><path d="M1440 520 L1540 520" stroke="#64748b" stroke-width="8"/>`,

  // Main bedroom: sage feature wall, crisp white ceiling and skirting.
  bedroom: `<rect width="${W}" height="${H}" fill="#fbfaf7"/>
    <rect x="0" y="0" width="${W}" height="130" fill="#ffffff"/><rect x="0" y="128" width="${W}" height="10" fill="#e7e5e4"/>
    <rect x="360" y="138" width="880" height="792" fill="#a3b8a0"/>
    <rect x="0" y="138" width="360" height="792" fill="#f1efe9"/><rect x="1240" y="138" width="360" height="792" fill="#f1efe9"/>
    <rect x="0" y="930" width="${W}" height="270" fill="#c8a27a"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${945 + i * 30}" width="${W}" height="3" fill="#b08861" opacity="0.6"/>`).join("")}
    <rect x="0" y="910" width="${W}" height="22" fill="#ffffff"/>
    <rect x="500" y="520" width="600" height="200" rx="18" fill="#e7e5e4"/>
    <rect x="430" y="690" width="740" height="150" rx="16" fill="#f8fafc"/>
    <rect x="430" y="780" width="740" height="130" rx="10" fill="#cbd5e1"/>
    <rect x="520" y="630" width="220" height="90" rx="30" fill="#ffffff"/><rect x="860" y="630" width="220" height="90" rx="30" fill="#ffffff"/>
    <rect x="430" y="740" width="740" height="70" fill="#94a3b8" opacity="0.45"/>
    <rect x="230" y="740" width="150" height="170" rx="8" fill="#d6d3d1"/><rect x="1220" y="740" width="150" height="170" rx="8" fill="#d6d3d1"/>
    <path d="M305 740 L280 640 L330 640 Z" fill="#f5f5f4"/><rect x="300" y="640" width="10" height="100" fill="#78716c"/>
    <path d="M1295 740 L1270 640 L1320 640 Z" fill="#f5f5f4"/><rect x="1290" y="640" width="10" height="100" fill="#78716c"/>
    <rect x="620" y="250" width="360" height="220" fill="#ffffff"/><rect x="640" y="270" width="320" height="180" fill="#e9d5b5"/><circle cx="760" cy="350" r="40" fill="#d97706" opacity="0.6"/><path d="M640 450 L760 360 L860 430 L960 380 L960 450 Z" fill="#7c9a78"/>`,

  // Living area: open plan, warm white walls after patching and sanding.
  living: `<rect width="${W}" height="${H}" fill="#f6f1e7"/>
    <rect x="0" y="0" width="${W}" height="110" fill="#ffffff"/><rect y="108" width="${W}" height="8" fill="#e7e5e4"/>
    <rect x="980" y="180" width="480" height="560" fill="#ffffff"/><rect x="1000" y="200" width="440" height="520" fill="#bfdbfe"/>
    <rect x="1215" y="200" width="10" height="520" fill="#ffffff"/><path d="M1000 720 L1210 200 L1300 200 L1060 720 Z" fill="#ffffff" opacity="0.25"/>
    <rect x="0" y="860" width="${W}" height="340" fill="#d4b48c"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="0" y="${880 + i * 40}" width="${W}" height="3" fill="#b99468" opacity="0.5"/>`).join("")}
    <rect x="0" y="842" width="${W}" height="20" fill="#ffffff"/>
    <rect x="170" y="600" width="640" height="200" rx="30" fill="#64748b"/><rect x="170" y="540" width="640" height="110" rx="30" fill="#94a3b8"/>
    <rect x="130" y="600" width="90" height="200" rx="30" fill="#64748b"/><rect x="760" y="600" width="90" height="200" rx="30" fill="#64748b"/>
    <rect x="260" y="560" width="150" height="110" rx="24" fill="#fb923c"/><rect x="560" y="560" width="150" height="110" rx="24" fill="#f1f5f9"/>
    <rect x="300" y="880" width="400" height="60" rx="10" fill="#78350f"/><rect x="330" y="940" width="20" height="70" fill="#78350f"/><rect x="650" y="940" width="20" height="70" fill="#78350f"/>
    <rect x="420" y="250" width="260" height="190" fill="#ffffff"/><rect x="436" y="266" width="228" height="158" fill="#1d4a74"/><path d="M436 424 L520 330 L590 400 L664 340 L664 424 Z" fill="#7dd3fc"/>
    ${shrub(920, 740, 60, "#4d7c5a")}<rect x="880" y="760" width="80" height="90" rx="8" fill="#f5f5f4"/>`,

  // Porch: restored timber balustrade, oiled deck, deep navy front door.
  porch: `${sky("#bae6fd", "#f0f9ff")}
    <rect x="120" y="100" width="1360" height="720" fill="#e8eef2"/>
    ${boards(120, 100, 1360, 720, "#e8eef2", "#cbd5e1", 26)}
    <rect x="640" y="260" width="320" height="560" fill="#0f2b46"/><rect x="620" y="240" width="360" height="24" fill="#ffffff"/>
    <rect x="600" y="240" width="22" height="580" fill="#ffffff"/><rect x="978" y="240" width="22" height="580" fill="#ffffff"/>
    <rect x="680" y="300" width="240" height="190" fill="#1d4a74"/><rect x="680" y="530" width="240" height="250" fill="#1d4a74"/>
    <circle cx="925" cy="560" r="12" fill="#fbbf24"/>
    ${window_(230, 300, 240, 260)}${window_(1130, 300, 240, 260)}
    <rect x="0" y="820" width="${W}" height="380" fill="#a16207"/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="0" y="${840 + i * 36}" width="${W}" height="4" fill="#713f12" opacity="0.55"/>`).join("")}
    <rect x="0" y="620" width="${W}" height="24" fill="#ffffff"/><rect x="0" y="800" width="${W}" height="20" fill="#ffffff"/>
    ${Array.from({ length: 24 }, (_, i) => (i * 70 + 20 > 560 && i * 70 + 20 < 1040 ? "" : `<rect x="${i * 70 + 20}" y="644" width="24" height="156" fill="#ffffff"/>`)).join("")}
    <rect x="40" y="560" width="44" height="260" fill="#f8fafc"/><rect x="1516" y="560" width="44" height="260" fill="#f8fafc"/>
    <g transform="translate(1200 700)"><rect width="120" height="110" rx="14" fill="#c2410c"/>${shrub(60, -10, 55, "#3f7d4e")}</g>
    <g transform="translate(260 700)"><rect width="120" height="110" rx="14" fill="#c2410c"/>${shrub(60, -10, 55, "#2f6b40")}</g>`,
};

/** @type {[file: string, scene: keyof typeof scenes][]} */
const outputs = [
  ["public/images/hero.jpg", "hero"],
  ["public/images/projects/woy-woy-exterior.jpg", "exterior"],
  ["public/images/projects/woy-woy-bedroom.jpg", "bedroom"],
  ["public/images/projects/woy-woy-living.jpg", "living"],
  ["public/images/projects/woy-woy-porch.jpg", "porch"],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: W, height: H } });
for (const [file, scene] of outputs) {
  await page.setContent(`<style>html,body{margin:0}svg{display:block}</style><svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[scene]}</svg>`);
  writeFileSync(file, await page.screenshot({ type: "jpeg", quality: 80 }));
  console.log(file);
}
await browser.close();
