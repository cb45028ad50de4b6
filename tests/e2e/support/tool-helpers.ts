import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The bytes of a download the page started. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

/** Decodes a PNG into RGBA pixels. */
export function readPng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

/** Draws an SVG in the browser (a fresh page, as an image viewer would) and reads the QR code in it. */
export async function decodeQrSvg(page: Page, svg: string): Promise<string | null> {
  const viewer = await page.context().newPage();
  try {
    await viewer.setContent(`<body style="margin:0;background:#fff"><img id="qr" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`);
    await viewer.locator("#qr").evaluate((image: HTMLImageElement) => image.decode());
    const png = readPng(await viewer.locator("#qr").screenshot());
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    await viewer.close();
  }
}

/** How much of an image is not near-white, and how many distinct colours it has. */
export function inkStats(png: PNG): { inkFraction: number; colours: number } {
  let ink = 0;
  const colours = new Set<number>();
  for (let offset = 0; offset < png.data.length; offset += 4) {
    const [r, g, b] = [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!];
    if (r < 235 || g < 235 || b < 235) ink += 1;
    colours.add((r << 16) | (g << 8) | b);
  }
  return { inkFraction: ink / (png.width * png.height), colours: colours.size };
}
