import "server-only";
import { photoMessages } from "./messages";
import { cleanPhoto, photoError, type CleanPhoto } from "./process";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "./rules";

/**
 * The photos of a form a server action received (the quote form without JavaScript): Next has
 * read the body already, within its body size limit (next.config.ts), so the rules left are the
 * streamed reader's (./upload.ts) for each file: at most five, each at most 10 MB, each a photo.
 */
export function photoFiles(data: FormData): File[] {
  // An empty file input still sends one part, with no name and no bytes.
  return data.getAll("photos").filter((entry): entry is File => typeof entry !== "string" && (entry.size > 0 || entry.name !== ""));
}

/** Cleans them one after another (./process.ts); the first refused throws its photoError. */
export async function cleanFormPhotos(files: File[]): Promise<CleanPhoto[]> {
  if (files.length > MAX_PHOTOS) throw photoError(413, photoMessages.tooMany);
  const tooLarge = files.find((file) => file.size > MAX_PHOTO_BYTES);
  if (tooLarge) throw photoError(413, photoMessages.tooLarge(tooLarge.name));
  const photos: CleanPhoto[] = [];
  for (const file of files) photos.push(await cleanPhoto(Buffer.from(await file.arrayBuffer()), file.name));
  return photos;
}
