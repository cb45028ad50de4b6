import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { POST as verifyCodeRoute } from "@/app/api/admin/verify-code/route";
import { POST as login } from "@/app/api/login/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getDb } from "@/lib/db";
import { seedLeads as seedQuotesWith, type SeedLead } from "../support/seed-leads";
import { Browser, latestCode } from "./auth-helpers";

/** A browser with an admin session, signed in through the real three steps. */
export async function signedInBrowser(ip: string): Promise<Browser> {
  await ensureAdminAccount();
  const browser = new Browser(ip);
  const body = { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD };
  browser.remember(await login(browser.request("/api/login", { body })));
  browser.remember(await sendVerification(browser.request("/api/admin/send-verification", { body: { type: "email" } })));
  const code = latestCode(process.env.ADMIN_EMAIL!, ip);
  const verified = browser.remember(await verifyCodeRoute(browser.request("/api/admin/verify-code", { body: { code, type: "email" } })));
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status}`);
  return browser;
}

export type { SeedLead as SeedQuote };

/** Inserts quote rows directly (the form is another module's job); answers their ids in order. */
export async function seedLeads(leads: SeedLead[]): Promise<number[]> {
  return seedQuotesWith((sql, params) => getDb().$queryRawUnsafe(sql, ...params), leads);
}

/** Empties the inbox (its alerts go with it), Spam, the confirmation limits and the customers' daily e-mail budgets. */
export async function clearLeads() {
  await getDb().$executeRaw`DELETE FROM "leads"`;
  await getDb().$executeRaw`DELETE FROM "spam_requests"`;
  await getDb().$executeRaw`DELETE FROM "confirmation_sends"`;
  await newMailDay();
}

/** A new day for every customer address's e-mail budget (lib/alerts/mail-budget.ts): tests that make days pass call it. */
export async function newMailDay() {
  await getDb().$executeRaw`DELETE FROM "rate_limits" WHERE "key" LIKE 'customer-mail:%'`;
}
