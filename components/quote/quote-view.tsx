import type { ReactNode } from "react";
import { LogoMark } from "@/components/site/logo";
import { formatCents } from "@/lib/money";
import { telHref } from "@/lib/phone";
import { gstWording, sampleNotice, type QuoteDocument, type QuoteDocumentLine } from "@/lib/quotes/model/quote-document";
import { quotePageTexts as texts } from "@/lib/quotes/model/customer-texts";
import { OptionBox, QuoteTotal, type TotalName } from "./customer-forms";

/**
 * A written quote as its customer sees it: the business as licensed, the customer, the lines by
 * area, the totals, the NSW statements, scope, exclusions and terms. It renders a QuoteDocument
 * (lib/quotes/model/quote-document.ts), the view model the PDF and the e-mails share, so every figure is
 * the same everywhere. Plain markup with no state or effects: the customer's page renders it on
 * the server, and the owner's preview in the admin shows exactly the same.
 *
 * `optionsForm`: the optional lines get tick boxes that belong to that form (by id), so they can
 * sit in the lines and still be sent with the Accept form after the terms. Without it the lines
 * say whether each option is included.
 */
export interface QuoteViewProps {
  document: QuoteDocument;
  optionsForm?: string;
  /** Under the totals (the page's "Update totals" button). */
  totalsFooter?: ReactNode;
  /** Right after the terms (the page's Accept section). */
  afterTerms?: ReactNode;
}

export type { TotalName };

function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  const lines = paragraphs(text);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-[15px] leading-relaxed text-slate-700">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </section>
  );
}

function OptionControl({ line, optionsForm }: { line: QuoteDocumentLine; optionsForm?: string }) {
  if (!optionsForm) {
    return <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">{line.included ? "Optional · included" : "Optional · not included"}</span>;
  }
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-accent-700">
      <OptionBox value={String(line.key)} form={optionsForm} included={line.included} />
      {texts.include} <span className="font-normal text-slate-600">(optional)</span>
    </label>
  );
}

/** "42.5 × $24.00 per m²", "4 × $65.00 each", "1 × $450.00" (fixed): the line's sum, on a phone. */
function lineDetail(line: QuoteDocumentLine): string {
  const price = formatCents(line.unitPriceCents);
  if (line.unit === "fixed") return `${line.quantityText} × ${price}`;
  if (line.unit === "each") return `${line.quantityText} × ${price} each`;
  return `${line.quantityText} × ${price} per ${line.unitText}`;
}

function LineRow({ line, optionsForm }: { line: QuoteDocumentLine; optionsForm?: string }) {
  return (
    <tr data-quote-line={String(line.key)} data-included={line.included ? "true" : "false"} className="group border-b border-slate-200">
      <td className="py-3 pr-3 align-top">
        <div className="text-[15px] text-slate-900 group-data-[included=false]:text-slate-500">{line.description}</div>
        <div className="mt-0.5 text-sm text-slate-600 sm:hidden">{lineDetail(line)}</div>
        {line.optional ? (
          <div className="mt-1">
            <OptionControl line={line} optionsForm={optionsForm} />
          </div>
        ) : null}
      </td>
      <td className="hidden py-3 pr-3 text-right align-top text-sm whitespace-nowrap text-slate-700 tabular-nums sm:table-cell">
        {line.quantityText} {line.unitText}
      </td>
      <td className="hidden py-3 pr-3 text-right align-top text-sm whitespace-nowrap text-slate-700 tabular-nums sm:table-cell">{formatCents(line.unitPriceCents)}</td>
      <td className="py-3 text-right align-top text-[15px] whitespace-nowrap text-slate-900 tabular-nums group-data-[included=false]:text-slate-500 group-data-[included=false]:line-through">
        {formatCents(line.totalCents)}
      </td>
    </tr>
  );
}

function TotalRow({ name, label, cents, strong = false }: { name: TotalName; label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? "border-t border-slate-300 pt-2.5 text-lg font-bold text-brand-950" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-quote-total={name}>
        <QuoteTotal name={name} cents={cents} />
      </dd>
    </div>
  );
}

export function QuoteView({ document, optionsForm, totalsFooter, afterTerms }: QuoteViewProps) {
  const { business, customer, totals } = document;
  return (
    <article aria-labelledby="quote-title" className="text-slate-800">
      {business.sample ? (
        <p className="mb-4 rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-sm font-bold text-red-800" data-testid="sample-notice">
          {sampleNotice}
        </p>
      ) : null}
      <header className="flex flex-col gap-5 border-b border-slate-200 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <LogoMark className="size-11 shrink-0" />
          <div className="text-sm leading-relaxed text-slate-600">
            <p className="font-display text-xl font-bold text-brand-950">{business.name}</p>
            {business.licensedName !== business.name ? <p>{business.licensedName}</p> : null}
            <p>NSW Contractor Licence No. {business.licenceNumber}</p>
            <p>ABN {business.abn}</p>
            <p>
              <a className="text-brand-700 underline underline-offset-2" href={telHref(business.phone)}>
                {business.phone}
              </a>
              <span aria-hidden="true"> · </span>
              <a className="break-all text-brand-700 underline underline-offset-2" href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </p>
            <p>{business.website}</p>
            <p>{business.locality}</p>
          </div>
        </div>
        <div className="sm:text-right">
          <h1 id="quote-title" className="text-2xl font-bold sm:text-3xl">
            {texts.title(document.number)}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:justify-end">
            <dt className="text-slate-500">Version</dt>
            <dd>{document.versionLetter}</dd>
            <dt className="text-slate-500">Date</dt>
            <dd>{document.issuedOnText}</dd>
            <dt className="text-slate-500">Valid until</dt>
            <dd>{document.validUntilText}</dd>
          </dl>
        </div>
      </header>

      <section aria-labelledby="customer-heading" className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <h2 id="customer-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {texts.preparedFor}
          </h2>
          <p className="mt-1 text-lg font-semibold text-brand-950">{customer.name}</p>
          {customer.address ? <p className="text-sm text-slate-600">{customer.address}</p> : null}
          <p className="text-sm break-all text-slate-600">{customer.email}</p>
          <p className="text-sm text-slate-600">{customer.phone}</p>
        </div>
        <div className="text-sm text-slate-600">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Work</p>
          <p className="mt-1">{document.propertyText}</p>
          <p>Valid until the end of {document.validUntilText} (Sydney time)</p>
        </div>
      </section>

      <TextSection id="scope" title="Scope of work" text={document.notes} />

      <section aria-labelledby="lines-heading" className="mt-8">
        <h2 id="lines-heading" className="text-lg font-semibold">
          The work and its price
        </h2>
        {/* One table, so the amounts line up across areas; each area is a group of rows under its name. */}
        <table className="mt-3 w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300 text-xs tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-3 text-left font-semibold">
                Description
              </th>
              <th scope="col" className="hidden w-28 py-2 pr-3 text-right font-semibold sm:table-cell">
                Qty
              </th>
              <th scope="col" className="hidden w-28 py-2 pr-3 text-right font-semibold sm:table-cell">
                Unit price
              </th>
              <th scope="col" className="w-28 py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          {document.sections.map((section, index) => (
            <tbody key={index}>
              {section.title ? (
                <tr>
                  <th scope="colgroup" colSpan={4} className="pt-5 pb-1 text-left font-display text-base font-semibold text-brand-900">
                    {section.title}
                  </th>
                </tr>
              ) : null}
              {section.lines.map((line) => (
                <LineRow key={String(line.key)} line={line} optionsForm={optionsForm} />
              ))}
            </tbody>
          ))}
        </table>
        <p className="mt-3 text-sm text-slate-500">{gstWording(business).pricesNote}</p>
      </section>

      <section id="totals" aria-labelledby="totals-heading" className="mt-6 rounded-lg bg-slate-50 p-4 sm:ml-auto sm:max-w-sm">
        <h2 id="totals-heading" className="sr-only">
          Totals
        </h2>
        <dl>
          <TotalRow name="subtotal" label={gstWording(business).subtotal} cents={totals.subtotalCents} />
          {business.gstRegistered ? <TotalRow name="gst" label="GST (10%)" cents={totals.gstCents} /> : null}
          <TotalRow name="total" label={gstWording(business).total} cents={totals.totalCents} strong />
          {totals.depositPercent > 0 ? (
            <>
              <TotalRow name="deposit" label={`Deposit (${totals.depositPercent}%)`} cents={totals.depositCents} />
              <TotalRow name="balance" label="Balance on completion" cents={totals.balanceCents} />
            </>
          ) : null}
        </dl>
        {totalsFooter}
      </section>

      {document.nsw.statements.length > 0 ? (
        <section aria-labelledby="nsw-heading" className="mt-8">
          <h2 id="nsw-heading" className="text-lg font-semibold">
            Home Building Act 1989 (NSW)
          </h2>
          {document.nsw.statements.map((statement) => (
            <div key={statement.id} className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-[15px] leading-relaxed">
              <h3 className="font-semibold text-slate-900">{statement.title}</h3>
              <p className="mt-1 text-slate-800">{statement.text}</p>
              {statement.link ? (
                <p className="mt-2">
                  <a className="font-semibold text-brand-700 underline underline-offset-2" href={statement.link.url} rel="noreferrer">
                    {statement.link.label}
                  </a>
                </p>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}

      <TextSection id="exclusions" title="Exclusions" text={document.exclusions} />
      <TextSection id="terms" title="Terms" text={document.terms} />

      {document.signature ? (
        <section aria-labelledby="signature-heading" className="mt-8 rounded-lg border border-slate-300 p-4 text-[15px]">
          <h2 id="signature-heading" className="text-lg font-semibold">
            Signature
          </h2>
          <p className="mt-1" data-signature>
            <strong>{document.signature.line}</strong> on {document.signature.signedAtText} (Sydney time).
          </p>
        </section>
      ) : null}

      {afterTerms}

      {document.acceptance ? (
        <section aria-labelledby="acceptance-heading" className="mt-8 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-[15px]">
          <h2 id="acceptance-heading" className="text-lg font-semibold">
            {texts.acceptedTitle}
          </h2>
          <p className="mt-1">
            Accepted online by <strong>{document.acceptance.name}</strong> on {document.acceptance.acceptedAtText} (Sydney time).
          </p>
          <p>{document.acceptance.chosenOptions.length > 0 ? texts.acceptedOptions(document.acceptance.chosenOptions.join("; ")) : texts.noOptions}</p>
          <p className="mt-1 text-xs break-all text-slate-600">SHA-256 of the accepted content: {document.acceptance.contentSha256}</p>
        </section>
      ) : null}
    </article>
  );
}
