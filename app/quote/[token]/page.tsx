import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { QuotePage, type QuotePageQuery } from "@/components/quote/quote-page";
import { currentAdmin } from "@/lib/auth/guard";
import { clientIpFrom } from "@/lib/http/client-ip";
import { viewCustomerQuote } from "@/lib/quotes/services/customer-view";

export const dynamic = "force-dynamic";

// The link is the key to the customer's quote: never indexed, never sent on to another site as a
// Referer (proxy.ts also sends Referrer-Policy and X-Robots-Tag for /quote/; lib/security/policy.ts
// says why same-origin and not no-referrer).
export const metadata: Metadata = {
  title: "Your quote",
  robots: { index: false, follow: false },
  referrer: "same-origin",
  manifest: null,
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export default async function CustomerQuotePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<SearchParams> }) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const ownerPreview = (await currentAdmin()) !== null;
  const view = await viewCustomerQuote(token, { clientIp: clientIpFrom(await headers()), ownerPreview, ticks: all(query.option) });
  if (!view) notFound();
  // Only what a link or Stripe puts in the address: the forms' answers come back as their state.
  const pageQuery: QuotePageQuery = { error: first(query.error), form: first(query.form), paid: first(query.paid) };
  return <QuotePage token={token} view={view} query={pageQuery} ownerPreview={ownerPreview} />;
}
