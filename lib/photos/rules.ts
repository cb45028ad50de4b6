/**
 * The rules for photos sent with a quote request, shared by the form (which shrinks them in the
 * browser first) and POST /api/contact. No imports: the landing page's plain
 * form renders its photos field from these, so the messages live apart (./messages.ts).
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

/** What the form's photos field says; the landing page's plain form needs only these. */
export const photoFieldText = {
  label: `Photos (up to ${MAX_PHOTOS})`,
  hint: "Optional. A few photos of the walls or rooms help us quote without a visit. JPEG, PNG or WebP, up to 10 MB each.",
} as const;
