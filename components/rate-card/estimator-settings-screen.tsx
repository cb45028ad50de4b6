"use client";

import { ArrowLeft, Loader2, RotateCcw } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { builderStyles as styles } from "@/components/ui/builder-styles";
import { estimate, type RateCardPrice } from "@/lib/estimate/calculate";
import { roomPresets, roomTypeLabels } from "@/lib/estimate/rooms";
import { conditions, estimateInputSchema, roomTypes, type EstimateInputBody } from "@/lib/estimate/schema";
import { estimatorSettingsSchema, type EstimatorSettings } from "@/lib/estimate/settings";
import { ApiError, apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { formatDollars } from "@/lib/money";

/** One number of the settings: where it sits in the object, and how the owner reads it. */
interface Field {
  path: string;
  label: string;
}

const sizes = ["small", "medium", "large"] as const;
const dimensionLabels = { length: "Length (m)", width: "Width (m)", height: "Wall height (m)" } as const;

/** The settings other than the room sizes, in the screen's order. */
const groups: { legend: string; hint?: string; fields: Field[] }[] = [
  {
    legend: "The range and the paint",
    fields: [
      { path: "range.belowPercent", label: "Range starts below the estimate by (%)" },
      { path: "range.abovePercent", label: "Range ends above the estimate by (%)" },
      { path: "spreadM2PerLitre", label: "Spread rate (m² per litre per coat)" },
      { path: "extraCoatShare", label: "Extra coat (dark to light), share of the two-coat rate" },
    ],
  },
  {
    legend: "Preparation by condition",
    hint: "Hours of preparation and repairs, at the rate card's preparation rate.",
    fields: conditions.flatMap((condition) => [
      { path: `preparationHours.perRoom.${condition}`, label: `Inside, ${condition}: hours a room` },
      { path: `preparationHours.per100M2Outside.${condition}`, label: `Outside, ${condition}: hours per 100 m²` },
    ]),
  },
  {
    legend: "Doors and windows",
    fields: [
      { path: "openings.doorM2", label: "Wall area of a door (m²)" },
      { path: "openings.windowM2", label: "Wall area of a window (m²)" },
      { path: "openings.doorWidthM", label: "Width of a doorway (m)" },
    ],
  },
  {
    legend: "The house outside",
    fields: [
      { path: "house.floorAreaBaseM2", label: "Floor area: base (m²)" },
      { path: "house.floorAreaPerBedroomM2", label: "Floor area: per bedroom (m²)" },
      { path: "house.storeyHeightM", label: "Wall height a storey (m)" },
      { path: "house.openingsPercent", label: "Windows and doors (% of walls)" },
      { path: "house.footprintAspect", label: "Footprint: length over width" },
      { path: "house.eavesDepthM", label: "Eaves depth (m)" },
      { path: "fenceHeightM", label: "Fence height (m)" },
    ],
  },
];

const roomFields: Field[] = roomTypes.flatMap((type) =>
  sizes.flatMap((size) => (Object.keys(dimensionLabels) as (keyof typeof dimensionLabels)[]).map((dimension) => ({ path: `roomSizes.${type}.${size}.${dimension}`, label: `${size} ${roomTypeLabels[type].toLowerCase()}, ${dimensionLabels[dimension].toLowerCase()}` }))),
);
const allFields = [...groups.flatMap((group) => group.fields), ...roomFields];

type Values = Record<string, string>;

const read = (settings: EstimatorSettings, path: string): number => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], settings) as number;
const valuesOf = (settings: EstimatorSettings): Values => Object.fromEntries(allFields.map((field) => [field.path, String(read(settings, field.path))]));

/** The typed values as the settings object; an empty or non-numeric field is NaN, which the schema refuses. */
function settingsOf(values: Values): unknown {
  const settings: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(values)) {
    const keys = path.split(".");
    let node = settings;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = text.trim() === "" ? Number.NaN : Number(text.replace(",", "."));
  }
  return settings;
}

/** The jobs the preview prices: what a visitor gets in three taps, inside and out. */
const previewJobs: { name: string; body: EstimateInputBody }[] = [
  { name: "3-bedroom house inside", body: { interior: { rooms: roomPresets[1].rooms.map((type) => ({ type, size: "medium" })) } } },
  { name: "The same, fair condition", body: { interior: { rooms: roomPresets[1].rooms.map((type) => ({ type, size: "medium" })), condition: "fair" } } },
  { name: "3-bedroom brick house outside", body: { exterior: { house: { bedrooms: 3, wall: "brick" } } } },
  { name: "20 m of fence, both sides", body: { exterior: { fences: { metres: 20, bothSides: true } } } },
];

/**
 * The owner's estimator settings (/admin-pwa/estimator; GET/PUT /api/admin/estimator-settings):
 * room sizes, preparation by condition, the spread of the range and the spread rate. Beside them
 * a live preview: what a visitor would be shown for a few usual jobs, computed as they type with
 * the rate card and the same module the estimate page uses.
 */
export function EstimatorSettingsScreen({ initial, defaults, rateCard }: { initial: EstimatorSettings; defaults: EstimatorSettings; rateCard: readonly RateCardPrice[] }) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const parsed = useMemo(() => estimatorSettingsSchema.safeParse(settingsOf(values)), [values]);
  const errors = useMemo(() => {
    const found: Record<string, string> = { ...serverErrors };
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
    return found;
  }, [parsed, serverErrors]);
  const preview = parsed.success ? previewJobs.map((job) => ({ name: job.name, result: estimate(estimateInputSchema.parse(job.body), rateCard, parsed.data) })) : null;

  const set = (path: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValues((before) => ({ ...before, [path]: text }));
    setServerErrors((before) => {
      const { [path]: _dropped, ...rest } = before;
      void _dropped;
      return rest;
    });
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      document.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = (await apiRequest<{ data: EstimatorSettings }>("PUT", "/api/admin/estimator-settings", parsed.data)).data;
      setValues(valuesOf(saved));
      toast.success("Estimator saved", { description: "The next estimate on the site uses these settings." });
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
      setServerErrors(fieldErrors);
      toast.error("Not saved", { description: failure instanceof ApiError ? (failure.serverMessage ?? "Try again.") : "Check your connection and try again." });
    } finally {
      setSaving(false);
    }
  };

  const input = (field: Field, label = field.label, labelClass: string = styles.label) => {
    const id = `setting-${field.path.replaceAll(".", "-")}`;
    const error = errors[field.path];
    return (
      <div key={field.path} className="min-w-0">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          className={`${styles.input} tabular-nums`}
          inputMode="decimal"
          autoComplete="off"
          value={values[field.path]}
          onChange={set(field.path)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(label === field.label ? {} : { "aria-label": field.label })}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <main id="main" className="min-h-dvh bg-slate-50 pb-16">
      <header className="bg-brand-900 px-4 py-3 text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3">
          <Link href="/admin-pwa/rate-card" className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-100 hover:bg-white/10">
            <ArrowLeft className="size-5" aria-hidden="true" />
            Rate card
          </Link>
          <h1 className="text-lg font-bold text-white">Instant estimate settings</h1>
        </div>
      </header>
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Estimator settings" className="mx-auto mt-4 grid max-w-5xl gap-6 px-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-sm text-slate-700">
            The estimate on the site prices each room from your rate card with these settings. The preview shows what a visitor would see; nothing changes on the site until you save.
          </p>
          {groups.map((group) => (
            <fieldset key={group.legend} className={`${styles.card} p-3 sm:p-4`}>
              <legend className="px-1 text-base font-semibold text-brand-950">{group.legend}</legend>
              {group.hint && <p className="mb-2 text-sm text-slate-700">{group.hint}</p>}
              <div className="grid gap-3 sm:grid-cols-2">{group.fields.map((field) => input(field))}</div>
            </fieldset>
          ))}
          <fieldset className={`${styles.card} p-3 sm:p-4`}>
            <legend className="px-1 text-base font-semibold text-brand-950">Room sizes</legend>
            <p className="mb-2 text-sm text-slate-700">What a small, medium and large room of each type measures: length and width of the floor, and the height of its walls, in metres.</p>
            {roomTypes.map((type) => (
              <details key={type} className="border-t border-slate-200 py-1 first:border-t-0" open={roomFields.some((field) => field.path.startsWith(`roomSizes.${type}.`) && errors[field.path])}>
                <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-900">{roomTypeLabels[type]}</summary>
                {sizes.map((size) => (
                  <div key={size} className="mb-2 grid grid-cols-[4.5rem_repeat(3,minmax(0,1fr))] items-end gap-2">
                    <span className="pb-3 text-sm font-medium text-slate-700 capitalize">{size}</span>
                    {(Object.keys(dimensionLabels) as (keyof typeof dimensionLabels)[]).map((dimension) =>
                      input(roomFields.find((field) => field.path === `roomSizes.${type}.${size}.${dimension}`)!, dimensionLabels[dimension], "mb-1 block text-xs font-medium text-slate-600"),
                    )}
                  </div>
                ))}
              </details>
            ))}
          </fieldset>
          {/* On a phone the preview is below the fields: its first job stays in view meanwhile. */}
          <p data-testid="estimator-preview-bar" aria-hidden="true" className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 text-sm text-slate-800 shadow-[0_-4px_12px_rgba(15,43,70,0.08)] lg:hidden">
            {preview ? (
              <>
                {preview[0]!.name}:{" "}
                <strong className="text-brand-950 tabular-nums">
                  {formatDollars(preview[0]!.result.lowCents)} – {formatDollars(preview[0]!.result.highCents)}
                </strong>
              </>
            ) : (
              "Fix the fields marked in red to see the preview."
            )}
          </p>
        </div>
        <aside aria-labelledby="preview-heading" className="min-w-0">
          <div className={`${styles.card} flex flex-col gap-3 p-3 sm:p-4 lg:sticky lg:top-4`}>
            <h2 id="preview-heading" className="text-base font-semibold text-brand-950">
              Preview: what a visitor sees
            </h2>
            <div aria-live="polite" data-testid="estimator-preview">
              {preview ? (
                <ul className="flex flex-col divide-y divide-slate-200">
                  {preview.map(({ name, result }) => (
                    <li key={name} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                      <span className="text-sm text-slate-800">{name}</span>
                      <span className="font-semibold text-brand-950 tabular-nums">
                        {formatDollars(result.lowCents)} – {formatDollars(result.highCents)}
                        <span className="ml-1 text-xs font-normal text-slate-600">{result.litres} L</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-red-700">Fix the fields marked in red to see the preview.</p>
              )}
            </div>
            <p className="text-xs text-slate-600">Incl. GST, from your rate card as it is now.</p>
            <button type="submit" className={styles.primary} disabled={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save settings
            </button>
            <button type="button" className={styles.secondary} onClick={() => setValues(valuesOf(defaults))}>
              <RotateCcw aria-hidden="true" />
              Back to the defaults
            </button>
          </div>
        </aside>
      </form>
    </main>
  );
}
