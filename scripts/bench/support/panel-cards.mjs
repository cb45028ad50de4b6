// The admin panel's cards for the bench parts: ten requests as a real week leaves them (statuses,
// notes and sources mixed), written straight into the server's database.

export const CARDS = 10;

/**
 * @param {import("pg").Client} client
 * @param {string} markerDomain every seeded e-mail ends with it: what removePanelCards deletes
 */
export async function seedPanelCards(client, markerDomain) {
  const statuses = ["new", "new", "new", "contacted", "contacted", "quote_sent", "quote_sent", "won", "lost", "new"];
  const { rows } = await client.query(
    `INSERT INTO "leads" ("name", "email", "phone", "service", "message", "budget_range", "timeline", "createdAt")
     SELECT 'Bench Owner ' || g, 'owner' || g || '@${markerDomain}', '0400 000 00' || (g % 10),
            (ARRAY['interior', 'exterior', 'commercial', 'repair', 'consultation'])[1 + g % 5],
            'Repaint the living room and hallway, about 60 square metres, ceilings included. Number ' || g || '.',
            '$2,000 - $5,000', 'Within a month', now() - (g * interval '3 hours')
     FROM generate_series(1, $1::int) AS g RETURNING "id"`,
    [CARDS],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  for (const [index, id] of ids.entries()) {
    const status = statuses[index];
    await client.query(
      `UPDATE "leads" SET "status" = $2::varchar, "lost_reason" = $3,
         "firstResponseAt" = CASE WHEN $2::varchar = 'new' THEN NULL ELSE "createdAt" + interval '2 hours' END,
         "utmSource" = $4, "utmMedium" = $5, "referrer" = $6
       WHERE "id" = $1`,
      [id, status, status === "lost" ? "price" : null, index % 2 ? "google" : null, index % 2 ? "cpc" : null, index % 3 ? null : "www.facebook.com"],
    );
    if (index % 2 === 0) {
      await client.query(`INSERT INTO "lead_notes" ("leadId", "body") VALUES ($1, $2), ($1, $3)`, [
        id,
        "Called, left a message. Try again after 4 pm.",
        "Wants the quote before the end of the month; two storeys, needs scaffolding.",
      ]);
    }
  }
  return ids;
}

/**
 * @param {import("pg").Client} client
 * @param {string} markerDomain
 */
export async function removePanelCards(client, markerDomain) {
  await client.query(`DELETE FROM "leads" WHERE "email" LIKE $1`, [`%@${markerDomain}`]).catch(() => {});
}
