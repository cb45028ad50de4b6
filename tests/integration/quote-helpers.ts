import { GET as listQuotesRoute, POST as createQuoteRoute } from "@/app/api/admin/leads/[leadId]/quotes/route";
import { GET as getQuoteRoute, PATCH as patchQuoteRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/route";
import { POST as linkRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/link/route";
import { GET as adminPdfRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/pdf/route";
import { POST as reviseRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/revise/route";
import { POST as sendRoute } from "@/app/api/admin/leads/[leadId]/quotes/[quoteId]/send/route";
import { POST as acceptRoute } from "@/app/api/quote/[token]/accept/route";
import { POST as declineRoute } from "@/app/api/quote/[token]/decline/route";
import { POST as questionRoute } from "@/app/api/quote/[token]/question/route";
import { GET as customerPdfRoute } from "@/app/quote/[token]/pdf/route";
import { getDb } from "@/lib/db";
import type { CustomerQuoteJson } from "@/lib/quotes/services/decide";
import type { QuoteJson } from "@/lib/quotes/services/quote-row";
import { runDueJobs } from "@/lib/worker/worker";
import { readOutbox, type OutboxMail } from "../support/outbox";
import { Browser } from "./auth-helpers";

/** A route's answer: its status, its JSON body (`data`, or `error` with details), or its bytes. */
export interface Answer<Data> {
  status: number;
  body: { data: Data; error?: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number };
  bytes: Uint8Array;
  headers: Headers;
}

async function answer<Data>(response: Response): Promise<Answer<Data>> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, body: json ? JSON.parse(new TextDecoder().decode(bytes)) : {}, bytes, headers: response.headers };
}
const leadParams = (leadId: number | string) => ({ params: Promise.resolve({ leadId: String(leadId) }) });
export const quoteParams = (leadId: number | string, quoteId: number | string) => ({ params: Promise.resolve({ leadId: String(leadId), quoteId: String(quoteId) }) });
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });

/** A request whose body and Content-Type are given as they are (Browser.request makes every body JSON). */
export function rawRequest(browser: Browser, url: string, body: string, contentType: string, method = "POST"): Request {
  return new Request(`http://localhost:3000${url}`, { method, headers: { ...Object.fromEntries(browser.request(url).headers), "content-type": contentType }, body });
}

export function quoteApi(admin: Browser) {
  const base = (leadId: number | string) => `/api/admin/leads/${leadId}/quotes`;
  return {
    list: async (leadId: number | string) => answer<QuoteJson[]>(await listQuotesRoute(admin.request(base(leadId)), leadParams(leadId))),
    create: async (leadId: number | string, body: unknown, contentType?: string) =>
      answer<QuoteJson>(
        await createQuoteRoute(contentType ? rawRequest(admin, base(leadId), body as string, contentType) : admin.request(base(leadId), { method: "POST", body: body as never }), leadParams(leadId)),
      ),
    get: async (leadId: number | string, quoteId: number | string) => answer<QuoteJson>(await getQuoteRoute(admin.request(`${base(leadId)}/${quoteId}`), quoteParams(leadId, quoteId))),
    patch: async (leadId: number | string, quoteId: number | string, body: unknown) =>
      answer<QuoteJson>(await patchQuoteRoute(admin.request(`${base(leadId)}/${quoteId}`, { method: "PATCH", body: body as never }), quoteParams(leadId, quoteId))),
    send: async (leadId: number | string, quoteId: number | string, body?: unknown) =>
      answer<QuoteJson>(
        await sendRoute(admin.request(`${base(leadId)}/${quoteId}/send`, body === undefined ? { method: "POST" } : { method: "POST", body: body as never }), quoteParams(leadId, quoteId)),
      ),
    revise: async (leadId: number | string, quoteId: number | string) =>
      answer<QuoteJson>(await reviseRoute(admin.request(`${base(leadId)}/${quoteId}/revise`, { method: "POST" }), quoteParams(leadId, quoteId))),
    link: async (leadId: number | string, quoteId: number | string) =>
      answer<{ url: string }>(await linkRoute(admin.request(`${base(leadId)}/${quoteId}/link`, { method: "POST" }), quoteParams(leadId, quoteId))),
    pdf: async (leadId: number | string, quoteId: number | string) => answer<never>(await adminPdfRoute(admin.request(`${base(leadId)}/${quoteId}/pdf`), quoteParams(leadId, quoteId))),
  };
}

/** The customer's routes, from a browser at `ip`: JSON bodies, or a plain form (`form: true`). */
export function customerApi(ip = "203.0.113.77", userAgent = "Mozilla/5.0 (iPhone) customer") {
  const browser = new Browser(ip, userAgent);
  const post = (route: typeof acceptRoute, action: string) => async (token: string, body: unknown, options: { form?: boolean } = {}) => {
    const url = `/api/quote/${token}/${action}`;
    const request = options.form ? rawRequest(browser, url, body as string, "application/x-www-form-urlencoded") : browser.request(url, { method: "POST", body: body as never });
    return answer<CustomerQuoteJson>(await route(request, tokenParams(token)));
  };
  return {
    browser,
    accept: post(acceptRoute, "accept"),
    decline: post(declineRoute, "decline"),
    question: post(questionRoute, "question"),
    pdf: async (token: string, query = "") => answer<never>(await customerPdfRoute(browser.request(`/quote/${token}/pdf${query}`), tokenParams(token))),
  };
}

/** A line from the starter rate card's walls, and an optional one. */
export const sampleLines = [
  { section: "Living room", description: "Interior walls, two coats", quantity: 42.5, unit: "m2", unitPriceCents: 2400 },
  { section: "Living room", description: "Ceilings, two coats", quantity: 18.25, unit: "m2", unitPriceCents: 2200 },
  { section: "Exterior", description: "Front door in a deep navy gloss", quantity: 1, unit: "each", unitPriceCents: 6500, optional: true },
];

export const outbox = (): (OutboxMail & { attachments?: { filename: string; contentType: string; size: number }[]; headers?: Record<string, string> })[] =>
  readOutbox(process.env.MAIL_OUTBOX_DIR!);

/** Delivers every due alert (the worker's round). */
export const deliverAlerts = () => runDueJobs(process.env.DATABASE_URL!);

/** The token of the newest quote e-mail to `to` (the link in its text). */
export function tokenFromOutbox(to: string, subject?: RegExp): string {
  const mail = outbox()
    .filter((entry) => entry.to === to && (subject ? subject.test(entry.subject) : /^Your quote Q-/.test(entry.subject)))
    .at(-1);
  const token = mail?.text.match(/\/quote\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no quote link e-mailed to ${to}`);
  return token;
}

/** Empties the quote tables the tests use and the settings (leads are cleared by clearLeads). */
export async function clearQuotes() {
  await getDb().$executeRaw`DELETE FROM "quotes"`;
  await getDb().$executeRaw`DELETE FROM "document_counters"`;
  await getDb().$executeRaw`DELETE FROM "quote_settings"`;
  await getDb().$executeRaw`DELETE FROM "rate_limits" WHERE "key" LIKE 'quote-%'`;
}
