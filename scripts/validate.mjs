#!/usr/bin/env node
// `npm run validate`: every page a visitor or the owner opens, through the W3C Nu HTML checker
// (vnu-jar from npm; it needs Java: `apt-get install default-jre-headless`). Starts the last
// `npm run build` on a fresh embedded database, seeds what the private pages need (a quote, a
// booking link, an unsubscribe link, a signed-in session), checks each page's HTML as served and
// prints every error. Exits non-zero on any error but the one React writes itself: the empty
// `action=""` of a form whose action is a server action.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import webpush from "web-push";
import { benchAdminSession } from "./bench/support/admin-session.mjs";
import { sentQuotePath } from "./bench/quote-page.mjs";
import { throwawayProductionEnv } from "../tests/support/e2e-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.VALIDATE_PORT ?? 3295);
const baseURL = `http://localhost:${port}`;
/** The one error allowed: React's own empty action on a server-action form. */
const allowed = [/^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/];

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error("validate: Java is needed for the Nu checker (apt-get install default-jre-headless).");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-validate-"));
const vapid = webpush.generateVAPIDKeys();
const server = spawn(process.execPath, [path.join(root, "server/launch.mjs"), "start", "-p", String(port)], {
  cwd: root,
  env: { ...process.env, ...throwawayProductionEnv({ adminUsername: "validate-admin", dataDir, vapid }), DATABASE_URL: "", MAIL_TRANSPORT: "outbox" },
  stdio: ["ignore", "ignore", "inherit"],
});

let failed = false;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("the server exited before it was healthy (run `npm run build` first)");
    if (await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const databaseUrl = readFileSync(`${path.join(dataDir, "pglite")}.url`, "utf8");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** @type {{ path: string, cookie?: string }[]} */
  let pages;
  try {
    const quotePath = await sentQuotePath(baseURL, databaseUrl);
    const [quote] = (await client.query(`SELECT "id", "leadId" FROM "quotes" ORDER BY "id" DESC LIMIT 1`)).rows;
    const contact = await fetch(`${baseURL}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Val Idator", email: "val@validate.invalid", phone: "0412 345 678", fillMs: 9000 }) });
    const { bookingUrl } = await contact.json();
    const unsubscribeToken = randomBytes(32).toString("base64url");
    await client.query(`INSERT INTO "unsubscribe_links" ("tokenHash", "email") VALUES ($1, 'val@validate.invalid')`, [createHash("sha256").update(unsubscribeToken).digest("hex")]);
    const { cookie } = await benchAdminSession(client, "validate");
    pages = [
      ...["/", "/estimate", "/privacy", "/qrcode", "/business-card", "/login", "/admin", "/admin-login-secure", "/admin-pwa", "/quote-requests", "/no-such-page"].map((page) => ({ path: page })),
      { path: quotePath },
      { path: bookingUrl },
      { path: `/unsubscribe/${unsubscribeToken}` },
      ...["/admin-pwa", "/admin-pwa/rate-card", "/admin-pwa/estimator", `/admin-pwa/leads/${quote.leadId}/quotes/${quote.id}`, "/quote-requests"].map((page) => ({ path: page, cookie })),
    ];
  } finally {
    await client.end();
  }

  const dir = path.join(dataDir, "pages");
  mkdirSync(dir);
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const [index, page] of pages.entries()) {
    const response = await fetch(`${baseURL}${page.path}`, { headers: { accept: "text/html", ...(page.cookie ? { cookie: page.cookie } : {}) }, redirect: "manual" });
    const label = `${page.path}${page.cookie ? " (signed in)" : ""}`;
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) {
      console.error(`validate: ${label} answered ${response.status} ${response.headers.get("content-type")}, not a page`);
      failed = true;
      continue;
    }
    const file = path.join(dir, `page-${index}.html`);
    writeFileSync(file, await response.text());
    files.set(file, label);
  }
  const vnu = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files.keys()], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (vnu.status !== 0) throw new Error(`the Nu checker failed: ${vnu.stderr}`);
  /** @type {{ messages: { type: string, subType?: string, url: string, message: string, extract?: string, lastLine?: number }[] }} */
  const report = JSON.parse(vnu.stdout);
  /** @type {Map<string, number>} */
  const errorsPerPage = new Map([...files.values()].map((label) => [label, 0]));
  for (const message of report.messages) {
    if (message.type !== "error" && message.subType !== "fatal") continue;
    if (allowed.some((pattern) => pattern.test(message.message))) continue;
    const label = files.get(fileURLToPath(message.url)) ?? message.url;
    errorsPerPage.set(label, (errorsPerPage.get(label) ?? 0) + 1);
    console.error(`${label}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").slice(0, 200)}` : ""}`);
  }
  for (const [label, count] of errorsPerPage) console.log(`${count === 0 ? "ok  " : "FAIL"}  ${label}${count ? ` (${count} errors)` : ""}`);
  if ([...errorsPerPage.values()].some((count) => count > 0)) failed = true;
} catch (error) {
  console.error(`validate: ${/** @type {Error} */ (error).message}`);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await /** @type {Promise<void>} */ (new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", () => resolve()))));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
