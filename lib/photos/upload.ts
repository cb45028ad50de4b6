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
}

/** The form's fields are short; the longest, the project details, is 5,000 characters. */
const MAX_FIELD_BYTES = 32 * 1024;

export const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

/**
 * Reads a multipart quote request (the form with photos, or an API client) as it streams in,
 * with busboy: each photo is cleaned (lib/photos/process.ts) as soon as it has arrived, while
 * the next one is read, so a request holds at most two originals at a time. Anything over a
 * limit is refused as it is met, before the rest is read: a body declared or grown over 50 MB, a
 * photo over 10 MB or a sixth photo (413); a file that is not a photo, or a malformed body (400).
 */
export function readPhotoUpload(request: Request): Promise<PhotoUpload> {
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

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
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
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const filename = info.filename ?? "";
      if (name !== "photos") {
        stream.resume();
        return fail(new HttpError(400, photoMessages.wrongFileField));
      }
      stream.on("limit", () => fail(photoError(413, photoMessages.tooLarge(filename))));
      chain = chain.then(async () => {
        if (failure) return void stream.resume();
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
        .then((photos) => {
          if (failure) return;
          assertNoNulCharacters(fields);
          resolve({ fields, photos });
        })
        .catch(fail);
    });
    source.pipe(parser);
  });
}

/** The photos of a form posted to the server action (Next has read its body): empty inputs left out. */
export function photoFiles(data: FormData): File[] {
  return data.getAll("photos").filter((entry): entry is File => typeof entry !== "string" && (entry.size > 0 || entry.name !== ""));
}

/**
 * Cleans the photos of the form without JavaScript by the same rules as POST /api/contact:
 * at most five, each at most 10 MB (413), each decoded and re-encoded (400 when not a photo).
 */
export async function cleanFormPhotos(files: File[]): Promise<CleanPhoto[]> {
  if (files.length > MAX_PHOTOS) throw photoError(413, photoMessages.tooMany);
  const tooLarge = files.find((file) => file.size > MAX_PHOTO_BYTES);
  if (tooLarge) throw photoError(413, photoMessages.tooLarge(tooLarge.name));
  const photos: CleanPhoto[] = [];
  for (const file of files) photos.push(await cleanPhoto(Buffer.from(await file.arrayBuffer()), file.name));
  return photos;
}
