import { POST as sendVerification } from "@/app/api/admin/send-verification/route";
import { POST as verifyCodeRoute } from "@/app/api/admin/verify-code/route";
import { POST as login } from "@/app/api/login/route";
import { ensureAdminAccount } from "@/lib/auth/admin-account";
import { getDb } from "@/lib/db";
import { Browser, latestCode } from "./auth-helpers";
import type { QuoteRow } from "@/lib/quotes/row";

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

/** A row to insert: name and e-mail, and any other column of the quote select but the id. */
export type SeedQuote = Pick<QuoteRow, "name" | "email"> & Partial<Omit<QuoteRow, "id" | "name" | "email">>;

/** Inserts quote rows directly (the form is another module's job); returns them newest first. */
export async function seedQuotes(quotes: SeedQuote[]) {
  const db = getDb();
  await db.contactSubmission.createMany({ data: quotes.map((quote) => ({ phone: "0400 000 000", ...quote })) });
  return db.contactSubmission.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function clearQuotes() {
  await getDb().$executeRaw`DELETE FROM "contact_submissions"`;
}
