/**
 * The quote form's photo handling in the browser, loaded only when the visitor picks a photo
 * (a dynamic import from quote-form-rich.tsx): shrinking before upload, and the upload itself.
 */
import { photoMessages } from "@/lib/photos/messages";
import { MAX_PHOTO_BYTES, PHOTO_LONGEST_SIDE } from "@/lib/photos/rules";

/** A photo the browser cannot take: its message is shown under the photos field. */
export class PhotoPickError extends Error {}

/** Named or typed as HEIC: only to say the right thing when the browser cannot decode it. */
const heicLike = (file: File) => /heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/**
 * Shrinks a photo to at most 2048 px a side and re-encodes it (WebP at quality 0.8, or JPEG
 * where the browser cannot write WebP): a phone's 3-5 MB photo becomes a few hundred KB, and its
 * EXIF (GPS included) stays on the phone. createImageBitmap turns it upright by its EXIF
 * orientation first. The server checks and re-encodes it again whatever comes.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoPickError(photoMessages.tooLarge(file.name));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoPickError(heicLike(file) ? photoMessages.heic(file.name) : photoMessages.notImage(file.name));
  }
  const scale = Math.min(1, PHOTO_LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoPickError(photoMessages.notImage(file.name));
  // JPEG has no transparency: a transparent PNG goes on white, as the server would put it.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.8));
  const webp = await encode("image/webp");
  const blob = webp?.type === "image/webp" ? webp : await encode("image/jpeg");
  // Release the canvas's memory at once (Safari keeps it until collected otherwise).
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new PhotoPickError(photoMessages.notImage(file.name));
  return blob;
}

/** The file name a shrunk photo is sent under: its own name, with the new format's extension. */
export function uploadName(name: string, blob: Blob): string {
  const base = name.replace(/\.[^.]*$/, "") || "photo";
  return `${base}.${blob.type === "image/webp" ? "webp" : "jpg"}`;
}

/**
 * Sends the quote form as multipart, the fields first and then the photos, with
 * XMLHttpRequest: fetch() reports no upload progress. `onProgress` gets 0 to 1.
 */
export function sendWithPhotos(
  url: string,
  fields: Record<string, string>,
  photos: { blob: Blob; name: string }[],
  onProgress: (fraction: number) => void,
): Promise<{ ok: boolean; status: number; body: unknown }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append("photos", photo.blob, uploadName(photo.name, photo.blob));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body: request.response }));
    request.addEventListener("error", () => reject(new Error("The upload failed.")));
    request.addEventListener("abort", () => reject(new Error("The upload was stopped.")));
    request.send(form);
  });
}
