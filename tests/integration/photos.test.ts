import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as photoRoute } from "@/app/api/admin/quotes/[id]/photos/[n]/route";
import { GET as listRoute } from "@/app/api/admin/quotes/route";
import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { GET as spamRoute } from "@/app/api/admin/spam/route";
import { POST as notSpamRoute } from "@/app/api/admin/spam/[id]/not-spam/route";
import { POST as verifyCode } from "@/app/api/admin/verify-code/route";
import { GET as contactList, POST as contact } from "@/app/api/contact/route";
import { POST as login } from "@/app/api/login/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getDb } from "@/lib/db";
import { tooManyLeadsMessage } from "@/lib/leads/services/create";
import { runDueJobs } from "@/lib/worker/worker";
import { MAX_PHOTO_BYTES } from "@/lib/photos/rules";
import { decompressionBomb, hasGpsTag, heicPhoto, phonePhoto } from "../support/photos.mjs";
import { startResendStandIn, type ResendStandIn } from "../support/resend-stand-in.mjs";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

// The owner's alert goes through Resend's client to a local stand-in, which keeps its attachments.
const stand: ResendStandIn = await startResendStandIn();
process.env.RESEND_API_KEY = "re_integration_photos";
process.env.RESEND_BASE_URL = stand.url;

const fields = { name: "Pat Walls", email: "pat@example.com", phone: "0412 345 678", service: "interior", message: "Hallway and stairs.", fillMs: "9000" };
let ip = 1;
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
const params = (id: number | string, n?: number | string) => ({ params: Promise.resolve({ id: String(id), n: String(n) }) });

interface Part {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart quote request as the form sends it: the fields, then the photos. */
function multipart(values: Record<string, string>, photos: Part[], headers: Record<string, string> = {}, address = `198.51.100.${ip++}`) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const photo of photos) form.append("photos", new Blob([new Uint8Array(photo.data)], { type: photo.type ?? "image/jpeg" }), photo.name);
  const browser = new Browser(address);
  const request = browser.request("/api/contact", { method: "POST", headers });
  return new Request(request, { body: form, duplex: "half" } as RequestInit);
}

const send = async (values: Record<string, string>, photos: Part[], headers?: Record<string, string>, address?: string) =>
  json(await contact(multipart({ idempotencyKey: randomUUID(), ...values }, photos, headers, address)));

const stored = async () => ({
  quotes: await getDb().lead.count(),
  spam: await getDb().spamRequest.count(),
  photos: await getDb().leadPhoto.count(),
});
const nothingStored = { quotes: 0, spam: 0, photos: 0 };

let admin: Browser;
async function signIn(): Promise<Browser> {
  await ensureAdminAccount();
  const browser = new Browser("198.51.100.251");
  browser.remember(await login(browser.request("/api/login", { body: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } })));
  browser.remember(await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } })));
  const code = stand.delivered.findLast((message) => message.subject === "Orbit Painting admin sign-in code")?.text.match(/code is (\d{6})\./)?.[1];
  const verified = browser.remember(await verifyCode(browser.request("/api/admin/verify-code", { body: { code, type: "email" } })));
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status}`);
  return browser;
}

let small: Buffer;
let gpsTagged: Buffer;
beforeAll(async () => {
  admin = await signIn();
  [small, gpsTagged] = await Promise.all([phonePhoto({ width: 1200, height: 900 }), phonePhoto({ width: 3000, height: 2000, gps: true, orientation: 6 })]);
});
beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "lead:" } } });
  stand.delivered.length = 0;
});
afterAll(async () => {
  await clearLeads();
  await stand.close();
  await getDb().$disconnect();
});

describe("POST /api/contact with photos (multipart)", () => {
  it("stores each photo re-encoded, upright, at most 2048 px, with a thumbnail and without its GPS position", async () => {
    expect(hasGpsTag(gpsTagged)).toBe(true);
    const { status, body } = await send(fields, [
      { name: "hall.jpg", data: gpsTagged },
      { name: "stairs.png", data: await sharp(small).png().toBuffer(), type: "image/png" },
    ]);
    expect(status).toBe(201);
    const photos = await getDb().leadPhoto.findMany({ where: { leadId: body.id as number }, orderBy: { n: "asc" } });
    expect(photos.map((photo) => [photo.n, photo.contentType, photo.width, photo.height])).toEqual([
      // 3000 x 2000 turned a quarter by its EXIF orientation, then shrunk to 2048 on its long side.
      [1, "image/jpeg", 1365, 2048],
      [2, "image/jpeg", 1200, 900],
    ]);
    for (const photo of photos) {
      const bytes = Buffer.from(photo.bytes);
      expect(hasGpsTag(bytes)).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: photo.width, height: photo.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const thumbnail = await sharp(Buffer.from(photo.thumbnail)).metadata();
      expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(320);
    }
    const row = await getDb().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(row).toMatchObject({ name: "Pat Walls", email: "pat@example.com", service: "interior", message: "Hallway and stairs." });
  });

  it("refuses a text file named like a photo with 400 and stores nothing", async () => {
    const renamed = Buffer.from("These are not the walls you are looking for.\n".repeat(40));
    const { status, body } = await send(fields, [
      { name: "lounge.jpg", data: small },
      { name: "walls.jpg", data: renamed, type: "image/jpeg" },
    ]);
    expect(status).toBe(400);
    expect(body.error).toBe("walls.jpg is not a photo we can open. Please send JPEG, PNG or WebP photos.");
    // Also as the photos field's error, for the form to show under it.
    expect(body.fieldErrors).toEqual({ photos: body.error });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a 30 MB image with 413 as soon as it passes 10 MB, and stores nothing", async () => {
    // A real JPEG followed by padding that decoders skip: a 30 MB file.
    const huge = Buffer.concat([small, Buffer.alloc(30 * 1024 * 1024 - small.byteLength, 0xff)]);
    const { status, body } = await send(fields, [{ name: "ceiling.jpg", data: huge }]);
    expect(status).toBe(413);
    expect(body.error).toBe("ceiling.jpg is larger than 10 MB. Please choose a smaller photo.");
    // A body that declares more than five photos' worth is refused before it is read.
    const declared = await send(fields, [{ name: "a.jpg", data: small }], { "content-length": String(60 * 1024 * 1024) });
    const tooMuch = "The photos are larger than 50 MB together. Please send fewer or smaller photos.";
    expect(declared).toEqual({ status: 413, body: { error: tooMuch, fieldErrors: { photos: tooMuch } } });
    expect(await stored()).toEqual(nothingStored);
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
  });

  it("refuses a sixth photo with 413 and stores nothing", async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `room-${index + 1}.jpg`, data: small }));
    const { status, body } = await send(fields, six);
    expect(status).toBe(413);
    expect(body.error).toBe("You can send up to 5 photos.");
    expect(await stored()).toEqual(nothingStored);
    // Five are fine.
    expect((await send(fields, six.slice(0, 5))).status).toBe(201);
    expect(await stored()).toEqual({ quotes: 1, spam: 0, photos: 5 });
  });

  it("refuses a decompression bomb (a tiny file claiming 10 gigapixels, or 100 megapixels) with 400, without decoding it, and stores nothing", async () => {
    // 100 megapixels is under the image library's own default limit (268): ours (50) refuses it.
    for (const [bomb, name] of [
      [await decompressionBomb(), "bomb.png"],
      [await decompressionBomb(10_000, 10_000), "hundred-megapixels.png"],
    ] as const) {
      expect(bomb.byteLength).toBeLessThan(200);
      const started = performance.now();
      const { status, body } = await send(fields, [{ name, data: bomb, type: "image/png" }]);
      expect(status).toBe(400);
      expect(body.error).toBe(`${name} is larger than 50 megapixels. Please send a smaller photo.`);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a HEIC photo the image library cannot decode with a message saying what to do", async () => {
    const { status, body } = await send(fields, [{ name: "IMG_0042.HEIC", data: await heicPhoto(), type: "image/heic" }]);
    expect(status).toBe(400);
    expect(body.error).toBe(
      "IMG_0042.HEIC is a HEIC photo, which we cannot open. Please send it as a JPEG: on an iPhone, set Settings > Camera > Formats to Most Compatible, or choose the photo again from this form.",
    );
    expect(await stored()).toEqual(nothingStored);
  });

  it("checks the fields with the same schema as JSON: a bad field is a 400 and nothing is stored", async () => {
    const { status, body } = await send({ ...fields, name: "J", email: "x" }, [{ name: "a.jpg", data: small }]);
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ name: "Name must be at least 2 characters", email: "Please enter a valid email address" });
    const wrongField = new FormData();
    for (const [name, value] of Object.entries(fields)) wrongField.append(name, value);
    wrongField.append("avatar", new Blob([new Uint8Array(small)], { type: "image/jpeg" }), "a.jpg");
    const wrong = new Request(new Browser(`198.51.100.${ip++}`).request("/api/contact", { method: "POST" }), { body: wrongField, duplex: "half" } as RequestInit);
    expect(await json(await contact(wrong))).toEqual({ status: 400, body: { error: "Send photos in the field named photos." } });
    const garbled = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      body: '{"name": "not multipart"}',
      headers: { host: "localhost:3000", "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await json(await contact(garbled))).toEqual({ status: 400, body: { error: "The request body is not valid multipart form data." } });
    expect(await stored()).toEqual(nothingStored);
  });

  it("a retried upload with the same idempotency key stores nothing new", async () => {
    const idempotencyKey = randomUUID();
    const photos = [
      { name: "a.jpg", data: small },
      { name: "b.jpg", data: small },
    ];
    const address = `198.51.100.${ip++}`;
    const first = await send({ ...fields, idempotencyKey }, photos, undefined, address);
    const again = await Promise.all([send({ ...fields, idempotencyKey }, photos, undefined, address), send({ ...fields, idempotencyKey }, photos, undefined, address)]);
    expect(first.status).toBe(201);
    // The same request's answer, with the lead's one booking link.
    for (const answer of again) expect(answer).toEqual(first);
    // Another client knowing the key gets nothing of it: no id, no booking link.
    expect(await send({ ...fields, idempotencyKey }, photos)).toEqual({ status: 201, body: { success: true } });
    expect(await stored()).toEqual({ quotes: 1, spam: 0, photos: 2 });
  });

  it("same-origin and rate-limit rules apply as to any request", async () => {
    const tiny = await phonePhoto({ width: 200, height: 150 });
    const crossSite = await send(fields, [{ name: "a.jpg", data: tiny }], { origin: "https://elsewhere.example" });
    expect(crossSite).toEqual({ status: 403, body: { error: "Cross-site requests are not allowed." } });
    const browser = new Browser(`198.51.100.${ip++}`);
    const fromOne = async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...fields, idempotencyKey: randomUUID() })) form.append(name, value);
      form.append("photos", new Blob([new Uint8Array(tiny)], { type: "image/jpeg" }), "a.jpg");
      return json(await contact(new Request(browser.request("/api/contact", { method: "POST" }), { body: form, duplex: "half" } as RequestInit)));
    };
    const limit = Number(process.env.LEAD_RATE_LIMIT ?? 5);
    for (let n = 0; n < limit; n++) expect((await fromOne()).status).toBe(201);
    const refused = await fromOne();
    expect(refused.status).toBe(429);
    expect(await stored()).toEqual({ quotes: limit, spam: 0, photos: limit });
    // Refused before its upload is read: a file that is not a photo is not even looked at.
    const notRead = new FormData();
    for (const [name, value] of Object.entries({ ...fields, idempotencyKey: randomUUID() })) notRead.append(name, value);
    notRead.append("photos", new Blob(["not a photo"], { type: "image/jpeg" }), "a.jpg");
    const early = await json(await contact(new Request(browser.request("/api/contact", { method: "POST" }), { body: notRead, duplex: "half" } as RequestInit)));
    expect(early).toMatchObject({ status: 429, body: { error: tooManyLeadsMessage } });
  });

  it("a multipart request without photos is an ordinary request", async () => {
    const { status } = await send(fields, []);
    expect(status).toBe(201);
    expect(await stored()).toEqual({ quotes: 1, spam: 0, photos: 0 });
  });
});

describe("photos after the request is stored", () => {
  it("the owner's alert links to the photos in the admin instead of attaching them", async () => {
    const { body } = await send(fields, [
      { name: "one.jpg", data: gpsTagged },
      { name: "two.jpg", data: small },
    ]);
    const leadId = body.id as number;
    await runDueJobs(process.env.DATABASE_URL!);
    const alert = stand.delivered.find((message) => message.subject === "New quote request from Pat Walls (Interior Painting)");
    expect(alert?.text).toContain("Photos: 2 photos (open them signed in to the admin):");
    for (const n of [1, 2]) expect(alert?.html).toContain(`/api/admin/quotes/${leadId}/photos/${n}"`);
    expect(alert?.attachments).toBeUndefined();
    // The customer's confirmation carries none of them.
    const confirmation = stand.delivered.find((message) => message.to === "pat@example.com" || (Array.isArray(message.to) && message.to.includes("pat@example.com")));
    expect(confirmation).toBeDefined();
    expect(confirmation?.attachments).toBeUndefined();
  });

  it("are served to the signed-in admin only, never cached, with 404 for a missing one; the lists carry only the count", async () => {
    const { body } = await send(fields, [
      { name: "one.jpg", data: small },
      { name: "two.jpg", data: small },
    ]);
    const id = body.id as number;
    const full = await photoRoute(admin.request(`/api/admin/quotes/${id}/photos/1`), params(id, 1));
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/jpeg");
    expect(full.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.equals(Buffer.from((await getDb().leadPhoto.findFirstOrThrow({ where: { leadId: id, n: 1 } })).bytes))).toBe(true);
    const thumbnail = await photoRoute(admin.request(`/api/admin/quotes/${id}/photos/2?size=thumbnail`), params(id, 2));
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);

    const signedOut = await photoRoute(new Browser().request(`/api/admin/quotes/${id}/photos/1`), params(id, 1));
    expect(await json(signedOut)).toEqual({ status: 401, body: { error: "Authentication required. Please sign in." } });
    expect(await json(await photoRoute(admin.request(`/api/admin/quotes/${id}/photos/3`), params(id, 3)))).toEqual({ status: 404, body: { error: "That photo does not exist." } });
    expect((await photoRoute(admin.request(`/api/admin/quotes/${id + 1000}/photos/1`), params(id + 1000, 1))).status).toBe(404);
    for (const n of ["0", "6", "abc", "1.5"]) expect((await photoRoute(admin.request(`/api/admin/quotes/${id}/photos/${n}`), params(id, n))).status).toBe(400);
    expect((await photoRoute(admin.request(`/api/admin/quotes/${id}/photos/1?size=huge`), params(id, 1))).status).toBe(400);

    const panel = (await json(await listRoute(admin.request("/api/admin/quotes"), undefined as never))).body.data as Record<string, unknown>[];
    const dashboard = (await json(await contactList(admin.request("/api/contact"), undefined as never))).body.data as Record<string, unknown>[];
    for (const list of [panel, dashboard]) expect(list.find((lead) => lead.id === id)).toMatchObject({ photoCount: 2 });
  });

  it("are deleted with their request", async () => {
    const { body } = await send(fields, [{ name: "one.jpg", data: small }]);
    expect(await getDb().leadPhoto.count()).toBe(1);
    await getDb().lead.delete({ where: { id: body.id as number } });
    expect(await getDb().leadPhoto.count()).toBe(0);
  });

  it("of a request kept as spam are kept with it, shown as a count, and move into the inbox with it on Not spam", async () => {
    const { status, body } = await send({ ...fields, fillMs: "300" }, [
      { name: "one.jpg", data: small },
      { name: "two.jpg", data: small },
    ]);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true });
    expect(await stored()).toEqual({ quotes: 0, spam: 1, photos: 2 });
    const [item] = (await json(await spamRoute(admin.request("/api/admin/spam"), undefined as never))).body.data as { id: number; photoCount: number }[];
    expect(item!.photoCount).toBe(2);
    const moved = await json(await notSpamRoute(admin.request(`/api/admin/spam/${item!.id}/not-spam`, { method: "POST" }), params(item!.id)));
    expect(moved.status).toBe(200);
    const leadId = moved.body.id as number;
    expect(await stored()).toEqual({ quotes: 1, spam: 0, photos: 2 });
    expect(await getDb().leadPhoto.findMany({ where: { leadId }, select: { n: true, spamId: true }, orderBy: { n: "asc" } })).toEqual([
      { n: 1, spamId: null },
      { n: 2, spamId: null },
    ]);
    // Spam deleted after its 30 days takes its photos with it.
    await send({ ...fields, fillMs: "300" }, [{ name: "three.jpg", data: small }]);
    expect(await stored()).toEqual({ quotes: 1, spam: 1, photos: 3 });
    await getDb().spamRequest.deleteMany();
    expect(await stored()).toEqual({ quotes: 1, spam: 0, photos: 2 });
  });
});
