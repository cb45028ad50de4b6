import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { cleanPhoto, OPEN_LOADERS } from "@/lib/photos/process";
import { readPhotoUpload } from "@/lib/photos/upload";
import { MAX_UPLOADS_PER_ADDRESS, uploadSlotMessages, uploadSlots } from "@/lib/photos/upload-slots";
import { phonePhoto } from "../support/photos.mjs";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

/**
 * Uploads shared fairly (issue "The site holds when someone abuses it", point 5): two at a time
 * per address, a minimum pace, a replayed idempotency key found and counted before any photo is
 * decoded, and only the loaders of the formats the form accepts.
 */
const fields = { name: "Fair Uploader", email: "fair@example.com", phone: "0412 345 678", fillMs: "9000" };
const BOUNDARY = "----fairness-boundary";
const encoder = new TextEncoder();

/** Raw multipart parts, in the order given: ["field", name, value] or ["file", name, bytes]. */
function parts(list: (["field", string, string] | ["file", string, Uint8Array])[]): Uint8Array[] {
  return list.map(([kind, name, value]) =>
    kind === "field"
      ? encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : new Uint8Array([
          ...encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
          ...value,
          ...encoder.encode("\r\n"),
        ]),
  );
}
const end = encoder.encode(`--${BOUNDARY}--\r\n`);

/** A request whose body the test writes piece by piece (a slow or held upload). */
function streamedRequest(ip: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const base = new Browser(ip).request("/api/contact", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
  const request = new Request(base, { body, duplex: "half" } as RequestInit);
  return { request, write: (chunk: Uint8Array) => controller.enqueue(chunk), close: () => controller.close() };
}

function wholeRequest(ip: string, chunks: Uint8Array[]) {
  const { request, write, close } = streamedRequest(ip);
  for (const chunk of chunks) write(chunk);
  write(end);
  close();
  return request;
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const notAPhoto = encoder.encode("a text file, renamed to look like a photo\n".repeat(50));

let small: Buffer;
beforeAll(async () => {
  small = await phonePhoto({ width: 400, height: 300 });
});
beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "lead:" } } });
});
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

describe("a repeated idempotency key", () => {
  it("is found before any photo is decoded: a replay gets the stored request, and counts against the client's limit", async () => {
    const idempotencyKey = randomUUID();
    const ip = "198.51.100.61";
    const first = await json(await contact(wholeRequest(ip, parts([...Object.entries({ ...fields, idempotencyKey }).map(([n, v]) => ["field", n, v] as ["field", string, string]), ["file", "a.jpg", small]]))));
    expect(first.status).toBe(201);
    // The replay carries a file no decoder could open: had it been decoded, the answer would be its 400.
    const replay = await json(await contact(wholeRequest(ip, parts([...Object.entries({ ...fields, idempotencyKey }).map(([n, v]) => ["field", n, v] as ["field", string, string]), ["file", "b.jpg", notAPhoto]]))));
    // The same request, with a new booking link (its token exists only in this answer).
    expect(replay).toMatchObject({ status: 201, body: { success: true, id: first.body.id, bookingUrl: expect.stringMatching(/^\/book\//) } });
    expect(await getDb().leadPhoto.count()).toBe(1);
    // Both uploads were counted (the replay is not given back).
    const [counter] = await getDb().rateLimit.findMany({ where: { key: "lead:198.51.100.61" } });
    expect(counter?.points).toBe(2);
  });

  it("must come before the photos: after one, the request is refused (400) and nothing is stored", async () => {
    const late = await json(await contact(wholeRequest("198.51.100.62", parts([...Object.entries(fields).map(([n, v]) => ["field", n, v] as ["field", string, string]), ["file", "a.jpg", small], ["field", "idempotencyKey", randomUUID()]]))));
    expect(late).toMatchObject({ status: 400, body: { error: "idempotencyKey must come before the photos." } });
    expect(await getDb().lead.count()).toBe(0);
  });
});

describe("uploads at once", () => {
  it(`lets one address send ${MAX_UPLOADS_PER_ADDRESS} at a time: a third is refused at once (429), another address still gets in`, async () => {
    const fieldParts = parts(Object.entries({ ...fields, idempotencyKey: randomUUID() }).map(([n, v]) => ["field", n, v] as ["field", string, string]));
    const held = [streamedRequest("198.51.100.63"), streamedRequest("198.51.100.63")];
    const answers = held.map(({ request, write }) => {
      for (const chunk of fieldParts) write(chunk);
      return contact(request);
    });
    await expect.poll(() => uploadSlots().load().active).toBe(2);
    const third = await json(await contact(wholeRequest("198.51.100.63", parts([["field", "name", "Third Upload"]]))));
    expect(third).toEqual({ status: 429, body: { error: uploadSlotMessages.yoursUnderWay(), retryAfterSeconds: 10 } });
    const other = await contact(wholeRequest("198.51.100.64", [...parts(Object.entries({ ...fields, idempotencyKey: randomUUID() }).map(([n, v]) => ["field", n, v] as ["field", string, string])), ...parts([["file", "a.jpg", small]])]));
    expect(other.status).toBe(201);
    // The held ones end: their turns are given back.
    held.forEach(({ write, close }, n) => {
      write(parts([["file", `held-${n}.jpg`, small]])[0]!);
      write(end);
      close();
    });
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([201, 201]);
    expect(uploadSlots().load()).toEqual({ active: 0, waiting: 0, addresses: 0 });
  });

  it("stops an upload slower than the minimum pace with 408, stores nothing, and gives its turn back", async () => {
    const { request, write } = streamedRequest("198.51.100.65");
    for (const chunk of parts(Object.entries(fields).map(([n, v]) => ["field", n, v] as ["field", string, string]))) write(chunk);
    // A trickle: a few bytes every 200 ms, far under the pace asked of this read (100 KB/s after 0.5 s).
    const trickle = setInterval(() => write(encoder.encode("x")), 200);
    try {
      // In its turn, as the route reads it (lib/leads/http/receive.ts).
      const reading = uploadSlots().run("198.51.100.65", () => readPhotoUpload(request, { pace: { graceMs: 500, minBytesPerSecond: 100_000, deadlineMs: 60_000 } }));
      expect(uploadSlots().load()).toMatchObject({ addresses: 1 });
      await expect(reading).rejects.toMatchObject({ status: 408, message: "The upload was too slow and was stopped. Please try again, or send fewer photos." });
      expect(uploadSlots().load()).toEqual({ active: 0, waiting: 0, addresses: 0 });
    } finally {
      clearInterval(trickle);
    }
  });

  it("stops an upload past its total deadline with 408, however steadily it trickles", async () => {
    const { request, write } = streamedRequest("198.51.100.66");
    for (const chunk of parts(Object.entries(fields).map(([n, v]) => ["field", n, v] as ["field", string, string]))) write(chunk);
    // Fast enough for any pace asked, but never finished.
    const steady = setInterval(() => write(encoder.encode("x".repeat(1024))), 50);
    try {
      const reading = readPhotoUpload(request, { pace: { graceMs: 60_000, minBytesPerSecond: 1, deadlineMs: 1_500 } });
      await expect(reading).rejects.toMatchObject({ status: 408 });
    } finally {
      clearInterval(steady);
    }
  });
});

describe("the image library", () => {
  it("opens only JPEG, PNG and WebP once a photo was cleaned: every other loader is blocked in this process", async () => {
    await cleanPhoto(small, "a.jpg");
    expect(OPEN_LOADERS).toEqual(["VipsForeignLoadJpegBuffer", "VipsForeignLoadPngBuffer", "VipsForeignLoadWebpBuffer"]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
    await expect(sharp(svg).metadata()).rejects.toThrow(/unsupported image format/);
    const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
    await expect(sharp(gif).metadata()).rejects.toThrow(/unsupported image format/);
    // The three formats of the form still open.
    for (const format of ["jpeg", "png", "webp"] as const) {
      const picture = await sharp(small)[format]().toBuffer();
      expect((await sharp(picture).metadata()).format).toBe(format);
    }
  });
});
