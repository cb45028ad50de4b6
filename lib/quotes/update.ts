import "server-only";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http/responses";
import { quoteMessages, type QuoteUpdate } from "./admin-schemas";

/** Sets highlighted and/or archived; 404 when the quote does not exist. */
export async function updateQuote(id: number, update: QuoteUpdate) {
  const { count } = await getDb().contactSubmission.updateMany({ where: { id }, data: update });
  if (count === 0) throw new HttpError(404, quoteMessages.notFound);
  const quote = await getDb().contactSubmission.findUniqueOrThrow({
    where: { id },
    select: { id: true, highlighted: true, archived: true },
  });
  return quote;
}
