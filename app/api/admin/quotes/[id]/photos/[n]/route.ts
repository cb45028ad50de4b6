import { adminRoute } from "@/lib/auth/guard";
import { otherMethods } from "@/lib/http/methods";
import { parseOr400, parseQueryOr400 } from "@/lib/http/parse";
import { HttpError } from "@/lib/http/responses";
import { photoMessages } from "@/lib/photos/messages";
import { photoNumberSchema, photoQuerySchema } from "@/lib/photos/schemas";
import { readPhoto } from "@/lib/photos/storage";
import { leadIdSchema } from "@/lib/leads/model/admin-schemas";

export const dynamic = "force-dynamic";

/**
 * Photo {n} of a request, for the signed-in admin only: the full photo, or `?size=thumbnail`.
 * Never cached by a browser or proxy (a customer's home); 404 when there is no such photo.
 */
export const GET = adminRoute(async (request, context: { params: Promise<{ id: string; n: string }> }) => {
  const params = await context.params;
  const id = parseOr400(leadIdSchema, params.id);
  const n = parseOr400(photoNumberSchema, params.n);
  const { size } = parseQueryOr400(photoQuerySchema, request);
  const photo = await readPhoto(id, n, size);
  if (!photo) throw new HttpError(404, photoMessages.notFound);
  return new Response(photo.bytes as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": photo.contentType, "Content-Length": String(photo.bytes.byteLength), "Cache-Control": "private, no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
