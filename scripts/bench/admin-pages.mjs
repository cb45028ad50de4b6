// Bench part: the JavaScript of every admin page, as each first loads at a phone's size
// (gzipped, counted as the Lighthouse runs count it: ./support/page-scripts.mjs), each at most
// PAGE_BUDGET_KB; and what the panel's parts that load when first opened add (for information).
// The panel is also read at a desk's width, where it shows the inbox and loads its tooltips.
// Budgets and why: docs/performance.md, "Every admin page's JavaScript".
import { chromium } from "@playwright/test";
import pg from "pg";
import { benchAdminSession } from "./support/admin-session.mjs";
import { pageScripts } from "./support/page-scripts.mjs";
import { removePanelCards, seedPanelCards } from "./support/panel-cards.mjs";

/** The admin panel's own budget (./admin-pwa.mjs) is every admin page's: the standard for the screens to come. */
const PAGE_BUDGET_KB = 200;
const MARKER_DOMAIN = "bench-admin-pages.invalid";

/** @typedef {import("@playwright/test").Page} Page */

/** @param {number} bytes */
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** @param {Page} page */
const panelReady = (page) => page.getByRole("button", { name: /: status of Bench Owner/ }).first().waitFor({ timeout: 30_000 });

/**
 * The parts of the panel that load when first opened, each opened once and closed again.
 * @type {{ name: string, run: (page: Page) => Promise<unknown> }[]}
 */
const panelParts = [
  {
    name: "the status menu",
    run: async (page) => {
      await page.getByRole("button", { name: /: status of Bench Owner/ }).first().click();
      await page.getByRole("menuitemradio").first().waitFor();
      await page.keyboard.press("Escape");
    },
  },
  {
    name: "the Reply dialog",
    run: async (page) => {
      await page.getByRole("button", { name: /^Reply to Bench Owner/ }).first().click();
      await page.getByRole("dialog").getByLabel("Message").waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    },
  },
  {
    name: "the note editor",
    run: async (page) => {
      await page.getByRole("button", { name: /^Add note on Bench Owner/ }).first().click();
      await page.getByLabel(/^New note on Bench Owner/).first().waitFor();
      await page.getByLabel(/^New note on Bench Owner/).first().press("Escape");
    },
  },
  {
    name: "the owner's numbers (unfolded)",
    run: async (page) => {
      await page.getByRole("group", { name: "Your numbers" }).locator("summary").click();
      await page.getByRole("table", { name: "Your numbers" }).waitFor();
    },
  },
  {
    name: "the Spam view",
    run: async (page) => {
      await page.getByRole("button", { name: /^Spam/ }).click();
      await page.getByRole("dialog", { name: /^Spam/ }).waitFor();
      await page.keyboard.press("Escape");
    },
  },
];

/** @param {import("../bench.mjs").BenchContext} context */
export default async function adminPagesBench({ baseURL, databaseUrl, chromePath }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** @type {{ sid: string, cookie: string } | undefined} */
  let session;
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    await seedPanelCards(client, MARKER_DOMAIN);
    session = await benchAdminSession(client, "bench-admin-pages");
    const cookie = session.cookie;
    // Warm every page once (first-request compilation).
    for (const path of ["/admin-pwa", "/admin-login-secure", "/admin", "/login", "/quote-requests"]) await fetch(`${baseURL}${path}`, { headers: { cookie } });

    /** @type {{ name: string, url: string, cookie?: string, ready: (page: Page) => Promise<unknown> }[]} */
    const pages = [
      { name: "/admin-pwa, signed in (the panel, 10 cards)", url: "/admin-pwa", cookie, ready: panelReady },
      { name: "/admin-pwa, signed out (the access flow)", url: "/admin-pwa", ready: (page) => page.getByLabel("Admin password").waitFor() },
      { name: "/admin-login-secure", url: "/admin-login-secure", ready: (page) => page.getByLabel("Admin password").waitFor() },
      { name: "/admin", url: "/admin", ready: (page) => page.getByRole("button", { name: "Sign in" }).waitFor() },
      { name: "/login", url: "/login", ready: (page) => page.getByRole("button", { name: "Sign in" }).waitFor() },
      { name: "/quote-requests, signed in (the dashboard)", url: "/quote-requests", cookie, ready: (page) => page.getByText(/^\d+ total$/).waitFor() },
    ];
    /** @type {import("../bench.mjs").BenchRow[]} */
    const rows = [];
    for (const { name, url, cookie: pageCookie, ready } of pages) {
      const { load } = await pageScripts(browser, { url: `${baseURL}${url}`, cookie: pageCookie, ready });
      rows.push({ name: `${name}: JavaScript at first load, phone, gzipped (${load.files} files)`, value: kb(load.bytes), unit: "KB", budget: `<= ${PAGE_BUDGET_KB}`, ok: kb(load.bytes) <= PAGE_BUDGET_KB });
    }

    const parts = await pageScripts(browser, { url: `${baseURL}/admin-pwa`, cookie, ready: panelReady, actions: panelParts });
    for (const { name, scripts } of parts.actions) {
      rows.push({ name: `/admin-pwa: ${name}, loaded when first opened (${scripts.files} files)`, value: kb(scripts.bytes), unit: "KB", budget: "(info)", ok: true });
    }
    const desk = await pageScripts(browser, { url: `${baseURL}/admin-pwa`, cookie, viewport: { width: 1440, height: 900 }, ready: panelReady });
    rows.push({ name: `/admin-pwa at 1440 px (the inbox, with its tooltips): JavaScript at first load (${desk.load.files} files)`, value: kb(desk.load.bytes), unit: "KB", budget: "(info)", ok: true });
    return rows;
  } finally {
    await browser.close();
    await removePanelCards(client, MARKER_DOMAIN);
    if (session) await client.query(`DELETE FROM "sessions" WHERE "sid" = $1`, [session.sid]).catch(() => {});
    await client.end();
  }
}
