import { MAX_PHOTOS } from "./rules";

/**
 * What the form and POST /api/contact say about photos: errors, progress, the
 * chosen photos' labels. Kept out of ./rules.ts so that the landing page's script, which only
 * renders the field, does not carry them (the full form loads them when the visitor reaches it).
 */

/** A file's name as the messages show it: one line, not too long. */
function shown(name: string): string {
  const line = name.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "A photo";
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

export const photoMessages = {
  tooMany: `You can send up to ${MAX_PHOTOS} photos.`,
  tooLarge: (name: string) => `${shown(name)} is larger than 10 MB. Please choose a smaller photo.`,
  notImage: (name: string) => `${shown(name)} is not a photo we can open. Please send JPEG, PNG or WebP photos.`,
  heic: (name: string) =>
    `${shown(name)} is a HEIC photo, which we cannot open. Please send it as a JPEG: on an iPhone, set Settings > Camera > Formats to Most Compatible, or choose the photo again from this form.`,
  tooManyPixels: (name: string) => `${shown(name)} is larger than 50 megapixels. Please send a smaller photo.`,
  uploadTooLarge: "The photos are larger than 50 MB together. Please send fewer or smaller photos.",
  notMultipart: "The request body is not valid multipart form data.",
  cutOff: "The upload was cut off before it ended.",
  tooSlow: "The upload was too slow and was stopped. Please try again, or send fewer photos.",
  keyAfterPhotos: "idempotencyKey must come before the photos.",
  fieldTooLarge: "A form field is larger than 32 KB.",
  tooManyParts: "The request has too many form fields.",
  repeatedField: (field: string) => `${field.slice(0, 40)} was sent more than once.`,
  wrongFileField: "Send photos in the field named photos.",
  notFound: "That photo does not exist.",
  chooseAgain: "Please choose your photos again.",
  sending: (percent: number) => `Sending photos... ${percent}%`,
  preparing: "Preparing photos...",
  progress: "Upload progress",
  prepareFailed: "The photos could not be prepared. Please try again.",
  chosen: "Chosen photos",
  alt: (n: number, name: string) => `Photo ${n}: ${shown(name)}`,
  remove: (n: number) => `Remove photo ${n}`,
} as const;
