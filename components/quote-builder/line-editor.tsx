"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { memo, useEffect, useRef, type Dispatch } from "react";
import { formatCents } from "@/lib/money";
import type { BuilderAction, BuilderLine } from "@/lib/quotes/model/builder-state";
import { quoteLimits } from "@/lib/quotes/model/quote-fields";
import { rateCardUnits, unitLabel } from "@/lib/rate-card/units";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.line;

/** What is wrong with a line's fields, as shown under each. */
export interface LineErrors {
  description?: string;
  quantity?: string;
  price?: string;
  unit?: string;
}

/**
 * One line of the quote: description, quantity, unit, price ex GST, optional, its total, and
 * move and remove. Memoised: typing in one line renders that line (and the totals) only.
 */
export const LineEditor = memo(LineEditorView, (before, after) =>
  (Object.keys(after) as (keyof typeof after)[]).every((prop) => (prop === "errors" ? sameErrors(before.errors, after.errors) : Object.is(before[prop], after[prop]))),
);

/** Errors compared by their words: the builder makes a new object for them at every render. */
export function sameErrors<Errors extends object>(before: Errors | undefined, after: Errors | undefined): boolean {
  const words = (errors: Errors | undefined) => new Map(Object.entries(errors ?? {}).filter(([, message]) => message !== undefined));
  const [a, b] = [words(before), words(after)];
  return a.size === b.size && [...a].every(([field, message]) => b.get(field) === message);
}

function LineEditorView({
  areaKey,
  line,
  number,
  total,
  errors,
  first,
  last,
  focusField,
  dispatch,
  onTouched,
}: {
  areaKey: string;
  line: BuilderLine;
  /** Its place in the whole quote, from 1. */
  number: number;
  /** quantity x price in cents; null while either is not a number. */
  total: number | null;
  errors: LineErrors | undefined;
  first: boolean;
  last: boolean;
  /** Just added: this field takes the focus (the quantity after a rate card pick). */
  focusField: "description" | "quantity" | null;
  dispatch: Dispatch<BuilderAction>;
  /** A field was left: its problems may show now. */
  onTouched: (line: string, field: keyof LineErrors) => void;
}) {
  const id = `line-${line.key}`;
  const name = texts.name(line.description, number);
  const focusRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<Omit<BuilderLine, "key">>) => dispatch({ type: "updateLine", area: areaKey, line: line.key, patch });

  useEffect(() => {
    if (!focusField) return;
    focusRef.current?.focus();
    focusRef.current?.scrollIntoView({ block: "center" });
  }, [focusField]);

  const describedBy = (field: keyof LineErrors) => (errors?.[field] ? `${id}-${field}-error` : undefined);
  const errorText = (field: keyof LineErrors) =>
    errors?.[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50/60 p-3" data-line={line.key}>
      <div className="flex items-center gap-1">
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Line {number}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{texts.total}: </span>
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="line-total">
            {total === null ? texts.noTotal : formatCents(total)}
          </span>
          {line.optional && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Optional</span>}
        </p>
        <button type="button" className={styles.iconButton} aria-label={texts.moveUp(name)} disabled={first} onClick={() => dispatch({ type: "moveLine", area: areaKey, line: line.key, by: -1 })}>
          <ArrowUp aria-hidden="true" />
        </button>
        <button type="button" className={styles.iconButton} aria-label={texts.moveDown(name)} disabled={last} onClick={() => dispatch({ type: "moveLine", area: areaKey, line: line.key, by: 1 })}>
          <ArrowDown aria-hidden="true" />
        </button>
        <button type="button" className={`${styles.iconButton} text-red-700 hover:bg-red-50`} aria-label={texts.remove(name)} onClick={() => dispatch({ type: "removeLine", area: areaKey, line: line.key })}>
          <Trash2 aria-hidden="true" />
        </button>
      </div>

      <div className="mt-2 grid grid-cols-3 gap-2 @3xl:grid-cols-[minmax(0,1fr)_6.5rem_8.5rem_8.5rem]">
        <div className="col-span-3 @3xl:col-span-1">
          <label htmlFor={`${id}-description`} className={styles.label}>
            {texts.description}
          </label>
          <input
            id={`${id}-description`}
            ref={focusField === "description" ? focusRef : undefined}
            className={styles.input}
            value={line.description}
            maxLength={quoteLimits.maxDescription}
            autoComplete="off"
            enterKeyHint="next"
            aria-invalid={errors?.description ? true : undefined}
            aria-describedby={describedBy("description")}
            onChange={(event) => update({ description: event.target.value })}
            onBlur={() => onTouched(line.key, "description")}
          />
          {errorText("description")}
        </div>
        <div>
          <label htmlFor={`${id}-quantity`} className={styles.label}>
            {texts.quantity}
          </label>
          <input
            id={`${id}-quantity`}
            ref={focusField === "quantity" ? focusRef : undefined}
            className={`${styles.input} tabular-nums`}
            value={line.quantity}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="next"
            aria-invalid={errors?.quantity ? true : undefined}
            aria-describedby={describedBy("quantity")}
            onChange={(event) => update({ quantity: event.target.value })}
            onBlur={() => onTouched(line.key, "quantity")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className={styles.label}>
            {texts.unit}
          </label>
          <select
            id={`${id}-unit`}
            className={`${styles.input} px-2`}
            value={line.unit}
            aria-invalid={errors?.unit ? true : undefined}
            aria-describedby={describedBy("unit")}
            onChange={(event) => update({ unit: event.target.value as BuilderLine["unit"] })}
          >
            {rateCardUnits.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabel(unit, "short")}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-price`} className={styles.label}>
            {texts.price}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
              $
            </span>
            <input
              id={`${id}-price`}
              className={`${styles.input} pl-6 tabular-nums`}
              value={line.price}
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              aria-invalid={errors?.price ? true : undefined}
              aria-describedby={describedBy("price")}
              onChange={(event) => update({ price: event.target.value })}
              onBlur={() => onTouched(line.key, "price")}
            />
          </div>
        </div>
        {(errors?.quantity || errors?.unit || errors?.price) && (
          <div className="col-span-3 @3xl:col-span-4">
            {errorText("quantity")}
            {errorText("unit")}
            {errorText("price")}
          </div>
        )}
      </div>

      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" checked={line.optional} onChange={(event) => update({ optional: event.target.checked })} />
        {texts.optional}
      </label>
    </li>
  );
}
