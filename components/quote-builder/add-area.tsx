"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { quickAreaNames } from "@/lib/quotes/model/builder-state";
import { quoteLimits } from "@/lib/quotes/model/quote-fields";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.area;

/** One tap for the usual areas (those not in the quote yet), or a typed name. */
export function AddArea({ used, onAdd }: { used: readonly string[]; onAdd: (name: string) => void }) {
  const [typing, setTyping] = useState(false);
  const [name, setName] = useState("");
  const taken = new Set(used.map((area) => area.trim().toLowerCase()));
  const add = (value: string) => {
    onAdd(value.trim());
    setName("");
    setTyping(false);
  };
  return (
    <section aria-labelledby="add-area-heading" className="rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
      <h2 id="add-area-heading" className="text-sm font-semibold text-slate-800">
        {texts.add}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {quickAreaNames
          .filter((quick) => !taken.has(quick.toLowerCase()))
          .map((quick) => (
            <button key={quick} type="button" className={styles.chip} onClick={() => add(quick)}>
              <Plus className="mr-1 size-4" aria-hidden="true" />
              {quick}
            </button>
          ))}
        {!typing && (
          <button type="button" className={styles.chip} onClick={() => setTyping(true)}>
            <Plus className="mr-1 size-4" aria-hidden="true" />
            {texts.other}
          </button>
        )}
      </div>
      {typing && (
        <form
          className="mt-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) add(name);
          }}
        >
          <label htmlFor="new-area-name" className="sr-only">
            {texts.otherName}
          </label>
          <input
            id="new-area-name"
            className={styles.input}
            value={name}
            placeholder={texts.otherName}
            maxLength={quoteLimits.maxSection}
            autoFocus
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className={`${styles.primary} shrink-0`} disabled={!name.trim()}>
            {texts.addOther}
          </button>
        </form>
      )}
    </section>
  );
}
