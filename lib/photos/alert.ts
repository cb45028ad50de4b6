import "server-only";
import type { MailAttachment } from "@/lib/mail";
import { readAllPhotos } from "./storage";

/** The owner's alert carries the photos up to this many bytes together (Resend takes 40 MB). */
export const MAX_ATTACHED_BYTES = 10 * 1024 * 1024;

/**
 * A request's photos for the owner's alert: how many there are, and as many as fit under 10 MB
 * together, in order, as attachments (each is a shrunk JPEG of about 0.2-1 MB, so five fit).
 */
export async function alertPhotos(leadId: number): Promise<{ count: number; attachments: MailAttachment[] }> {
  const photos = await readAllPhotos(leadId);
  const attachments: MailAttachment[] = [];
  let total = 0;
  for (const photo of photos) {
    if (total + photo.bytes.byteLength >= MAX_ATTACHED_BYTES) break;
    total += photo.bytes.byteLength;
    attachments.push({ filename: `request-${leadId}-photo-${photo.n}.jpg`, contentType: photo.contentType, content: photo.bytes });
  }
  return { count: photos.length, attachments };
}
