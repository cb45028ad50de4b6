"use client";

import { Loader2 } from "lucide-react";
import { useState } from "react";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { ApiError, apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { quoteLimits } from "@/lib/quotes/model/quote-fields";
import { rateCardTexts } from "./rate-card-texts";

const texts = rateCardTexts.settings;

/** What every new quote starts with (GET/PATCH /api/admin/quote-settings). */
export interface QuoteDefaults {
  terms: string;
  exclusions: string;
  validDays: number;
  depositPercent: number;
}

type Field = keyof QuoteDefaults;

/** The default terms, exclusions, validity and deposit: the server checks them as it checks a quote's. */
export function QuoteDefaultsForm({ initial }: { initial: QuoteDefaults | null }) {
  const [values, setValues] = useState({
    terms: initial?.terms ?? "",
    exclusions: initial?.exclusions ?? "",
    validDays: String(initial?.validDays ?? ""),
    depositPercent: String(initial?.depositPercent ?? ""),
  });
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((before) => ({ ...before, [field]: event.target.value }));
  const described = (field: Field) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `defaults-${field}-error` } : {});
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`defaults-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      // Numbers go as typed: the server reads "30" and "7.5" and answers any problem in its words.
      const saved = (await apiRequest<{ data: QuoteDefaults }>("PATCH", "/api/admin/quote-settings", values)).data;
      setValues({ terms: saved.terms, exclusions: saved.exclusions, validDays: String(saved.validDays), depositPercent: String(saved.depositPercent) });
      setErrors({});
      toast.success(texts.savedTitle, { description: texts.saved });
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: failure instanceof ApiError ? (failure.serverMessage ?? rateCardTexts.failed) : rateCardTexts.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="defaults-heading" className="min-w-0">
      <form onSubmit={(event) => void submit(event)} noValidate className={`${styles.card} flex flex-col gap-3 p-3 sm:p-4 lg:sticky lg:top-4`}>
        <div>
          <h2 id="defaults-heading" className="text-base font-semibold text-brand-950">
            {texts.heading}
          </h2>
          <p className="text-sm text-slate-700">{texts.intro}</p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="defaults-validDays" className={styles.label}>
              {texts.validDays}
            </label>
            <input id="defaults-validDays" className={styles.input} inputMode="numeric" autoComplete="off" value={values.validDays} onChange={set("validDays")} {...described("validDays")} />
          </div>
          <div>
            <label htmlFor="defaults-depositPercent" className={styles.label}>
              {texts.deposit}
            </label>
            <input id="defaults-depositPercent" className={styles.input} inputMode="decimal" autoComplete="off" value={values.depositPercent} onChange={set("depositPercent")} {...described("depositPercent")} />
          </div>
        </div>
        {error("validDays")}
        {error("depositPercent")}
        <div>
          <label htmlFor="defaults-terms" className={styles.label}>
            {texts.terms}
          </label>
          <textarea id="defaults-terms" className={styles.textarea} rows={10} maxLength={quoteLimits.maxTerms} value={values.terms} onChange={set("terms")} {...described("terms")} />
          {error("terms")}
        </div>
        <div>
          <label htmlFor="defaults-exclusions" className={styles.label}>
            {texts.exclusions}
          </label>
          <textarea id="defaults-exclusions" className={styles.textarea} rows={5} maxLength={quoteLimits.maxExclusions} value={values.exclusions} onChange={set("exclusions")} {...described("exclusions")} />
          {error("exclusions")}
        </div>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {texts.save}
        </button>
      </form>
    </section>
  );
}
