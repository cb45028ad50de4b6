import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { submitQuoteRequestAction, type QuoteActionState } from "@/components/site/quote-actions";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";
import { tooManyLeadsMessage } from "@/lib/leads/services/create";
import { Browser } from "./auth-helpers";
import { clearLeads } from "./inbox-helpers";

// The quote form without JavaScript posts to its server action (components/site/quote-actions.ts):
// the same schema and service as POST /api/contact. The action reads the request's headers: the
// posting browser's.
let actionHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => actionHeaders }));

let ip = 1;
const typed = { name: "Pat Walls", email: "not-an-email", phone: "0412 345 678", service: "interior", budgetRange: "", timeline: "Flexible", message: "Hallway & stairs <3" };

/** Posts the form as the browser does (multipart, photos and all): the state it answered, or where it redirected. */
async function post(values: Record<string, string>, photos: { name: string; data: Buffer }[] = [], address = `198.51.100.${ip++}`) {
  actionHeaders = new Headers(new Browser(address).request("/").headers);
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("website", "");
  // A file input with nothing chosen still sends one empty part.
  if (photos.length === 0) form.append("photos", new Blob([]), "");
  for (const photo of photos) form.append("photos", new Blob([new Uint8Array(photo.data)], { type: "image/png" }), photo.name);
  try {
    return { state: await submitQuoteRequestAction({ status: "idle" }, form) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return { redirect: digest.split(";")[2]!, state: undefined as QuoteActionState | undefined };
  }
}

const stored = async () => ({ leads: await getDb().lead.count(), spam: await getDb().spamRequest.count(), photos: await getDb().leadPhoto.count() });
const photo = async (name: string) => ({ name, data: await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } }).png().toBuffer() });

beforeEach(async () => {
  await clearLeads();
  await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "quote:" } } });
});
afterAll(async () => {
  await clearLeads();
  await getDb().$disconnect();
});

describe("the quote form's server action (no JavaScript)", () => {
  it("refuses with every value typed and each field's problem, storing nothing", async () => {
    const { state } = await post({ ...typed, name: "P" });
    expect(state).toEqual({
      status: "invalid",
      fieldErrors: { name: "Name must be at least 2 characters", email: "Please enter a valid email address" },
      values: { ...typed, name: "P" },
      estimate: undefined,
    });
    expect(await stored()).toEqual({ leads: 0, spam: 0, photos: 0 });
  });

  it("asks for the photos again with a refusal (a page cannot hand files back), and names a photo it cannot open", async () => {
    const withPhotos = await post({ ...typed, email: "bad" }, [await photo("hall.png")]);
    expect(withPhotos.state).toMatchObject({ status: "invalid", fieldErrors: { email: "Please enter a valid email address", photos: "Please choose your photos again." }, values: { ...typed, email: "bad" } });
    const notAPhoto = await post({ ...typed, email: "pat@example.com" }, [{ name: "notes.png", data: Buffer.from("not a picture") }]);
    expect(notAPhoto.state).toEqual({
      status: "invalid",
      fieldErrors: { photos: "notes.png is not a photo we can open. Please send JPEG, PNG or WebP photos. Please choose your photos again." },
      values: { ...typed, email: "pat@example.com" },
      estimate: undefined,
    });
    expect(await stored()).toEqual({ leads: 0, spam: 0, photos: 0 });
  });

  it("keeps the estimate the form carried with the values", async () => {
    const estimate = JSON.stringify({ kind: "interior", rooms: [{ type: "bedroom", size: "medium", ceilings: false }], condition: "good", storeys: 1 });
    const { state } = await post({ ...typed, estimate });
    expect(state).toMatchObject({ status: "invalid", estimate, values: typed });
  });

  it("stores a request with its photos and goes on to its booking page, which confirms it", async () => {
    const { redirect } = await post({ ...typed, email: "pat@example.com" }, [await photo("hall.png"), await photo("stairs.png")]);
    expect(redirect).toMatch(/^\/book\/[A-Za-z0-9_-]+\?sent=1$/);
    expect(await stored()).toEqual({ leads: 1, spam: 0, photos: 2 });
    expect(await getDb().lead.findFirstOrThrow()).toMatchObject({ name: "Pat Walls", email: "pat@example.com", message: "Hallway & stairs <3", timeline: "Flexible" });
  });

  it("answers spam with the same success, on the form (there is no lead to book)", async () => {
    const { state } = await post({ ...typed, email: "pat@example.com", website: "http://spam.example" });
    expect(state).toEqual({ status: "sent" });
    expect(await stored()).toMatchObject({ leads: 0, spam: 1 });
  });

  it("says why past the client's limit, keeping the values", async () => {
    const address = "198.51.100.250";
    const limit = Number(process.env.QUOTE_RATE_LIMIT ?? 5);
    for (let n = 0; n < limit; n++) expect((await post({ ...typed, email: `pat${n}@example.com` }, [], address)).redirect).toBeDefined();
    const { state } = await post({ ...typed, email: "pat@example.com" }, [], address);
    expect(state).toEqual({ status: "error", message: tooManyLeadsMessage, fieldErrors: {}, values: { ...typed, email: "pat@example.com" }, estimate: undefined });
  });
});

describe("POST /api/contact and a page's own form post", () => {
  it("sends a page's form post back to the form (303, nothing read or stored); API clients keep their answers", async () => {
    const browser = new Browser("198.51.100.251");
    const navigation = browser.request("/api/contact", { method: "POST", headers: { "sec-fetch-dest": "document", "content-type": "application/x-www-form-urlencoded" } });
    const answer = await contact(new Request(navigation, { body: "name=Pat+Walls&email=pat%40example.com&phone=0412345678" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/#contact");
    expect(await stored()).toEqual({ leads: 0, spam: 0, photos: 0 });
    const api = await contact(browser.request("/api/contact", { body: { name: "Pat Walls", email: "pat@example.com", phone: "0412 345 678" } }));
    expect(api.status).toBe(201);
    expect(await api.json()).toMatchObject({ success: true, id: expect.any(Number), bookingUrl: expect.stringMatching(/^\/book\//) });
  });
});
