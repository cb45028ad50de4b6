import type { LeadRow } from "@/lib/leads/model/row";

/**
 * A quote request to store as if it had come in: name and e-mail, and any other column of the
 * quote select but the id and the last reply; what is left out takes the form's usual value.
 * phone left out: "0400 000 000"; null: none given (stored empty).
 */
export type SeedLead = Pick<LeadRow, "name" | "email"> &
  Partial<Omit<LeadRow, "id" | "name" | "email" | "phone" | "lastRepliedAt">> & { phone?: string | null };

/** Runs one SQL statement with positional parameters and answers its rows. */
export type RunQuery = (sql: string, params: unknown[]) => Promise<unknown[]>;

/**
 * Inserts quote requests straight into the database (the form has tests of its own), one by
 * one so their ids follow the given order; answers the ids. The integration tests run it through
 * Prisma, the end-to-end tests through a client of the server's database.
 */
export async function seedLeads(run: RunQuery, leads: SeedLead[]): Promise<number[]> {
  const ids: number[] = [];
  for (const lead of leads) {
    const rows = (await run(
      `INSERT INTO "leads" ("name", "email", "phone", "service", "message", "budget_range", "timeline", "highlighted", "archived", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING "id"`,
      [
        lead.name,
        lead.email,
        lead.phone === undefined ? "0400 000 000" : (lead.phone ?? ""),
        lead.service ?? null,
        lead.message ?? null,
        lead.budgetRange ?? null,
        lead.timeline ?? null,
        lead.highlighted ?? false,
        lead.archived ?? false,
        lead.createdAt ?? new Date(),
      ],
    )) as { id: number }[];
    ids.push(rows[0]!.id);
  }
  return ids;
}
