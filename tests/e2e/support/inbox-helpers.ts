import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import pg from "pg";
import { e2eDataDir } from "../../support/e2e-env.mjs";
import { seedLeads as seedQuotesWith, type SeedLead } from "../../support/seed-leads";
import { admin, codeFromOutbox } from "./signin-helpers";
import { test as base, expect } from "./visitor";

/**
 * Every inbox test gets its own browser identity: sign-in codes name the requesting browser, so
 * a unique user agent keeps this test's code apart from any other test signing in meanwhile.
 */
export const test = base.extend<{ token: string }>({
  token: async ({}, provide) => provide(randomBytes(4).toString("hex")),
  userAgent: async ({ token }, provide, testInfo) => {
    const projectAgent = testInfo.project.use.userAgent ?? "Mozilla/5.0";
    await provide(projectAgent.replace("Mozilla/5.0", `Mozilla/5.0 (orbit-inbox-${token})`));
  },
});
export { expect };

/** The end-to-end server's database: a PostgreSQL one from the runner, else its embedded PGlite. */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const file = path.join(e2eDataDir, "pglite.url");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  throw new Error(`No database to seed: set E2E_DATABASE_URL, or let the e2e server write ${file}.`);
}

/** Inserts quote requests straight into the server's database; answers their ids in order. */
export async function seedLeads(leads: SeedLead[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await seedQuotesWith(async (sql, params) => (await client.query(sql, params)).rows, leads);
  } finally {
    await client.end();
  }
}

export async function leadFlags(id: number) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT "highlighted", "archived", "lastRepliedAt" FROM "leads" WHERE "id" = $1`, [id]);
    return rows[0] as { highlighted: boolean; archived: boolean; lastRepliedAt: Date | null };
  } finally {
    await client.end();
  }
}

/**
 * The owner's session put straight into the database and the browser, as a finished sign-in
 * leaves them (lib/auth/session.ts): tests of what comes after signing in skip the flow that
 * signin.spec.ts and the panel's first test walk through, and its e-mailed code.
 */
export async function addOwnerSession(context: BrowserContext, baseURL: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const [user] = await queryDatabase<{ id: number; username: string }>(`SELECT "id", "username" FROM "users" ORDER BY "id" LIMIT 1`);
  if (!user) throw new Error("no admin account: the server makes it at start");
  const now = new Date();
  await queryDatabase(`INSERT INTO "sessions" ("sid", "sess", "expire") VALUES ($1, $2, $3)`, [
    createHash("sha256").update(token).digest("hex"),
    JSON.stringify({ userId: user.id, username: user.username, createdAt: now.toISOString() }),
    new Date(now.getTime() + 86_400_000),
  ]);
  // Production's cookie: __Host- prefixed and Secure, which Chromium sends to http://localhost too;
  // it is set through an https address because it refuses a Secure cookie set for an http one.
  const host = new URL(baseURL).hostname;
  await context.addCookies([{ name: "__Host-orbit.session", value: token, url: `https://${host}/`, secure: true, httpOnly: true, sameSite: "Lax" }]);
}

/** Opens `path` signed in as the owner (the panel, /quote-requests, …) without walking the sign-in. */
export async function openAsOwner(page: Page, path: "/admin-pwa" | "/quote-requests" | (string & {})): Promise<void> {
  await addOwnerSession(page.context(), base.info().project.use.baseURL!);
  await page.goto(path);
  if (path === "/admin-pwa") {
    await expect(page.getByRole("heading", { name: "Orbit Painting Admin" })).toBeVisible();
    // The panel arrives drawn; its controls are disabled until its script runs.
    await expect(page.getByLabel("Search")).toBeEnabled();
  }
}

/**
 * Closes every toast, as a person would tap its close button. On a phone a toast lies over the
 * lower part of the screen, and a pointer resting on it keeps it open (sonner pauses its timer),
 * so a control it covers is never reached by waiting.
 */
export async function closeToasts(page: Page): Promise<void> {
  const closeToast = page.getByRole("button", { name: "Close toast" });
  await expect(async () => {
    if ((await closeToast.count()) > 0) await closeToast.first().click({ timeout: 1_000 });
    await expect(closeToast).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** Signs in on /admin-pwa itself: its three-step access flow, then the panel. */
export async function signInOnAdminPwa(page: Page) {
  await page.goto("/admin-pwa");
  await page.getByLabel("Admin password").fill(admin.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const since = Date.now();
  await page.getByRole("button", { name: "Send Email Code" }).click();
  const code = await codeFromOutbox(page, since);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Orbit Painting Admin" })).toBeVisible();
}

/** Runs one query on the end-to-end server's database (for counts and checks). */
export async function queryDatabase<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
