"use client";

import { ArrowDown, ArrowUp, ListPlus, PencilLine, Trash2 } from "lucide-react";
import { memo, type Dispatch } from "react";
import { newLine, type BuilderAction, type BuilderArea } from "@/lib/quotes/model/builder-state";
import { quoteLimits } from "@/lib/quotes/model/quote-fields";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";
import { LineEditor, type LineErrors } from "./line-editor";

const texts = builderTexts.area;

/** The line that just came in and the field that takes the focus. */
export interface NewLineFocus {
  line: string;
  field: "description" | "quantity";
}

/**
 * An area of the quote ("Living room"): its name (the section of each of its lines), its lines,
 * and the two ways to add one: from the rate card, or typed.
 */
export const AreaEditor = memo(function AreaEditor({
  area,
  firstNumber,
  first,
  last,
  totals,
  errors,
  areaError,
  focus,
  dispatch,
  onTouched,
  onPick,
  onTyped,
}: {
  area: BuilderArea;
  /** The number of its first line in the whole quote. */
  firstNumber: number;
  first: boolean;
  last: boolean;
  totals: ReadonlyMap<string, number | null>;
  /** Every line's errors in the quote (a new Map each render: the lines compare their own by words). */
  errors: ReadonlyMap<string, LineErrors>;
  areaError: string | undefined;
  focus: NewLineFocus | null;
  dispatch: Dispatch<BuilderAction>;
  onTouched: (line: string, field: keyof LineErrors) => void;
  onPick: (area: string) => void;
  onTyped: (area: string, line: string) => void;
}) {
  const id = `area-${area.key}`;
  const remove = () => {
    if (area.lines.length > 0 && !window.confirm(texts.confirmRemove(area.name, area.lines.length))) return;
    dispatch({ type: "removeArea", area: area.key });
  };
  const addTyped = () => {
    const line = newLine();
    dispatch({ type: "addLine", area: area.key, line });
    onTyped(area.key, line.key);
  };

  return (
    <section aria-label={area.name ? `${texts.label}: ${area.name}` : texts.unnamed} className={`${styles.card} p-3 sm:p-4`} data-area={area.key}>
      <div className="flex items-end gap-1">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-name`} className={styles.label}>
            {texts.label}
          </label>
          <input
            id={`${id}-name`}
            className={`${styles.input} font-semibold`}
            value={area.name}
            placeholder={texts.placeholder}
            maxLength={quoteLimits.maxSection}
            autoComplete="off"
            aria-invalid={areaError ? true : undefined}
            aria-describedby={areaError ? `${id}-error` : undefined}
            onChange={(event) => dispatch({ type: "renameArea", area: area.key, name: event.target.value })}
          />
        </div>
        <button type="button" className={styles.iconButton} aria-label={texts.moveUp(area.name)} disabled={first} onClick={() => dispatch({ type: "moveArea", area: area.key, by: -1 })}>
          <ArrowUp aria-hidden="true" />
        </button>
        <button type="button" className={styles.iconButton} aria-label={texts.moveDown(area.name)} disabled={last} onClick={() => dispatch({ type: "moveArea", area: area.key, by: 1 })}>
          <ArrowDown aria-hidden="true" />
        </button>
        <button type="button" className={`${styles.iconButton} text-red-700 hover:bg-red-50`} aria-label={texts.remove(area.name)} onClick={remove}>
          <Trash2 aria-hidden="true" />
        </button>
      </div>
      {areaError && (
        <p id={`${id}-error`} className={styles.error}>
          {areaError}
        </p>
      )}

      {area.lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" aria-label={`Lines of ${area.name || texts.unnamed}`}>
          {area.lines.map((line, index) => (
            <LineEditor
              key={line.key}
              areaKey={area.key}
              line={line}
              number={firstNumber + index}
              total={totals.get(line.key) ?? null}
              errors={errors.get(line.key)}
              first={index === 0}
              last={index === area.lines.length - 1}
              focusField={focus?.line === line.key ? focus.field : null}
              dispatch={dispatch}
              onTouched={onTouched}
            />
          ))}
        </ol>
      )}

      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" className={styles.secondary} onClick={() => onPick(area.key)}>
          <ListPlus aria-hidden="true" />
          {builderTexts.line.fromRateCard}
        </button>
        <button type="button" className={styles.secondary} onClick={addTyped}>
          <PencilLine aria-hidden="true" />
          {builderTexts.line.typed}
        </button>
      </div>
    </section>
  );
});
