// Bench part: the customer's page of a written quote (/quote/{token}) against the visitor's
// budgets (./support/budgets.mjs; SEO without "is-crawlable": the link is noindex on purpose).
// The quote is a realistic 40-line residential one with optional lines, built and sent through
// the admin API, opened through a fresh link.
import pg from "pg";
import { benchAdminSession } from "./support/admin-session.mjs";
import { visitorPage } from "./support/reference-runs.mjs";

/**
 * 40 lines: six rooms of five, the exterior and preparation; three optional.
 * @returns {{ section: string, description: string, quantity: number, unit: string, unitPriceCents: number, optional?: boolean }[]}
 */
function fortyLines() {
  const rooms = ["Living room", "Kitchen and dining", "Main bedroom", "Bedroom 2", "Bedroom 3", "Hallway and entry"];
  /** @type {ReturnType<typeof fortyLines>} */
  const lines = rooms.flatMap((section, index) => [
    { section, description: "Interior walls, two coats", quantity: 38.5 + index * 4.25, unit: "m2", unitPriceCents: 2400 },
    { section, description: "Ceilings, two coats", quantity: 14.2 + index * 1.5, unit: "m2", unitPriceCents: 2200 },
    { section, description: "Doors, per side", quantity: 2 + (index % 2), unit: "each", unitPriceCents: 6500 },
    { section, description: "Window frames", quantity: 1 + (index % 3), unit: "each", unitPriceCents: 8500 },
    { section, description: "Skirting boards", quantity: 16.35 + index * 2, unit: "lm", unitPriceCents: 900 },
  ]);
  lines.push(
    { section: "Exterior", description: "Exterior weatherboard, two coats", quantity: 142.75, unit: "m2", unitPriceCents: 3600 },
    { section: "Exterior", description: "Exterior brick or render, two coats", quantity: 96.4, unit: "m2", unitPriceCents: 3000 },
    { section: "Exterior", description: "Eaves", quantity: 48.6, unit: "lm", unitPriceCents: 1800 },
    { section: "Exterior", description: "Gutters and fascias", quantity: 48.6, unit: "lm", unitPriceCents: 1600 },
    { section: "Exterior", description: "Fences, per side: the front picket fence, street side only", quantity: 32, unit: "lm", unitPriceCents: 3000, optional: true },
    { section: "Exterior", description: "Exterior fibre cement, two coats: the rear extension and the laundry lean-to", quantity: 22.5, unit: "m2", unitPriceCents: 3200 },
    { section: "Preparation", description: "Preparation and repairs", quantity: 12, unit: "hour", unitPriceCents: 8000 },
    { section: "Preparation", description: "Sand and seal water-stained ceiling in the main bedroom", quantity: 3.5, unit: "hour", unitPriceCents: 8000 },
    { section: "Preparation", description: "Pressure wash the driveway and front path", quantity: 6, unit: "hour", unitPriceCents: 8000, optional: true },
    { section: "Preparation", description: "Front door in a deep navy gloss, both sides", quantity: 1, unit: "each", unitPriceCents: 13000, optional: true },
  );
  return lines;
}

/**
 * A sent 40-line quote and the path of a link to it, through the admin API.
 * @param {string} baseURL
 * @param {string} databaseUrl
 */
export async function sentQuotePath(baseURL, databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { cookie } = await benchAdminSession(client, "bench-quote-page");
    const { rows } = await client.query(
      `INSERT INTO "leads" ("name", "email", "phone", "service", "message") VALUES ('Margaret O''Sullivan-Nguyen', 'margaret@bench.invalid', '0412 345 678', 'exterior', 'Full repaint') RETURNING "id"`,
    );
    const leadId = rows[0].id;
    /** @param {string} path @param {unknown} [body] */
    const post = async (path, body) => {
      const response = await fetch(`${baseURL}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()).data;
    };
    const quote = await post(`/api/admin/leads/${leadId}/quotes`, {
      lines: fortyLines(),
      notes: "Full repaint of a three-bedroom weatherboard home: all interior walls, ceilings, doors, window frames and skirting, and the exterior cladding, eaves and gutters.",
    });
    await post(`/api/admin/leads/${leadId}/quotes/${quote.id}/send`);
    const { url } = await post(`/api/admin/leads/${leadId}/quotes/${quote.id}/link`);
    return new URL(url).pathname;
  } finally {
    await client.end();
  }
}

/** @param {import("../bench.mjs").BenchContext} context */
export default async function quotePage({ baseURL, databaseUrl, root, chromePath }) {
  const path = await sentQuotePath(baseURL, databaseUrl);
  return (await visitorPage({ label: "quote page (40 lines)", baseURL, path, root, chromePath, private: true })).rows;
}
