import { assertNoNulCharacters } from "./body";
import { HttpError } from "./responses";

/** A plain HTML form's POST (the default enctype), as the customer's pages send without JavaScript. */
export const isFormPost = (request: Request): boolean => /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "");

/**
 * Reads a urlencoded form body of at most `maxBytes`, counting the bytes received (the header may
 * lie or be absent). Hand-written beside body.ts's JSON reader for the same reason: Request's own
 * formData() reads any size before it answers. Throws HttpError 413 or 400.
 */
export async function readFormBody(request: Request, maxBytes = 32 * 1024): Promise<URLSearchParams> {
  const declared = Number(request.headers.get("content-length"));
  const tooLarge = () => new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const form = new URLSearchParams(new TextDecoder().decode(Buffer.concat(chunks)));
  assertNoNulCharacters([...form.keys(), ...form.values()]);
  return form;
}
