import "server-only";
import pLimit from "p-limit";
import sharp from "sharp";
import { HttpError } from "@/lib/http/responses";
import { photoMessages } from "./messages";
import { MAX_PHOTO_PIXELS, PHOTO_LONGEST_SIDE, PHOTO_THUMBNAIL_SIDE } from "./rules";

/** A photo refused: the message is the answer's error and the photos field's, for the form. */
export const photoError = (status: 400 | 408 | 413, message: string) => new HttpError(status, message, { fieldErrors: { photos: message } });

/** A photo ready to store: re-encoded, oriented, without metadata, with its thumbnail. */
export interface CleanPhoto {
  bytes: Buffer;
  thumbnail: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
}

// libvips keeps recent images in a cache of its own (up to 50 MB) for repeated operations; each
// upload is seen once, so the memory is better left free. One thread per image, and at most two
// images at once (below): 20 uploads at a time cost two cores, not twenty.
sharp.cache(false);
sharp.concurrency(1);
const queue = pLimit(2);

/**
 * libvips opens only the formats the form accepts: every other loader (SVG, PDF, TIFF, GIF, HEIF,
 * RAW, the matrix and FITS readers...) is blocked for the whole process, so a file dressed up
 * as a photo never reaches a parser we do not need. HEIC is still told apart by its header, for
 * the message. Done before the first photo is opened, not when this module loads: the build
 * loads it too, and next/og draws the share picture (SVG) with this same sharp. At run time
 * nothing else opens anything but the site's own JPEG and PNG pictures (Next's image optimiser).
 */
export const OPEN_LOADERS = ["VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer", "VipsForeignLoadWebpBuffer"];
let loadersBlocked = false;
export function openOnlyPhotoLoaders(): void {
  if (loadersBlocked) return;
  sharp.block({ operation: ["VipsForeignLoad"] });
  sharp.unblock({ operation: OPEN_LOADERS });
  loadersBlocked = true;
}

/** The formats accepted, as libvips names what it decoded. */
const accepted = new Set(["jpeg", "png", "webp"]);

/** A HEIF container holding HEVC (an iPhone's HEIC), by its file-type box: for the message only. */
function looksLikeHeic(data: Buffer): boolean {
  return data.subarray(4, 8).toString("latin1") === "ftyp" && /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(data.subarray(8, 12).toString("latin1"));
}

/**
 * Recognises a photo by decoding its header (never its name or declared type), then re-encodes
 * it: turned upright by its EXIF orientation, at most 2048 px a side, as a JPEG without any
 * metadata (no GPS position, camera or date survives), plus a thumbnail. A file that is not a
 * JPEG, PNG or WebP picture, or claims more than 50 megapixels (a decompression bomb), is a 400
 * naming it. HEIC is never opened (its loader is blocked above, and the prebuilt libvips has no
 * HEVC decoder anyway): its message says what to do.
 */
export function cleanPhoto(data: Buffer, name: string): Promise<CleanPhoto> {
  openOnlyPhotoLoaders();
  return queue(async () => {
    // limitInputPixels refuses a picture whose header claims more, before anything is decoded.
    const input = () => sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error", sequentialRead: true });
    let format: string | undefined;
    try {
      ({ format } = await input().metadata());
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw photoError(400, photoMessages.tooManyPixels(name));
      throw photoError(400, looksLikeHeic(data) ? photoMessages.heic(name) : photoMessages.notImage(name));
    }
    if (!accepted.has(format ?? "")) throw photoError(400, photoMessages.notImage(name));
    try {
      // flatten: a transparent PNG goes on white, as JPEG has no transparency.
      const full = await input()
        .autoOrient()
        .flatten({ background: "#ffffff" })
        .resize({ width: PHOTO_LONGEST_SIDE, height: PHOTO_LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      // From the shrunk JPEG, which libjpeg decodes at a quarter or an eighth of its size: cheap.
      const thumbnail = await sharp(full.data)
        .resize({ width: PHOTO_THUMBNAIL_SIDE, height: PHOTO_THUMBNAIL_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 70 })
        .toBuffer();
      return { bytes: full.data, thumbnail, contentType: "image/jpeg", width: full.info.width, height: full.info.height };
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw photoError(400, photoMessages.tooManyPixels(name));
      throw photoError(400, photoMessages.notImage(name));
    }
  });
}
