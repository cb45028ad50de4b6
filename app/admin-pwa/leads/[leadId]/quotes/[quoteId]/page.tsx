import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPwaGate } from "@/components/admin/admin-pwa-gate";
import { QuoteBuilder } from "@/components/quote-builder/quote-builder";
import { currentAdmin } from "@/lib/auth/guard";
import { idParamSchema } from "@/lib/http/id-param";
import { HttpError } from "@/lib/http/responses";
import { findAdminLead } from "@/lib/panel/list";
import { configuredDocumentBusiness } from "@/lib/quotes/services/document-business";
import { findQuote, sameJobQuotes } from "@/lib/quotes/services/drafts";
import { quoteFromEstimate } from "@/lib/quotes/model/from-estimate";
import { quoteDocumentOf, toQuoteJson } from "@/lib/quotes/services/quote-row";
import { getQuoteSettings } from "@/lib/quotes/services/settings";
import { listRateCard } from "@/lib/rate-card/items";
import "@/app/admin.css";

// Per request: it depends on the visitor's session.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Quote", robots: { index: false, follow: false } };

const leadIdParam = idParamSchema("lead");
const quoteIdParam = idParamSchema("quote");

/** The stored quote of this lead, or null when there is none by that id (a 404 page). */
async function storedQuote(leadId: number, quoteId: number) {
  try {
    return await findQuote(leadId, quoteId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The quote builder of a lead: `new` for a quote not saved yet, else a stored quote's id.
 * Everything it opens with comes from the server at once: the lead, the quote, the rate card and
 * the owner's defaults. `new?from=estimate` starts from the lines of the lead's instant estimate
 * (lib/quotes/model/from-estimate.ts). Without a session: the access flow, then this page again.
 */
export default async function QuoteBuilderPage({
  params,
  searchParams,
}: {
  params: Promise<{ leadId: string; quoteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentAdmin())) return <AdminPwaGate />;
  const { leadId: leadText, quoteId: quoteText } = await params;
  const leadId = leadIdParam.safeParse(leadText);
  const quoteId = quoteText === "new" ? null : quoteIdParam.safeParse(quoteText);
  if (!leadId.success || (quoteId && !quoteId.success)) notFound();
  const [lead, row, rateCard, defaults, sameJob] = await Promise.all([
    findAdminLead(leadId.data),
    quoteId ? storedQuote(leadId.data, quoteId.data!) : null,
    listRateCard(),
    getQuoteSettings(),
    sameJobQuotes(leadId.data, quoteId ? quoteId.data! : null),
  ]);
  if (!lead || (quoteId && !row)) notFound();
  const quote = row ? toQuoteJson(row) : null;
  const fromEstimate = !quote && (await searchParams).from === "estimate" && lead.estimate;
  const start = fromEstimate ? quoteFromEstimate(lead.estimate!, rateCard, defaults) : null;
  return (
    <QuoteBuilder
      // A send, a revision or a decision re-renders this page: the builder opens afresh on the new state.
      key={quote ? `${quote.id}:${quote.status}:${quote.expired}` : start ? "new:estimate" : "new"}
      lead={{ id: lead.id, name: lead.name, email: lead.email, phone: lead.phone }}
      quote={quote}
      storedDocument={row && row.status !== "draft" ? quoteDocumentOf(row) : null}
      business={configuredDocumentBusiness()}
      sameJob={sameJob}
      rateCard={rateCard.filter((item) => !item.archivedAt)}
      defaults={defaults}
      start={start}
    />
  );
}
