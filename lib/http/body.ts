import { HttpError } from "./responses";

/**
 * Reads a JSON request body of at most `maxBytes`, counting the bytes actually received (a
 * Content-Length header can lie or be absent). Throws HttpError 415, 413 or 400.
 */
export async function readJsonBody(request: Request, maxBytes = 16 * 1024): Promise<unknown> {
  assertJsonType(request);
  return parseJson(await readTextBody(request, maxBytes));
}

/**
 * The same, for a route whose body is optional: no body, or an empty one whatever its
 * Content-Type (a client posting without data), reads as `{}`.
 */
export async function readOptionalJsonBody(request: Request, maxBytes = 16 * 1024): Promise<unknown> {
  const text = await readTextBody(request, maxBytes);
  if (text.trim() === "") return {};
  assertJsonType(request);
  return parseJson(text);
}

function assertJsonType(request: Request): void {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
}

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  assertNoNulCharacters(value);
  return value;
}

/**
 * Reads a request body of at most `maxBytes` as UTF-8 text, counting the bytes received (Request's
 * own text() reads any size before it answers). Throws HttpError 413.
 */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
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
  return new TextDecoder("utf-8", { fatal: false }).decode(concat(chunks, received));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any string would fail in the database as a 500.
 * No field of ours has a use for it, so it is refused up front, for bodies and query strings.
 */
export function assertNoNulCharacters(value: unknown): void {
  const stack = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) throw new HttpError(400, "The request contains a NUL character, which is not allowed.");
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) stack.push(key, item);
    }
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
