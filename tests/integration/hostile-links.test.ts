import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";
import { openBooking } from "@/lib/visits/services/booking";
import { createBookingLink } from "@/lib/leads/services/booking-links";
import { createUnsubscribeLink } from "@/lib/mail/unsubscribe";
import { Browser } from "./auth-helpers";
import { clearLeads, seedLeads, signedInBrowser } from "./inbox-helpers";
import { clearQuotes, deliverAlerts, quoteApi, sampleLines, tokenFromOutbox } from "./quote-helpers";

// Every route handler under /api/quote/, /api/booking/, /api/unsubscribe/, /quote/ and
// /calendar/ (walked from app/), and the services behind the /quote/ and /book/ pages, given
// malformed tokens, huge and non-UTF-8 bodies and form posts with odd characters: a 4xx, never a
// 500, and never a crash while building the answer (a Location header from a raw token).

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Methods = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

const modules = import.meta.glob<Methods>(["/app/api/quote/**/route.ts", "/app/api/booking/**/route.ts", "/app/api/unsubscribe/**/route.ts", "/app/quote/**/route.ts", "/app/calendar/**/route.ts"]);

/** The address a route file serves, with `{param}` where its dynamic segment goes. */
const urlOf = (file: string) => file.replace(/^\/app/, "").replace(/\/route\.ts$/, "").replace(/\[(\w+)\]/g, "{$1}");
const paramOf = (file: string) => /\[(\w+)\]/.exec(file)?.[1] ?? "token";

const hostileTokens = [
  "x".repeat(43),
  "short",
  "",
  "%00",
  "\u0000",
  "..%2F..%2Fetc%2Fpasswd",
  "../../admin",
  "a".repeat(5_000),
  "漢字のトークン",
  "é".repeat(43),
  "tok\u2028en",
  "line\r\nSet-Cookie: stolen=1",
  "😀".repeat(11),
  "A".repeat(42) + "=",
];

type Body = { name: string; contentType: string; body: string | Uint8Array<ArrayBuffer> };
const bodies: Body[] = [
  { name: "no body", contentType: "application/json", body: "" },
  { name: "malformed JSON", contentType: "application/json", body: "{" },
  { name: "huge JSON", contentType: "application/json", body: JSON.stringify({ name: "x".repeat(200_000), message: "x".repeat(200_000) }) },
  { name: "non-UTF-8 JSON", contentType: "application/json", body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
  { name: "non-UTF-8 form", contentType: "application/x-www-form-urlencoded", body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0x26, 0x70, 0x61, 0x67, 0x65, 0x3d, 0x31]) },
  { name: "form with odd characters", contentType: "application/x-www-form-urlencoded", body: "name=%E2%80%A8%00%FF%uD800&agree=on&option=..%2F&option=%F0%9F%98%80&message=%0D%0ALocation%3A%20evil&reason=%C0%AF&page=1" },
  { name: "form with a broken escape", contentType: "application/x-www-form-urlencoded", body: "name=%E0%A4%A&message=%&page=%ZZ" },
  { name: "huge form", contentType: "application/x-www-form-urlencoded", body: `message=${"x".repeat(300_000)}` },
  { name: "multipart", contentType: "multipart/form-data; boundary=x", body: "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n\u2028\r\n--x--" },
];

let ipCounter = 1;
const nextIp = () => `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

function requestFor(url: string, method: string, body?: Body): Request {
  const browser = new Browser(nextIp());
  const headers = Object.fromEntries(browser.request("/").headers);
  // Same-origin, as the page's own forms send it: the refusal must come from the token or the body.
  headers.origin = "http://localhost:3000";
  if (body) headers["content-type"] = body.contentType;
  return new Request(`http://localhost:3000${encodeURI(url)}`, { method, headers, body: body && method !== "GET" ? body.body : undefined });
}

const targets: { file: string; method: keyof Methods; handler: Handler }[] = [];
let valid: Record<string, string> = {};

beforeAll(async () => {
  for (const [file, load] of Object.entries(modules)) {
    const routeModule = await load();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const handler = routeModule[method];
      if (handler) targets.push({ file, method, handler });
    }
  }
  // Real links too: a hostile body on a link that works must still be refused, not crash.
  await clearQuotes();
  await clearLeads();
  const email = "hostile.links@example.com";
  const [leadId] = await seedLeads([{ name: "Jo Hostile", email }]);
  const api = quoteApi(await signedInBrowser("198.51.100.240"));
  const quote = (await api.create(leadId!, { lines: sampleLines })).body.data;
  await api.send(leadId!, quote.id);
  await deliverAlerts();
  const unsubscribe = await createUnsubscribeLink("someone.else@example.com");
  valid = {
    quote: tokenFromOutbox(email),
    booking: (await createBookingLink(leadId!)).split("/").at(-1)!,
    unsubscribe: unsubscribe.url.split("/").at(-1)!,
  };
});
afterAll(async () => {
  await clearQuotes();
  await clearLeads();
  await getDb().rateLimit.deleteMany({});
  await getDb().$disconnect();
});

async function statusOf(response: Response): Promise<number> {
  // Reading the body makes a stream that would fail late fail here.
  await response.arrayBuffer();
  return response.status;
}

describe("hostile tokens and bodies on every customer link route", () => {
  it("the walk finds every route file with its methods", () => {
    const found = new Set(targets.map((target) => `${target.method} ${urlOf(target.file)}`));
    for (const expected of [
      "POST /api/quote/{token}/accept",
      "POST /api/quote/{token}/decline",
      "POST /api/quote/{token}/question",
      "POST /api/quote/{token}/update-request",
      "POST /api/booking/{token}",
      "DELETE /api/booking/{token}",
      "GET /api/booking/{token}/slots",
      "GET /api/booking/{token}/visit.ics",
      "POST /api/unsubscribe/{token}",
      "GET /quote/{token}/pdf",
      "GET /calendar/{feed}",
    ]) {
      expect(found).toContain(expected);
    }
  });

  it("a malformed token is a 4xx on every route and method, whatever the body", async () => {
    const failures: string[] = [];
    for (const { file, method, handler } of targets) {
      for (const token of hostileTokens) {
        for (const body of method === "GET" ? [undefined] : [undefined, ...bodies]) {
          const url = urlOf(file).replace(/\{\w+\}/, token);
          let status: number;
          try {
            status = await statusOf(await handler(requestFor(url, method, body), { params: Promise.resolve({ [paramOf(file)]: token }) }));
          } catch (error) {
            failures.push(`${method} ${urlOf(file)} token ${JSON.stringify(token.slice(0, 20))} ${body?.name ?? ""}: threw ${String(error)}`);
            continue;
          }
          if (status < 400 || status >= 500) failures.push(`${method} ${urlOf(file)} token ${JSON.stringify(token.slice(0, 20))} ${body?.name ?? ""}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a hostile body on a working link is refused or ignored, never a 5xx", async () => {
    const tokenFor = (file: string) => (file.includes("/booking/") ? valid.booking! : file.includes("/unsubscribe/") ? valid.unsubscribe! : file.includes("/calendar/") ? "none.ics" : valid.quote!);
    const failures: string[] = [];
    for (const { file, method, handler } of targets) {
      if (method === "GET") continue;
      for (const body of bodies) {
        const token = tokenFor(file);
        let status: number;
        try {
          status = await statusOf(await handler(requestFor(urlOf(file).replace(/\{\w+\}/, token), method, body), { params: Promise.resolve({ [paramOf(file)]: token }) }));
        } catch (error) {
          failures.push(`${method} ${urlOf(file)} ${body.name}: threw ${String(error)}`);
          continue;
        }
        if (status >= 500) failures.push(`${method} ${urlOf(file)} ${body.name}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the /quote/ and /book/ pages' services find nothing for a malformed token (the page's 404)", async () => {
    for (const token of hostileTokens) {
      expect(await viewCustomerQuote(token, { clientIp: nextIp(), ownerPreview: false, ticks: ["..", "\u2028"] })).toBeNull();
      const refusal = await openBooking(token, nextIp()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).status).toBe(404);
    }
  });
});
