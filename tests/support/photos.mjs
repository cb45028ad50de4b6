// Photos made on the fly for the tests and the bench (no binaries are committed), with sharp.
import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A picture like a phone's photo: smooth shapes with fine grain, as a JPEG with the camera's
 * EXIF. 4032 x 3024 at quality 90 is about 3-5 MB, like a phone's full-size photo.
 * @param {{ width?: number, height?: number, seed?: number, quality?: number, gps?: boolean, orientation?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto({ width = 4032, height = 3024, seed = 1, quality = 90, gps = false, orientation } = {}) {
  // Low-frequency colour: a small noise field blown up; then grain on top, as a sensor gives.
  const coarse = await sharp({ create: { width: 24, height: 18, channels: 3, background: "black", noise: { type: "gaussian", mean: 110 + (seed % 7) * 10, sigma: 60 } } })
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, background: "black", noise: { type: "gaussian", mean: 128, sigma: 14 } } })
    .raw()
    .toBuffer();
  let image = sharp(coarse)
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality });
  /** @type {Record<string, Record<string, string>>} */
  const exif = { IFD0: { Make: "Google", Model: "Pixel 7", Software: "orbit-test" } };
  if (gps) exif.IFD3 = { GPSLatitudeRef: "S", GPSLatitude: "33/1 52/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 3456/100" };
  image = image.withExif(exif);
  const jpeg = await image.toBuffer();
  return orientation ? sharp(jpeg).withMetadata({ orientation }).keepExif().toBuffer() : jpeg;
}

/**
 * A small PNG whose header claims `width` x `height` pixels (by default 100,000 x 100,000: 10
 * gigapixels, 30 GB decoded): a decompression bomb. Its data is one pixel; a decoder that
 * believed the header would try.
 * @returns {Promise<Buffer>}
 */
export async function decompressionBomb(width = 100_000, height = 100_000) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "white" } }).png().toBuffer();
  // IHDR sits at bytes 8-33: length (4), "IHDR" (4), width (4), height (4), 5 more bytes, CRC (4).
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/**
 * A HEIF container that says it holds HEVC (as an iPhone's HEIC does) but that the prebuilt
 * libvips cannot decode: an AVIF with its brand and image type renamed.
 * @returns {Promise<Buffer>}
 */
export async function heicPhoto() {
  const avif = Buffer.from(await sharp({ create: { width: 64, height: 48, channels: 3, background: "teal" } }).avif().toBuffer());
  /** @type {[string, string][]} */
  const renames = [["avif", "heic"], ["av01", "hvc1"], ["av1C", "hvcC"]];
  for (const [from, to] of renames) {
    for (let at = avif.indexOf(from); at >= 0; at = avif.indexOf(from, at + 4)) avif.write(to, at, "latin1");
  }
  return avif;
}

/**
 * Whether an image's EXIF holds a GPS position: the GPS directory's tag (0x8825, a LONG) in
 * either byte order. Reads the whole file, so it also finds one outside the EXIF block.
 * @param {Buffer} image
 */
export function hasGpsTag(image) {
  return image.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || image.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));
}
