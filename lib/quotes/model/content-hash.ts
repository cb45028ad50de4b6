import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import type { QuoteDocument } from "./quote-document";

/**
 * The proof of what a customer accepted: exactly the content they agreed to, as canonical JSON
 * (RFC 8785: keys sorted, one spelling for every value), and its SHA-256. Recomputing it from
 * the stored quote later gives the same digest, whatever order the fields were assembled in.
 */

/** Bump when the shape below changes, so an old digest is never compared with a new shape. */
export const ACCEPTED_CONTENT_FORMAT = 3;

/**
 * What the customer accepts: who quotes (identity), which quote, the lines as shown with the
 * chosen options, the totals, the scope notes, exclusions, terms and validity, and the NSW
 * statements shown with their words and links (the Consumer Building Guide's among them): the
 * words can change with a release, so they are hashed as shown, not re-derived; and the licence
 * holder's signature line with its time (format 3), which the acceptance completes. Not the
 * customer's contact details (kept with the acceptance).
 */
export function acceptedContent(document: QuoteDocument) {
  return {
    format: ACCEPTED_CONTENT_FORMAT,
    business: { licensedName: document.business.licensedName, licenceNumber: document.business.licenceNumber, abn: document.business.abn },
    quote: { number: document.number, version: document.version },
    issuedOn: document.issuedOn,
    validUntil: document.validUntil,
    residential: document.residential,
    property: document.property,
    lines: document.sections.flatMap((section) =>
      section.lines.map((line) => ({
        section: section.title,
        description: line.description,
        quantityHundredths: line.quantityHundredths,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        totalCents: line.totalCents,
        optional: line.optional,
        chosen: line.optional && line.included,
      })),
    ),
    totals: {
      subtotalCents: document.totals.subtotalCents,
      gstCents: document.totals.gstCents,
      totalCents: document.totals.totalCents,
      depositPercent: document.totals.depositPercent,
      depositCents: document.totals.depositCents,
    },
    notes: document.notes,
    exclusions: document.exclusions,
    terms: document.terms,
    nsw: {
      kind: document.nsw.kind,
      statements: document.nsw.statements.map((statement) => ({ title: statement.title, text: statement.text, link: statement.link ?? null })),
    },
    signature: document.signature ? { line: document.signature.line, signedAt: document.signature.signedAt } : null,
  };
}

/** RFC 8785 canonical JSON of any JSON value. */
export function canonicalJson(value: unknown): string {
  const json = canonicalize(value);
  if (json === undefined) throw new TypeError("value has no JSON form");
  return json;
}

/** The SHA-256 (hex) of the canonical JSON of what the customer accepts. */
export function contentSha256(document: QuoteDocument): string {
  return createHash("sha256").update(canonicalJson(acceptedContent(document)), "utf8").digest("hex");
}
