"use client";

import Link from "next/link";
import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { RateCardUnit } from "@/lib/rate-card/units";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { builderTexts } from "./builder-texts";

const texts = builderTexts.picker;

/** A rate card item as the builder offers it. */
export interface RateCardOption {
  id: number;
  name: string;
  unit: RateCardUnit;
  unitPriceCents: number;
  description: string;
}

/** Letters and digits only, lower case: "Skirting boards" matches "skirting" and "SKIRT". */
const folded = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N} ]/gu, "");

/**
 * The rate card as a list to tap, with a search: a pick adds its name, unit and price as a line
 * (loaded when first opened: the builder's first paint does not wait for the dialog).
 */
export default function RateCardPicker({ items, open, onClose, onPick }: { items: readonly RateCardOption[]; open: boolean; onClose: () => void; onPick: (item: RateCardOption) => void }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const words = folded(deferred).split(" ").filter(Boolean);
  const shown = items.filter((item) => {
    const text = folded(`${item.name} ${item.description}`);
    return words.every((word) => text.includes(word));
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          onClose();
          setQuery("");
        }
      }}
    >
      <DialogContent className="flex max-h-[calc(100dvh-1rem)] flex-col p-4 sm:p-5">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <label htmlFor="rate-card-search" className="sr-only">
            {texts.search}
          </label>
          <input
            id="rate-card-search"
            type="search"
            className={`${styles.input} pl-10`}
            placeholder={texts.search}
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <ul className="-mx-1 mt-3 min-h-0 flex-1 overflow-y-auto px-1" aria-label="Rate card items">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="flex min-h-14 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                onClick={() => {
                  onPick(item);
                  setQuery("");
                }}
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{item.name}</span>
                  {item.description && <span className="line-clamp-1 block text-sm text-slate-600">{item.description}</span>}
                </span>
                <span className="shrink-0 text-sm font-semibold text-brand-800 tabular-nums">{texts.per(item.unitPriceCents, item.unit)}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="mt-2 text-sm text-slate-700">{items.length === 0 ? texts.empty : texts.none}</p>}
        <p className="mt-3 text-sm">
          <Link href="/admin-pwa/rate-card" className="font-medium text-brand-700 underline underline-offset-2">
            {texts.edit}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
