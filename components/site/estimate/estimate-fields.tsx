import type { ReactNode } from "react";

/**
 * The calculator's controls: native inputs in large tap targets (at least 48 px), each with its
 * label and, when wrong, its message (aria-describedby). Shared by every part of the form.
 */

const controlClass =
  "min-h-12 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";
export const inputClass = `${controlClass} mt-1 block w-full`;

const choiceBase =
  "flex min-h-12 cursor-pointer rounded-lg border border-slate-300 bg-white py-2 text-base font-medium text-slate-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600";
const choiceClass = `${choiceBase} items-center gap-3 px-4`;
/** Narrow cards side by side on a phone: the radio above its words. */
const stackedChoiceClass = `${choiceBase} flex-col items-center justify-start gap-1 px-2 text-center`;

/** The id of a field's control, from its form name ("rooms.0.length" -> "estimate-rooms-0-length"). */
export const fieldId = (name: string) => `estimate-${name.replace(/\./g, "-")}`;

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** aria-invalid and aria-describedby of a control with an error (and its hint, when it has one). */
export const describe = (name: string, error?: string, hint?: boolean) => {
  const ids = [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
};

/** A group of radio cards: one choice of a few. */
export function Choices<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = "grid-cols-1 sm:grid-cols-3",
  markerClass,
  stacked,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string; hint?: string }[];
  onChange: (value: Value) => void;
  columns?: string;
  /** A class per option value on its input, for the CSS that shows the fields of a choice without JavaScript. */
  markerClass?: (value: Value) => string | undefined;
  stacked?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className={stacked ? stackedChoiceClass : choiceClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={`size-5 shrink-0 accent-brand-700 ${markerClass?.(option.value) ?? ""}`}
            />
            <span>
              {option.label}
              {option.hint && <span className="block text-sm font-normal text-slate-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A checkbox card: on or off. */
export function Toggle({ name, checked, onChange, className, children }: { name: string; checked: boolean; onChange: (checked: boolean) => void; className?: string; children: ReactNode }) {
  return (
    <label className={choiceClass}>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} className={`size-5 shrink-0 accent-brand-700 ${className ?? ""}`} />
      <span>{children}</span>
    </label>
  );
}

/** A number typed in (metres, square metres), kept as text while it is typed. */
export function NumberField({
  label,
  name,
  value,
  onChange,
  error,
  min,
  max,
  step = "any",
  hint,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  min: number;
  max: number;
  step?: string;
  hint?: string;
}) {
  const id = fieldId(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={inputClass}
        {...describe(name, error, Boolean(hint))}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

/** A count (doors, windows): a number field with - and + buttons once JavaScript runs. */
export function Stepper({
  label,
  name,
  value,
  onChange,
  error,
  max,
  what,
  withButtons,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max: number;
  /** Names the buttons: "Fewer doors, Bedroom 1". */
  what: string;
  withButtons: boolean;
}) {
  const id = fieldId(name);
  const current = Number(value);
  const step = (by: number) => onChange(String(Math.min(max, Math.max(0, (Number.isFinite(current) ? Math.round(current) : 0) + by))));
  const button = "flex size-12 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-xl font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button type="button" hidden={!withButtons} className={button} aria-label={`Fewer ${what}`} disabled={current <= 0} onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${controlClass} w-16 text-center`}
          {...describe(name, error)}
        />
        <button type="button" hidden={!withButtons} className={button} aria-label={`More ${what}`} disabled={current >= max} onClick={() => step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
