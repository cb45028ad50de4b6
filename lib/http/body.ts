import { HttpError } from "./responses";

/**
 * Reads a JSON request body of at most `maxBytes`, counting the bytes actually received (a
 * Content-Length header can lie or be absent). Throws HttpError 415, 413 or 400.
 */
export async function readJsonBody(request: Request, maxBytes = 16 * 1024): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

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
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(concat(chunks, received));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

function tooLarge(maxBytes: number) {
  return new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

function concat(chunks: Uint8Array[], length: number) {
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}
