/**
 * The rules for photos sent with a quote request, shared by the form (which shrinks them in the
 * browser first), the server action and POST /api/contact. No imports: the landing page's plain
 * form renders its photos field from these.
 */

/** How many photos one request may carry. */
export const MAX_PHOTOS = 5;
/** The largest photo accepted, before shrinking (a phone's full-size photo is 3-5 MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** A photo is stored (and shrunk in the browser before upload) to at most this many pixels a side. */
export const PHOTO_LONGEST_SIDE = 2048;
/** The thumbnail on the admin cards: at most this many pixels a side. */
export const PHOTO_THUMBNAIL_SIDE = 320;
/** The largest picture the server will decode, in pixels (a 48-megapixel phone photo fits). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** What the file input offers; the server decides by decoding, never by this. */
export const photoAccept = "image/jpeg,image/png,image/webp";
/**
 * The most a multipart quote request may carry: every photo at its limit plus the fields. A body
 * declared or found larger is refused with 413 before it is read to the end.
 */
export const MAX_UPLOAD_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + 64 * 1024;

/** A file's name as the messages show it: one line, not too long. */
function shown(name: string): string {
  const line = name.replace(/[\u0000-\u001f\u007f]/g, "").trim() || "A photo";
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

export const photoMessages = {
  label: `Photos (up to ${MAX_PHOTOS})`,
  hint: "Optional. A few photos of the walls or rooms help us quote without a visit. JPEG, PNG or WebP, up to 10 MB each.",
  add: "Add photos",
  tooMany: `You can send up to ${MAX_PHOTOS} photos.`,
  tooLarge: (name: string) => `${shown(name)} is larger than 10 MB. Please choose a smaller photo.`,
  notImage: (name: string) => `${shown(name)} is not a photo we can open. Please send JPEG, PNG or WebP photos.`,
  heic: (name: string) =>
    `${shown(name)} is a HEIC photo, which we cannot open. Please send it as a JPEG: on an iPhone, set Settings > Camera > Formats to Most Compatible, or choose the photo again from this form.`,
  tooManyPixels: (name: string) => `${shown(name)} is larger than 50 megapixels. Please send a smaller photo.`,
  uploadTooLarge: "The photos are larger than 50 MB together. Please send fewer or smaller photos.",
  notMultipart: "The request body is not valid multipart form data.",
  cutOff: "The upload was cut off before it ended.",
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
