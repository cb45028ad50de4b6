// Bench part: photos with a quote request (docs/performance.md, "Photos").
//
// 1. A visitor sends a quote with five phone photos: Chromium at a phone's size, the real form,
//    five 4032 x 3024 JPEGs of 3-5 MB made here with sharp (nothing committed). The photos are
//    shrunk in the page as they are chosen; then the network is set to the bench's 4G
//    connection and the time from pressing the button to the success message is measured.
//    Budget: 3 s.
// 2. Twenty clients upload at once, each five full-size phone photos straight to POST
//    /api/contact (multipart, the heaviest a client may send): the server's resident memory
//    before, at its peak and after; then the same burst again. Bounded: the server lets four
//    uploads into Next at a time (lib/photos/upload-slots.ts; Next holds each one's whole body) and
//    cleans two photos at a time (lib/photos/process.ts), so the peak is about 4 x 17 MB of
//    bodies and two decoded 12-megapixel photos, whatever the number of clients. Measured from a
//    warmed server: four such uploads at once (what the gate lets in), their e-mails sent, before
//    the burst; so the figure is what the burst itself adds, not where the server started (a
//    fresh one's RSS varied by 40 MB between runs, and with it the old "above the start").
//    Budget: the peak at most 256 MB above the warmed server (twenty bodies read at once, were
//    the gate gone, would alone be 340 MB), and a second burst at most 10% above the first.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { chromium, devices } from "@playwright/test";
import pg from "pg";
import { phonePhoto } from "../../tests/support/photos.mjs";

const MARKER_DOMAIN = "bench-photos.invalid";
/** The bench's 4G: 10 Mbit/s up, 25 Mbit/s down, 50 ms round trip (why: docs/performance.md). */
const FOUR_G = { offline: false, latency: 50, uploadThroughput: (10_000_000 / 8), downloadThroughput: (25_000_000 / 8) };
const CLIENTS = 20;
/** lib/photos/upload-slots.ts's MAX_ACTIVE_UPLOADS (a TypeScript module this script cannot import). */
const MAX_ACTIVE_UPLOADS = 4;
/** Quote requests this part stores: the visitor's, the warm-up's and two bursts. */
const STORED = 1 + MAX_ACTIVE_UPLOADS + 2 * CLIENTS;
const BUDGET_MS = 3_000;
const PLATEAU = 1.1;
/** The most the first burst may add to the warmed server's memory (why: the head of this file). */
const BURST_MB = 256;

/** The Next server's own process: the launcher's child. @param {number} launcher */
function nextServerPid(launcher) {
  const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(launcher)], { encoding: "utf8" }).stdout.trim().split(/\s+/);
  const pid = Number(children[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no server process under ${launcher}`);
  return pid;
}

/** @param {number} pid */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

/**
 * @param {string} baseURL
 * @param {string} chromePath
 * @param {Buffer[]} originals
 */
async function visitorWithPhotos(baseURL, chromePath, originals) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    const page = await context.newPage();
    await page.goto(`${baseURL}/#contact`);
    const form = page.locator("#contact").getByRole("form", { name: "Request a free quote" });
    await form.getByLabel("Name").fill("Bench Visitor");
    await form.getByLabel("Email").fill(`visitor@${MARKER_DOMAIN}`);
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Project Details").fill("Five rooms, photos attached.");
    const chosenAt = performance.now();
    await form.getByLabel("Photos (up to 5)").setInputFiles(originals.map((buffer, index) => ({ name: `IMG_${1000 + index}.jpg`, mimeType: "image/jpeg", buffer })));
    await form.getByRole("list", { name: "Chosen photos" }).getByRole("img").nth(originals.length - 1).waitFor({ timeout: 60_000 });
    const shrinkMs = performance.now() - chosenAt;
    // What will be sent: the shrunk photos, as the page holds them.
    const uploaded = await page.evaluate(async () => {
      const images = Array.from(document.querySelectorAll("img[src^='blob:']"), (image) => /** @type {HTMLImageElement} */ (image).src);
      const sizes = await Promise.all(images.map(async (src) => (await (await fetch(src)).blob()).size));
      return sizes.reduce((sum, size) => sum + size, 0);
    });
    await page.waitForFunction(() => performance.now() > 2_100);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", FOUR_G);
    const pressedAt = performance.now();
    await form.getByRole("button", { name: "Request My Free Quote" }).click();
    await page.getByText("Your quote request has been submitted. We'll contact you soon.").waitFor({ timeout: 60_000 });
    return { totalMs: Math.round(performance.now() - pressedAt), shrinkMs: Math.round(shrinkMs), uploaded };
  } finally {
    await browser.close();
  }
}

/**
 * `clients` quote requests at once, each with the five full-size photos, straight to the API.
 * @param {string} baseURL
 * @param {Buffer[]} originals
 * @param {string} round
 * @param {number} clients
 * @returns {Promise<{ status: number, id?: number }[]>}
 */
function uploadAtOnce(baseURL, originals, round, clients) {
  return Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const form = new FormData();
      const fields = { name: `Bench Uploader ${client}`, email: `uploader${round}-${client}@${MARKER_DOMAIN}`, phone: "0412 345 678", fillMs: "20000", idempotencyKey: randomUUID() };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      originals.forEach((buffer, index) => form.append("photos", new Blob([new Uint8Array(buffer)], { type: "image/jpeg" }), `IMG_${index}.jpg`));
      const response = await fetch(`${baseURL}/api/contact`, { method: "POST", body: form });
      const body = await response.json().catch(() => ({}));
      return { status: response.status, id: body.id };
    }),
  );
}

/**
 * Warms the server on the path the bursts take: as many full-size uploads at once as the gate
 * lets into Next (the route, decoding and cleaning two at a time, storing), then waits for their
 * alerts (the owner's carries the shrunk photos) and confirmations to reach the Resend stand-in.
 * @param {string} baseURL
 * @param {Buffer[]} originals
 * @param {import("../bench.mjs").BenchContext["resend"]} resend
 */
async function warmUp(baseURL, originals, resend) {
  const answers = await uploadAtOnce(baseURL, originals, "warm", MAX_ACTIVE_UPLOADS);
  if (answers.some((answer) => answer.status !== 201)) throw new Error(`warm-up uploads answered ${answers.map((answer) => answer.status).join(", ")}`);
  const sent = () => {
    const texts = resend.delivered.map((message) => message.text);
    const recipients = resend.delivered.flatMap((message) => message.to);
    return answers.every((answer, client) => texts.some((text) => new RegExp(`Request #: ${answer.id}\\b`).test(text)) && recipients.includes(`uploaderwarm-${client}@${MARKER_DOMAIN}`));
  };
  const deadline = Date.now() + 120_000;
  while (!sent()) {
    if (Date.now() > deadline) throw new Error("the warm-up's e-mails did not go out within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One burst of CLIENTS uploads at once, with the server's RSS sampled every 50 ms.
 * @param {string} baseURL
 * @param {number} pid
 * @param {Buffer[]} originals
 * @param {string} round
 */
async function twentyAtOnce(baseURL, pid, originals, round) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const statuses = (await uploadAtOnce(baseURL, originals, round, CLIENTS)).map((answer) => answer.status);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  return { before, peak, after: rssMb(pid), seconds, accepted: statuses.filter((status) => status === 201).length };
}

/** @param {import("../bench.mjs").BenchContext} context @returns {Promise<import("../bench.mjs").BenchRow[]>} */
export default async function photosBench({ baseURL, databaseUrl, chromePath, serverPid, resend }) {
  const originals = [];
  for (let seed = 1; seed <= 5; seed++) originals.push(await phonePhoto({ seed }));
  const originalMb = originals.reduce((sum, photo) => sum + photo.byteLength, 0) / 1024 / 1024;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const visitor = await visitorWithPhotos(baseURL, chromePath, originals);
    const pid = nextServerPid(/** @type {number} */ (serverPid));
    const started = rssMb(pid);
    await warmUp(baseURL, originals, resend);
    // Twice: the second burst shows whether memory keeps growing or stays where the first left it.
    const memory = await twentyAtOnce(baseURL, pid, originals, "a");
    const again = await twentyAtOnce(baseURL, pid, originals, "b");
    const { rows } = await client.query(
      `SELECT count(DISTINCT l."id")::int AS "leads", count(p."id")::int AS "photos" FROM "leads" l LEFT JOIN "lead_photos" p ON p."leadId" = l."id" WHERE l."email" LIKE $1`,
      [`%@${MARKER_DOMAIN}`],
    );
    return [
      {
        name: `Photos: a quote with 5 phone photos (${originalMb.toFixed(1)} MB, 4032 x 3024), button to success on 4G (10 Mbit/s up, 50 ms), ${Math.round(visitor.uploaded / 1024)} KB sent`,
        value: visitor.totalMs,
        unit: "ms",
        budget: `< ${BUDGET_MS}`,
        ok: visitor.totalMs < BUDGET_MS,
      },
      { name: "Photos: shrinking the 5 photos in the page as they are chosen (phone size, desktop CPU)", value: visitor.shrinkMs, unit: "ms", budget: "(info)", ok: true },
      {
        name: `Photos: server RSS, ${CLIENTS} clients uploading 5 full-size photos each at once (${memory.accepted} of ${CLIENTS} stored in ${memory.seconds.toFixed(1)} s; ${started} MB before the warm-up): warmed / peak / 5 s after`,
        value: `${memory.before} / ${memory.peak} / ${memory.after}`,
        unit: "MB",
        budget: `peak <= warmed + ${BURST_MB} = ${memory.before + BURST_MB}`,
        ok: memory.peak <= memory.before + BURST_MB && memory.accepted === CLIENTS,
      },
      {
        name: `Photos: server RSS, the same burst again (${again.accepted} of ${CLIENTS} stored in ${again.seconds.toFixed(1)} s): before / peak / 5 s after`,
        value: `${again.before} / ${again.peak} / ${again.after}`,
        unit: "MB",
        budget: `peak <= first peak x ${PLATEAU} = ${Math.round(memory.peak * PLATEAU)}`,
        ok: again.peak <= memory.peak * PLATEAU && again.accepted === CLIENTS,
      },
      {
        name: "Photos: requests and photos stored by this part",
        value: `${rows[0].leads} / ${rows[0].photos}`,
        unit: "",
        budget: `${STORED} / ${STORED * 5}`,
        ok: rows[0].leads === STORED && rows[0].photos === STORED * 5,
      },
    ];
  } finally {
    await client.query(`DELETE FROM "leads" WHERE "email" LIKE $1`, [`%@${MARKER_DOMAIN}`]).catch(() => {});
    await client.end();
  }
}
