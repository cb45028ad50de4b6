import "server-only";
import { readJsonBody } from "@/lib/http/body";
import { clientIpFrom } from "@/lib/http/client-ip";
import { parseOr400 } from "@/lib/http/parse";
import { cleanFormPhotos } from "@/lib/photos/form-photos";
import { isMultipart, readPhotoUpload } from "@/lib/photos/upload";
import { uploadSlots } from "@/lib/photos/upload-slots";
import { answerRepeat, countLeadRequest, createLead, leadWithKey, type CreateResult } from "@/lib/leads/services/create";
import { leadRequestSchema, type LeadRequest } from "@/lib/leads/model/request-schema";
import type { LeadRow } from "@/lib/leads/model/row";

/**
 * A lead as POST /api/contact receives it (the form with JavaScript, API clients):
 * JSON, or multipart with photos. An upload is counted against its client's limit before any of
 * it is read, waits for its turn (lib/photos/upload-slots.ts), and has its idempotency key looked
 * up before its first photo: a replay is answered with the stored lead and nothing is decoded.
 */
export async function receiveLeadRequest(request: Request): Promise<CreateResult> {
  const clientIp = clientIpFrom(request.headers);
  if (!isMultipart(request)) return createLead(parseOr400(leadRequestSchema, await readJsonBody(request)), clientIp);

  const counted = await countLeadRequest(clientIp);
  return uploadSlots().run(clientIp, async () => {
    const found: { earlier: LeadRow | null } = { earlier: null };
    const upload = await readPhotoUpload(request, {
      beforePhotos: async (fields) => {
        const key = leadRequestSchema.shape.idempotencyKey.safeParse(fields.idempotencyKey).data;
        found.earlier = key ? await leadWithKey(key) : null;
        return found.earlier === null;
      },
    });
    if (upload.stopped && found.earlier) return answerRepeat(found.earlier, clientIp, "kept");
    return createLead(parseOr400(leadRequestSchema, upload.fields), clientIp, upload.photos, counted);
  });
}

/**
 * A lead as the form's server action receives it (the form without JavaScript): already checked
 * by the same schema, its photos already read by Next. Photos cost their client a request and
 * wait for their turn before any is decoded, as in a streamed upload.
 */
export async function receiveLeadForm(request: LeadRequest, files: File[], clientIp: string): Promise<CreateResult> {
  if (files.length === 0) return createLead(request, clientIp);
  const counted = await countLeadRequest(clientIp);
  const photos = await uploadSlots().run(clientIp, () => cleanFormPhotos(files));
  return createLead(request, clientIp, photos, counted);
}
