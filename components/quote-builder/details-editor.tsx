"use client";

import { memo, type Dispatch } from "react";
import type { BuilderAction, BuilderState } from "@/lib/quotes/model/builder-state";
import { propertyTexts, quoteLimits, quoteProperties, type QuoteProperty } from "@/lib/quotes/model/quote-fields";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";
import { sameErrors } from "./line-editor";

const texts = builderTexts.details;

export type DetailErrors = Partial<Record<"notes" | "exclusions" | "terms" | "validDays" | "depositPercent", string>>;

/**
 * Residential or commercial, validity, deposit (the NSW 10% refusal shows under it as it is
 * typed), scope notes, exclusions and terms.
 */
export const DetailsEditor = memo(DetailsEditorView, (before, after) =>
  (Object.keys(after) as (keyof typeof after)[]).every((prop) => (prop === "errors" ? sameErrors(before.errors, after.errors) : Object.is(before[prop], after[prop]))),
);

function DetailsEditorView({
  notes,
  exclusions,
  terms,
  validDays,
  depositPercent,
  property,
  followUp,
  defaultTerms,
  errors,
  dispatch,
}: Pick<BuilderState, "notes" | "exclusions" | "terms" | "validDays" | "depositPercent" | "followUp"> & { property: QuoteProperty } & {
  defaultTerms: string;
  errors: DetailErrors;
  dispatch: Dispatch<BuilderAction>;
}) {
  const field = (name: "notes" | "exclusions" | "terms" | "validDays" | "depositPercent") => ({
    id: `quote-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `quote-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => dispatch({ type: "field", field: name, value: event.target.value }),
  });
  const error = (name: keyof DetailErrors) =>
    errors[name] ? (
      <p id={`quote-${name}-error`} className={styles.error} role={name === "depositPercent" ? "alert" : undefined}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby="details-heading" className={`${styles.card} p-3 sm:p-4`}>
      <h2 id="details-heading" className="text-base font-semibold text-brand-950">
        {texts.heading}
      </h2>

      <fieldset className="mt-3">
        <legend className={styles.label}>{builderTexts.kind.legend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {quoteProperties.map((value) => (
            // The hint describes the choice; only the name labels it.
            <div key={value} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <label className="flex min-h-8 cursor-pointer items-center gap-3 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="quote-property"
                  value={value}
                  className="size-5 shrink-0 accent-brand-700"
                  checked={property === value}
                  aria-describedby={`quote-property-${value}-hint`}
                  onChange={() => dispatch({ type: "property", value })}
                />
                {propertyTexts[value].label}
              </label>
              <p id={`quote-property-${value}-hint`} className="mt-0.5 pl-8 text-slate-600">
                {propertyTexts[value].hint}
              </p>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="quote-validDays" className={styles.label}>
            {texts.validDays}
          </label>
          <input {...field("validDays")} className={`${styles.input} tabular-nums`} value={validDays} inputMode="numeric" autoComplete="off" />
        </div>
        <div>
          <label htmlFor="quote-depositPercent" className={styles.label}>
            {texts.deposit}
          </label>
          <input {...field("depositPercent")} className={`${styles.input} tabular-nums`} value={depositPercent} inputMode="decimal" autoComplete="off" />
        </div>
      </div>
      {error("validDays")}
      {error("depositPercent")}

      <label className="mt-3 flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={followUp ?? true}
          onChange={(event) => dispatch({ type: "followUp", value: event.target.checked })}
          aria-describedby="quote-followUp-hint"
        />
        <span>
          <span className="font-semibold text-slate-900">{texts.followUp}</span>
          <span id="quote-followUp-hint" className="mt-0.5 block text-slate-600">
            {texts.followUpHint}
          </span>
        </span>
      </label>

      <div className="mt-3">
        <label htmlFor="quote-notes" className={styles.label}>
          {texts.notes}
        </label>
        <textarea {...field("notes")} className={styles.textarea} rows={4} value={notes} maxLength={quoteLimits.maxNotes} aria-describedby={errors.notes ? "quote-notes-error" : "quote-notes-hint"} />
        <p id="quote-notes-hint" className="mt-1 text-sm text-slate-600">
          {texts.notesHint}
        </p>
        {error("notes")}
      </div>
      <div className="mt-3">
        <label htmlFor="quote-exclusions" className={styles.label}>
          {texts.exclusions}
        </label>
        <textarea {...field("exclusions")} className={styles.textarea} rows={5} value={exclusions} maxLength={quoteLimits.maxExclusions} />
        {error("exclusions")}
      </div>
      <div className="mt-3">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor="quote-terms" className={styles.label}>
            {texts.terms}
          </label>
          {terms !== defaultTerms && (
            <button type="button" className="mb-1 min-h-11 rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2" onClick={() => window.confirm(texts.confirmResetTerms) && dispatch({ type: "field", field: "terms", value: defaultTerms })}>
              {texts.resetTerms}
            </button>
          )}
        </div>
        <textarea {...field("terms")} className={styles.textarea} rows={8} value={terms} maxLength={quoteLimits.maxTerms} />
        {error("terms")}
      </div>
    </section>
  );
}
