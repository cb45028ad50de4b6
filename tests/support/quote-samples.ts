// Sample quotes for the PDF tests, the PDF bench and the sample renders: a 40-line residential
// job over $20,000 with optional lines, a small commercial one, and the deposit invoice.
import { defaultQuoteExclusions, defaultQuoteTerms } from "@/lib/business";
import { starterRateCard, type RateCardKey } from "@/lib/rate-card/starter";
import { contentSha256 } from "@/lib/quotes/model/content-hash";
import { buildDepositInvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { buildQuoteDocument, sampleDocumentBusiness, type DocumentBusiness, type QuoteSource, type QuoteSourceLine } from "@/lib/quotes/model/quote-document";

const item = (key: RateCardKey) => starterRateCard.find((entry) => entry.key === key)!;

function line(id: number, section: string, key: RateCardKey, quantity: number, extra: Partial<QuoteSourceLine> = {}): QuoteSourceLine {
  const card = item(key);
  return { id, section, description: card.name, quantity, unit: card.unit, unitPriceCents: card.unitPriceCents, optional: false, ...extra };
}

const rooms = ["Living room", "Kitchen and dining", "Main bedroom", "Bedroom 2", "Bedroom 3", "Hallway and entry"];

/** 40 lines: six rooms of five, then the exterior and preparation; three optional lines. */
function fortyLines(): QuoteSourceLine[] {
  const lines: QuoteSourceLine[] = [];
  let id = 101;
  rooms.forEach((room, index) => {
    lines.push(line(id++, room, "interior_walls", 38.5 + index * 4.25));
    lines.push(line(id++, room, "ceilings", 14.2 + index * 1.5));
    lines.push(line(id++, room, "doors", 2 + (index % 2)));
    lines.push(line(id++, room, "window_frames", 1 + (index % 3)));
    lines.push(line(id++, room, "skirting", 16.35 + index * 2));
  });
  lines.push(line(id++, "Exterior", "exterior_weatherboard", 142.75));
  lines.push(line(id++, "Exterior", "exterior_brick_render", 96.4));
  lines.push(line(id++, "Exterior", "eaves", 48.6));
  lines.push(line(id++, "Exterior", "gutters", 48.6));
  lines.push(line(id++, "Exterior", "fences", 32, { optional: true, description: "Fences, per side: the front picket fence, street side only" }));
  lines.push(
    line(id++, "Exterior", "exterior_fibre_cement", 22.5, {
      description:
        "Exterior fibre cement, two coats: the rear extension's sheet walls and the laundry lean-to, including the joiners, the meter box surround and the area behind the hot water system, which needs the unit lifted away from the wall by the plumber first",
    }),
  );
  lines.push(line(id++, "Preparation", "preparation", 12));
  lines.push(line(id++, "Preparation", "preparation", 3.5, { description: "Sand and seal water-stained ceiling in the main bedroom" }));
  lines.push(line(id++, "Preparation", "preparation", 6, { optional: true, description: "Pressure wash the driveway and front path" }));
  lines.push(line(id++, "Preparation", "doors", 1, { optional: true, description: "Front door in a deep navy gloss, both sides" }));
  return lines;
}

export const residentialSource: QuoteSource = {
  business: sampleDocumentBusiness,
  sequence: 42,
  version: 2,
  issuedAt: "2026-11-20T23:30:00.000Z",
  validDays: 30,
  property: "house",
  depositPercent: 10,
  customer: { name: "Margaret O'Sullivan-Nguyen", email: "margaret@example.com", phone: "0412 345 678", address: "14 Ocean View Road, Woy Woy NSW 2256" },
  lines: fortyLines(),
  notes:
    "Full repaint of a three-bedroom weatherboard home: all interior walls, ceilings, doors, window frames and skirting, and the exterior cladding, eaves and gutters.\nColours as chosen from the Dulux sample pots on site; final colour schedule to be confirmed in writing before work starts.",
  exclusions: defaultQuoteExclusions,
  terms: defaultQuoteTerms(sampleDocumentBusiness),
  chosen: [],
};

export const commercialSource: QuoteSource = {
  business: sampleDocumentBusiness,
  sequence: 43,
  version: 1,
  issuedAt: "2026-06-30T14:05:09.000Z",
  validDays: 14,
  property: "commercial",
  depositPercent: 0,
  customer: { name: "Harbour Lane Cafe Pty Ltd", email: "owner@harbourlane.example", phone: "02 9876 5432", address: null },
  lines: [
    line(1, "Shopfront", "interior_walls", 24.5),
    line(2, "Shopfront", "doors", 2),
    line(3, "", "preparation", 1.5, { description: "After-hours start, Sunday 6 pm" }),
  ],
  notes: "Repaint of the shopfront over one Sunday evening so the cafe opens as usual on Monday.",
  exclusions: "",
  terms: defaultQuoteTerms(sampleDocumentBusiness),
  chosen: [],
};

/** The residential quote as accepted: the fence and the front door chosen. */
export function acceptedResidential() {
  const chosen = residentialSource.lines.filter((entry) => entry.optional && !entry.description.startsWith("Pressure wash")).map((entry) => entry.id!);
  const unsigned = buildQuoteDocument({ ...residentialSource, chosen });
  return buildQuoteDocument({ ...residentialSource, chosen, acceptance: { name: "Margaret O'Sullivan-Nguyen", acceptedAt: "2026-11-22T01:12:00.000Z", contentSha256: contentSha256(unsigned) } });
}

/** A small residential quote with a deposit, accepted: what a deposit invoice is made from. */
export function depositInvoice(business: DocumentBusiness = sampleDocumentBusiness) {
  const source: QuoteSource = { ...commercialSource, business, sequence: 44, property: "house", depositPercent: 10, customer: { ...residentialSource.customer } };
  const accepted = buildQuoteDocument({ ...source, acceptance: { name: "Margaret O'Sullivan-Nguyen", acceptedAt: "2026-07-01T02:00:00.000Z", contentSha256: "0".repeat(64) } });
  return buildDepositInvoiceDocument({ sequence: 7, issuedAt: "2026-07-01T02:00:05.000Z", quote: accepted });
}
