import { business } from "@/lib/business";
import type { BusinessFacts } from "@/lib/config/business-facts";
import { sampleBusinessFacts } from "@/lib/config/sample-business";
import { formatHundredths, quoteTotals, toHundredths, type LineKey } from "@/lib/money";
import { unitLabel, type RateCardUnit } from "@/lib/rate-card/units";
import { sydneyTime } from "@/lib/sydney-time";
import { nswRules, signatureLine, type NswContractKind, type NswStatement } from "./nsw-rules";
import { formatQuoteNumber, quoteVersionLetter } from "./numbering";
import { isHome, propertyTexts, type QuoteProperty } from "./quote-fields";
import { formatDay, sydneyDay, validUntilDay } from "./validity";

/**
 * A quote as the customer sees it: one plain, serialisable view model built by one function from
 * the quote's data and the money module, so the page, the PDF and the e-mail show the same numbers.
 */

/** Who the quote is from, as licensed. */
export interface DocumentBusiness {
  /** Trading name. */
  name: string;
  /** The licence holder's name as shown on the contractor licence. */
  licensedName: string;
  licenceNumber: string;
  abn: string;
  phone: string;
  email: string;
  website: string;
  /** "Parramatta NSW 2150". */
  locality: string;
  /** Registered for GST: prices carry GST and invoices are tax invoices (GST_REGISTERED). */
  gstRegistered: boolean;
  /** Drawn with development's sample facts: the document says SAMPLE. */
  sample: boolean;
  /** How to pay: bank transfer and PayID, each when configured. */
  payment: { bank: BusinessFacts["bank"]; payId: string | null };
}

export interface QuoteCustomer {
  name: string;
  email: string;
  phone: string;
  /** Where the work is, when known. */
  address?: string | null;
}

/** One line as shown. */
export interface QuoteDocumentLine {
  /** The line's id, or its index in a draft: what the customer's option ticks send. */
  key: LineKey;
  description: string;
  quantityHundredths: number;
  /** "12.5" */
  quantityText: string;
  unit: RateCardUnit;
  /** "m²" */
  unitText: string;
  unitPriceCents: number;
  totalCents: number;
  optional: boolean;
  /** Counted in the totals: always for a required line; for an optional one, when chosen. */
  included: boolean;
}

export interface QuoteDocumentSection {
  /** The area ("Living room"); empty for lines without one. */
  title: string;
  lines: QuoteDocumentLine[];
}

/** Who accepted, when, and the SHA-256 of what they accepted (content-hash.ts). */
export interface QuoteAcceptanceRecord {
  name: string;
  /** ISO instant. */
  acceptedAt: string;
  /** "Saturday, 21 November 2026 at 10:30 am" (Sydney). */
  acceptedAtText: string;
  /** Descriptions of the optional lines chosen. */
  chosenOptions: string[];
  contentSha256: string;
}

/** The licence holder's signature, recorded when the quote was sent (over $5,000 for a home, s7). */
export interface QuoteSignature {
  /** Who signed, for the licensee. */
  name: string;
  /** ISO instant, and as read (Sydney). */
  signedAt: string;
  signedAtText: string;
  /** "Signed for {licensed name} by {name}": the line shown and hashed. */
  line: string;
}

export interface QuoteDocument {
  business: DocumentBusiness;
  /** "Q-0001-B" */
  number: string;
  version: number;
  /** "A" for the first version, "B" for the first revision. */
  versionLetter: string;
  /** Sydney calendar day it was issued, "YYYY-MM-DD", and as read ("21 November 2026"). */
  issuedOn: string;
  issuedOnText: string;
  validUntil: string;
  validUntilText: string;
  residential: boolean;
  /** What is painted, and its name ("Strata common property"). */
  property: QuoteProperty;
  propertyText: string;
  customer: QuoteCustomer;
  sections: QuoteDocumentSection[];
  /** Scope notes, exclusions and terms as the owner wrote them (line breaks kept). */
  notes: string;
  exclusions: string;
  terms: string;
  totals: {
    subtotalCents: number;
    gstCents: number;
    totalCents: number;
    depositPercent: number;
    depositCents: number;
    balanceCents: number;
    /** The total with every optional line: what the NSW rules are judged on before acceptance. */
    highestTotalCents: number;
  };
  /** NSW Home Building Act: which contract, the statements shown, and whether money must wait. */
  nsw: {
    kind: NswContractKind;
    statements: NswStatement[];
    moneyNeedsContractAndInsurance: boolean;
    /** The same job's accepted quotes it is judged with (s92(4)), and their sum incl GST. */
    sameJob: SameJobQuote[];
    sameJobCents: number;
  };
  /** The licence holder's signature, once sent (null below $5,000, for commercial work, in a draft). */
  signature: QuoteSignature | null;
  acceptance: QuoteAcceptanceRecord | null;
}

/** An accepted quote of the same lead: one job, judged together (Home Building Act 1989 (NSW) s92(4)). */
export interface SameJobQuote {
  /** "Q-0003" */
  number: string;
  totalCents: number;
}

/** A stored line or a builder line (quote-schema.ts's QuoteLine), with its id once stored. */
export interface QuoteSourceLine {
  id?: number | string;
  section: string;
  description: string;
  quantity: number | string;
  unit: RateCardUnit;
  unitPriceCents: number;
  optional: boolean;
}

/** What buildQuoteDocument needs: the stored quote (or the builder's draft) and its lead's customer. */
export interface QuoteSource {
  /** Who quotes, from the configuration (documentBusinessOf). */
  business: DocumentBusiness;
  sequence: number;
  version: number;
  /** When it was sent; a draft's preview passes now. */
  issuedAt: Date | string;
  validDays: number;
  /** The stored valid-until day of a sent quote (it may have been extended); else from validDays. */
  validUntil?: string;
  property: QuoteProperty;
  /** The lead's other accepted quotes for work on a home (none for a commercial quote). */
  sameJob?: readonly SameJobQuote[];
  depositPercent: number | string;
  customer: QuoteCustomer;
  lines: readonly QuoteSourceLine[];
  notes: string;
  exclusions: string;
  terms: string;
  /** Optional lines ticked: the customer's page's ticks, or the accepted choice. */
  chosen: readonly LineKey[];
  acceptance?: { name: string; acceptedAt: Date | string; contentSha256: string } | null;
  /** The signature recorded when it was sent (lib/quotes/services/send.ts). */
  signature?: { name: string; signedAt: Date | string } | null;
}

/** The business as quotes and invoices show it: its contact details (lib/business.ts) and its configured legal facts. */
export function documentBusinessOf(facts: BusinessFacts): DocumentBusiness {
  return {
    name: business.name,
    licensedName: facts.licensedName,
    licenceNumber: facts.licenceNumber,
    abn: facts.abn,
    phone: business.phone,
    email: business.email,
    website: business.websiteDisplay,
    locality: `${business.address.locality} ${business.address.region} ${business.address.postcode}`,
    gstRegistered: facts.gstRegistered,
    sample: facts.sample,
    payment: { bank: facts.bank, payId: facts.payId },
  };
}

/** Development's sample business (every document drawn with it says SAMPLE): e-mail previews and tests. */
export const sampleDocumentBusiness: DocumentBusiness = documentBusinessOf({
  ...sampleBusinessFacts,
  bank: { ...sampleBusinessFacts.bank },
  gstRegistered: true,
  sample: true,
});

/** What a document drawn with sample facts says, at its top. */
export const sampleNotice = "SAMPLE: drawn with sample business details, not a real quote or invoice";

/** How a document words its prices: with GST, or (not registered for GST) without any. */
export function gstWording(business: Pick<DocumentBusiness, "gstRegistered">) {
  return business.gstRegistered
    ? { showGst: true, pricesNote: "Prices are ex GST. Optional items count in the total only when included.", subtotal: "Subtotal (ex GST)", total: "Total (incl GST)" }
    : { showGst: false, pricesNote: "No GST is charged: we are not registered for GST. Optional items count in the total only when included.", subtotal: "Subtotal", total: "Total" };
}

/** Lines grouped by area, areas in the order they first appear, lines in their own order. */
function groupBySection(lines: QuoteDocumentLine[], sources: readonly QuoteSourceLine[]): QuoteDocumentSection[] {
  const sections = new Map<string, QuoteDocumentLine[]>();
  lines.forEach((line, index) => {
    const title = sources[index]!.section.trim();
    sections.set(title, [...(sections.get(title) ?? []), line]);
  });
  return [...sections].map(([title, sectionLines]) => ({ title, lines: sectionLines }));
}

/** The quote's view model: every amount from one quoteTotals call; the NSW rules from nsw-rules.ts. */
export function buildQuoteDocument(source: QuoteSource): QuoteDocument {
  const gstRegistered = source.business.gstRegistered;
  const totals = quoteTotals(source.lines, { chosen: source.chosen, depositPercent: source.depositPercent, gstRegistered });
  const highestTotalCents = quoteTotals(source.lines, { chosen: "all", gstRegistered }).totalCents;
  const lines = source.lines.map((line, index): QuoteDocumentLine => {
    const amount = totals.lines[index]!;
    const quantityHundredths = toHundredths(line.quantity);
    return {
      key: amount.key,
      description: line.description,
      quantityHundredths,
      quantityText: formatHundredths(quantityHundredths),
      unit: line.unit,
      unitText: unitLabel(line.unit, "short"),
      unitPriceCents: line.unitPriceCents,
      totalCents: amount.totalCents,
      optional: line.optional,
      included: amount.included,
    };
  });
  const acceptance = source.acceptance ?? null;
  // Before acceptance any choice is still open: judge the rules on the most the customer could
  // accept, so no tick can leave a statement out. Once accepted, on the accepted total.
  const residential = isHome(source.property);
  const sameJob = residential ? [...(source.sameJob ?? [])] : [];
  const sameJobCents = sameJob.reduce((sum, quote) => sum + quote.totalCents, 0);
  const rules = nswRules({ residential, sameJobCents, totalCents: acceptance ? totals.totalCents : highestTotalCents });
  const issuedOn = sydneyDay(source.issuedAt);
  const validUntil = source.validUntil ?? validUntilDay(source.issuedAt, source.validDays);
  return {
    business: source.business,
    number: formatQuoteNumber(source.sequence, source.version),
    version: source.version,
    versionLetter: quoteVersionLetter(source.version),
    issuedOn,
    issuedOnText: formatDay(issuedOn),
    validUntil,
    validUntilText: formatDay(validUntil),
    residential,
    property: source.property,
    propertyText: propertyTexts[source.property].label,
    customer: { name: source.customer.name, email: source.customer.email, phone: source.customer.phone, address: source.customer.address ?? null },
    sections: groupBySection(lines, source.lines),
    notes: source.notes,
    exclusions: source.exclusions,
    terms: source.terms,
    totals: {
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      depositPercent: totals.depositPercent,
      depositCents: totals.depositCents,
      balanceCents: totals.balanceCents,
      highestTotalCents,
    },
    nsw: { kind: rules.kind, statements: rules.statements, moneyNeedsContractAndInsurance: rules.moneyNeedsContractAndInsurance, sameJob, sameJobCents },
    signature: source.signature
      ? {
          name: source.signature.name,
          signedAt: new Date(source.signature.signedAt).toISOString(),
          signedAtText: sydneyTime(source.signature.signedAt, "long"),
          line: signatureLine(source.business.licensedName, source.signature.name),
        }
      : null,
    acceptance: acceptance && {
      name: acceptance.name,
      acceptedAt: new Date(acceptance.acceptedAt).toISOString(),
      acceptedAtText: sydneyTime(acceptance.acceptedAt, "long"),
      chosenOptions: lines.filter((line) => line.optional && line.included).map((line) => line.description),
      contentSha256: acceptance.contentSha256,
    },
  };
}
