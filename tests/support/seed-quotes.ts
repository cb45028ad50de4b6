/** A quote request to store as if it had come in; what is left out takes the form's usual value. */
export interface SeedQuote {
  name: string;
  email: string;
  /** Left out: "0400 000 000"; null: none given (stored empty). */
  phone?: string | null;
  service?: string | null;
  message?: string | null;
  budgetRange?: string | null;
  timeline?: string | null;
  highlighted?: boolean;
  archived?: boolean;
  createdAt?: Date;
}

/** Runs one SQL statement with positional parameters and answers its rows. */
export type RunQuery = (sql: string, params: unknown[]) => Promise<unknown[]>;

/**
 * Inserts quote requests straight into the database (the form has tests of its own), one by
 * one so their ids follow the given order; answers the ids. The integration tests run it through
 * Prisma, the end-to-end tests through a client of the server's database.
 */
export async function seedQuotes(run: RunQuery, quotes: SeedQuote[]): Promise<number[]> {
  const ids: number[] = [];
  for (const quote of quotes) {
    const rows = (await run(
      `INSERT INTO "contact_submissions" ("name", "email", "phone", "service", "message", "budget_range", "timeline", "highlighted", "archived", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING "id"`,
      [
        quote.name,
        quote.email,
        quote.phone === undefined ? "0400 000 000" : (quote.phone ?? ""),
        quote.service ?? null,
        quote.message ?? null,
        quote.budgetRange ?? null,
        quote.timeline ?? null,
        quote.highlighted ?? false,
        quote.archived ?? false,
        quote.createdAt ?? new Date(),
      ],
    )) as { id: number }[];
    ids.push(rows[0]!.id);
  }
  return ids;
}
