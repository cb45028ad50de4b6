import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { assertNoNulCharacters } from "@/lib/http/body";
import { HttpError } from "@/lib/http/responses";
import { cleanPhoto, photoError, type CleanPhoto } from "./process";
import { photoMessages } from "./messages";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_UPLOAD_BYTES } from "./rules";

/** A multipart quote request as read: its fields as text, its photos cleaned. */
export interface PhotoUpload {
  fields: Record<string, string>;
  photos: CleanPhoto[];
  /** beforePhotos said stop: no photo was read. */
  stopped: boolean;
}

/** The form's fields are short; the longest, the project details, is 5,000 characters. */
const MAX_FIELD_BYTES = 32 * 1024;

/**
 * How slowly an upload may arrive: after a first 10 s, at least 32 KB a second on average (a
 * phone on a poor 3G link sends more), and never longer than 5 minutes in all. Slower, it is
 * stopped with 408, and its turn (lib/photos/upload-slots.ts) goes to the next one: a client
 * trickling bytes cannot hold a turn for long.
 */
export const UPLOAD_GRACE_MS = 10_000;
export const MIN_UPLOAD_BYTES_PER_SECOND = 32 * 1024;
export const UPLOAD_DEADLINE_MS = 5 * 60_000;

/** The one field that must come before the photos: a repeated key is found before any photo is decoded. */
const KEY_FIELD = "idempotencyKey";

export interface ReadOptions {
  /**
   * Called once, with the fields read so far, before the first photo is read: false stops the
   * reading of photos (the rest of the body is read and dropped, nothing decoded).
   */
  beforePhotos?: (fields: Record<string, string>) => Promise<boolean>;
  /** Tests: the pace rules above. */
  pace?: { graceMs: number; minBytesPerSecond: number; deadlineMs: number };
}

export const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/**
 * Reads a multipart quote request (the form with photos, or an API client) as it streams in,
 * with busboy: each photo is cleaned (lib/photos/process.ts) as soon as it has arrived, while
 * the next one is read, so a request holds at most two originals at a time. Anything over a
 * limit is refused as it is met, before the rest is read: a body declared or grown over 50 MB, a
 * photo over 10 MB or a sixth photo (413); a file that is not a photo, a malformed body, or the
 * idempotency key after a photo (400); an upload slower than the pace above (408).
 */
export function readPhotoUpload(request: Request, options: ReadOptions = {}): Promise<PhotoUpload> {
  const pace = options.pace ?? { graceMs: UPLOAD_GRACE_MS, minBytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND, deadlineMs: UPLOAD_DEADLINE_MS };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) return Promise.reject(photoError(413, photoMessages.uploadTooLarge));
  if (!request.body) return Promise.reject(new HttpError(400, photoMessages.notMultipart));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // A sixth file raises filesLimit, a photo over 10 MB its stream's limit: both refused at once.
      limits: { files: MAX_PHOTOS, fileSize: MAX_PHOTO_BYTES, fields: 20, fieldSize: MAX_FIELD_BYTES, parts: 30 },
    });
  } catch {
    return Promise.reject(new HttpError(400, photoMessages.notMultipart));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<PhotoUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    // Each photo's cleaning, in the order the photos came.
    const cleaning: Promise<CleanPhoto>[] = [];
    let failure: unknown;
    let received = 0;
    // Photos are read one after another; each is cleaned while the next one arrives.
    let chain = Promise.resolve();
    /** Whether photos are read, decided once before the first one. */
    let readPhotos: Promise<boolean> | undefined;
    let photoSeen = false;
    const startedAt = Date.now();
    const paceCheck = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      const due = (Math.max(0, elapsed - pace.graceMs) / 1000) * pace.minBytesPerSecond;
      if (elapsed > pace.deadlineMs || received < due) fail(photoError(408, photoMessages.tooSlow));
    }, 1_000);

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      clearInterval(paceCheck);
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > MAX_UPLOAD_BYTES) fail(photoError(413, photoMessages.uploadTooLarge));
    });
    // The client went away mid-upload (or its body could not be read): nothing to store.
    source.on("error", () => fail(new HttpError(400, photoMessages.cutOff)));

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new HttpError(413, photoMessages.fieldTooLarge));
      if (name in fields) return fail(new HttpError(400, photoMessages.repeatedField(name)));
      if (name === KEY_FIELD && photoSeen) return fail(new HttpError(400, photoMessages.keyAfterPhotos));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const filename = info.filename ?? "";
      photoSeen = true;
      if (name !== "photos") {
        stream.resume();
        return fail(new HttpError(400, photoMessages.wrongFileField));
      }
      stream.on("limit", () => fail(photoError(413, photoMessages.tooLarge(filename))));
      readPhotos ??= options.beforePhotos ? options.beforePhotos({ ...fields }) : Promise.resolve(true);
      chain = chain.then(async () => {
        if (failure || !(await readPhotos)) return void stream.resume();
        // At most two originals of a request in memory: this one is read once the one before
        // the last is cleaned (an unread stream holds the upload back: busboy's backpressure).
        await cleaning.at(-2);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        if ((stream as typeof stream & { truncated?: boolean }).truncated) throw photoError(413, photoMessages.tooLarge(filename));
        const data = Buffer.concat(chunks);
        // An empty file input still sends one part, with no name and no bytes.
        if (data.byteLength === 0 && !filename) return;
        const cleaned = cleanPhoto(data, filename);
        cleaned.catch(fail);
        cleaning.push(cleaned);
      });
      chain.catch(fail);
    });
    parser.on("filesLimit", () => fail(photoError(413, photoMessages.tooMany)));
    parser.on("fieldsLimit", () => fail(new HttpError(413, photoMessages.tooManyParts)));
    parser.on("partsLimit", () => fail(new HttpError(413, photoMessages.tooManyParts)));
    parser.on("error", () => fail(new HttpError(400, photoMessages.notMultipart)));
    parser.on("close", () => {
      chain
        .then(() => Promise.all(cleaning))
        .then(async (photos) => {
          if (failure) return;
          clearInterval(paceCheck);
          assertNoNulCharacters(fields);
          const stopped = readPhotos !== undefined && !(await readPhotos);
          resolve({ fields, photos: stopped ? [] : photos, stopped });
        })
        .catch(fail);
    });
    source.pipe(parser);
  });
}
