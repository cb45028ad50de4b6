"use client";

import { Archive, ArchiveRestore, ArrowLeft, Calculator, Loader2, Pencil, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { ApiError, apiRequest, messageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { parseDollars } from "@/lib/money";
import { priceText } from "@/lib/quotes/model/builder-state";
import type { RateCardItemJson } from "@/lib/rate-card/items";
import { rateCardUnits, unitLabel, type RateCardUnit } from "@/lib/rate-card/units";
import { rateCardTexts as texts } from "./rate-card-texts";
import { QuoteDefaultsForm, type QuoteDefaults } from "./quote-defaults-form";

type ItemFields = Pick<RateCardItemJson, "name" | "unit" | "unitPriceCents" | "description">;
type FieldErrors = Partial<Record<"name" | "unit" | "price" | "description" | "form", string>>;

/** The server's fieldErrors in the form's field names. */
function errorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return { form: texts.failed };
  const { unitPriceCents, ...rest } = error.fieldErrors;
  const errors: FieldErrors = { ...rest, price: unitPriceCents };
  if (!Object.values(errors).some(Boolean)) errors.form = error.serverMessage ?? texts.failed;
  return errors;
}

/**
 * The rate card: the active items (edit, archive), a form to add one, the archived items
 * (restore), and what new quotes start with. Prices are typed in dollars and stored in cents.
 */
export function RateCardScreen({ initialItems, defaults }: { initialItems: RateCardItemJson[]; defaults: QuoteDefaults | null }) {
  const [items, setItems] = useState(initialItems);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const active = items.filter((item) => !item.archivedAt);
  const archived = items.filter((item) => item.archivedAt);

  const replace = (item: RateCardItemJson) => setItems((before) => before.map((old) => (old.id === item.id ? item : old)));
  const setArchived = async (item: RateCardItemJson, value: boolean) => {
    setBusy(item.id);
    try {
      replace((await apiRequest<{ data: RateCardItemJson }>("PATCH", `/api/admin/rate-card/${item.id}`, { archived: value })).data);
      toast.success(value ? texts.archivedTitle : texts.restoredTitle, { description: item.name });
    } catch (error) {
      toast.error(texts.failedTitle, { description: messageOf(error, texts.failed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <main id="main" className="min-h-dvh bg-slate-50 pb-16">
      <header className="bg-brand-900 px-4 py-3 text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3">
          <Link href="/admin-pwa" className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-100 hover:bg-white/10">
            <ArrowLeft className="size-5" aria-hidden="true" />
            {texts.back}
          </Link>
          <h1 className="text-lg font-bold text-white">{texts.title}</h1>
          <Link href="/admin-pwa/estimator" className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-100 underline underline-offset-4 hover:bg-white/10">
            <Calculator className="size-5" aria-hidden="true" />
            {texts.estimator}
          </Link>
        </div>
      </header>
      <div className="mx-auto mt-4 grid max-w-5xl gap-6 px-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="items-heading" className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="items-heading" className="text-base font-semibold text-brand-950">
              {texts.itemsHeading}
            </h2>
            {editing !== "new" && (
              <button type="button" className={styles.primary} onClick={() => setEditing("new")}>
                <Plus aria-hidden="true" />
                {texts.add}
              </button>
            )}
          </div>
          <p className="text-sm text-slate-700">{texts.intro}</p>
          {editing === "new" && (
            <ItemForm
              heading={texts.addHeading}
              onCancel={() => setEditing(null)}
              onSave={async (fields) => {
                // A new item goes after the others (the card is ordered by sortOrder).
                const sortOrder = Math.max(0, ...items.map((existing) => existing.sortOrder)) + 10;
                const item = (await apiRequest<{ data: RateCardItemJson }>("POST", "/api/admin/rate-card", { ...fields, sortOrder })).data;
                setItems((before) => [...before, item]);
                setEditing(null);
                toast.success(texts.savedTitle, { description: texts.saved(item.name) });
              }}
            />
          )}
          {active.length === 0 && editing !== "new" && <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{texts.empty}</p>}
          <ul className="flex flex-col gap-3" aria-label="Rate card items">
            {active.map((item) =>
              editing === item.id ? (
                <li key={item.id}>
                  <ItemForm
                    heading={texts.editHeading(item.name)}
                    item={item}
                    onCancel={() => setEditing(null)}
                    onSave={async (fields) => {
                      const saved = (await apiRequest<{ data: RateCardItemJson }>("PATCH", `/api/admin/rate-card/${item.id}`, fields)).data;
                      replace(saved);
                      setEditing(null);
                      toast.success(texts.savedTitle, { description: texts.saved(saved.name) });
                    }}
                  />
                </li>
              ) : (
                <li key={item.id} className={`${styles.card} flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4`}>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{item.name}</p>
                    <p className="text-sm font-medium text-brand-800 tabular-nums">{texts.price(item.unitPriceCents, item.unit)}</p>
                    {item.description && <p className="mt-1 text-sm text-slate-700">{item.description}</p>}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button type="button" className={styles.secondary} aria-label={texts.edit(item.name)} onClick={() => setEditing(item.id)}>
                      <Pencil aria-hidden="true" />
                      {texts.editWord}
                    </button>
                    <button type="button" className={styles.secondary} aria-label={texts.archive(item.name)} disabled={busy === item.id} onClick={() => void setArchived(item, true)}>
                      <Archive aria-hidden="true" />
                      {texts.archiveWord}
                    </button>
                  </div>
                </li>
              ),
            )}
          </ul>
          {archived.length > 0 && (
            <details className={`${styles.card} p-3 sm:p-4`}>
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-800">{texts.archived(archived.length)}</summary>
              <p className="text-sm text-slate-700">{texts.archivedHint}</p>
              <ul className="mt-2 flex flex-col divide-y divide-slate-200">
                {archived.map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-800">{item.name}</p>
                      <p className="text-sm text-slate-600 tabular-nums">{texts.price(item.unitPriceCents, item.unit)}</p>
                    </div>
                    <button type="button" className={styles.secondary} aria-label={texts.restore(item.name)} disabled={busy === item.id} onClick={() => void setArchived(item, false)}>
                      <ArchiveRestore aria-hidden="true" />
                      {texts.restoreWord}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
        <QuoteDefaultsForm initial={defaults} />
      </div>
    </main>
  );
}

/** Add or edit one item. The price is typed in dollars; a refusal names the field and keeps what was typed. */
function ItemForm({ heading, item, onSave, onCancel }: { heading: string; item?: RateCardItemJson; onSave: (fields: ItemFields) => Promise<void>; onCancel: () => void }) {
  const [name, setName] = useState(item?.name ?? "");
  const [unit, setUnit] = useState<RateCardUnit>(item?.unit ?? "m2");
  const [price, setPrice] = useState(item ? priceText(item.unitPriceCents) : "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const id = `item-${item?.id ?? "new"}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const unitPriceCents = parseDollars(price);
    if (unitPriceCents === null) {
      setErrors({ price: texts.priceProblem });
      document.getElementById(`${id}-price`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave({ name, unit, unitPriceCents, description });
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const described = (field: keyof FieldErrors) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {});
  const error = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={`${styles.card} flex flex-col gap-3 border-brand-200 p-3 sm:p-4`} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold text-brand-950">
        {heading}
      </h3>
      <div>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {texts.fields.name}
        </label>
        <input id={`${id}-name`} className={styles.input} value={name} autoComplete="off" autoFocus onChange={(event) => setName(event.target.value)} {...described("name")} />
        {error("name")}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-unit`} className={styles.label}>
            {texts.fields.unit}
          </label>
          <select id={`${id}-unit`} className={styles.input} value={unit} onChange={(event) => setUnit(event.target.value as RateCardUnit)} {...described("unit")}>
            {rateCardUnits.map((value) => (
              <option key={value} value={value}>
                {unitLabel(value)}
              </option>
            ))}
          </select>
          {error("unit")}
        </div>
        <div>
          <label htmlFor={`${id}-price`} className={styles.label}>
            {texts.fields.price}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
              $
            </span>
            <input id={`${id}-price`} className={`${styles.input} pl-6 tabular-nums`} value={price} inputMode="decimal" autoComplete="off" onChange={(event) => setPrice(event.target.value)} {...described("price")} />
          </div>
          {error("price")}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={styles.label}>
          {texts.fields.description}
        </label>
        <input id={`${id}-description`} className={styles.input} value={description} autoComplete="off" onChange={(event) => setDescription(event.target.value)} {...described("description")} />
        {error("description")}
      </div>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </button>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {saving ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
