import type { MouseEventHandler } from "react";
import type { EstimateLine } from "@/lib/estimate/calculate";
import type { DraftEstimate } from "@/lib/estimate/from-draft";
import { formatDollars } from "@/lib/money";
import { unitLabel } from "@/lib/rate-card/units";

export const estimateTexts = {
  empty: "Choose a home or add a room, or go outside, to see your price range.",
  invalid: "Check the fields marked in red to see your price range.",
  notAQuote: "This is an estimate, not a quote: the firm price follows a free measure-up.",
  send: "Send this to Orbit for a firm quote",
} as const;

/** "$9,150 to $12,250": a dash to the eye, "to" to a screen reader. */
export function Range({ lowCents, highCents }: { lowCents: number; highCents: number }) {
  return (
    <>
      {formatDollars(lowCents)}
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      {formatDollars(highCents)}
    </>
  );
}

const quantity = (line: EstimateLine) => `${line.quantity.toLocaleString("en-AU")} ${unitLabel(line.unit, "short")}`;

function bySection(lines: EstimateLine[]) {
  const sections = new Map<string, EstimateLine[]>();
  for (const line of lines) sections.set(line.section, [...(sections.get(line.section) ?? []), line]);
  return [...sections];
}

const summaryClass = "flex min-h-12 cursor-pointer items-center font-semibold text-brand-900 hover:text-brand-700";

/**
 * The answer: the range incl. GST, the paint, what it includes and assumes, and the way on to a
 * firm quote. The range and the paint are announced as they change (aria-live).
 */
export function EstimateResult({ answer, focus, onSend }: { answer: DraftEstimate; focus: boolean; onSend: MouseEventHandler<HTMLAnchorElement> }) {
  const ready = answer.status === "ready" ? answer.result : undefined;
  return (
    <section
      id="estimate-result"
      aria-labelledby="estimate-result-heading"
      tabIndex={-1}
      // Without JavaScript the page comes back at its top after a post: the browser brings the answer into view.
      autoFocus={focus || undefined}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 shadow-sm outline-none sm:p-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto"
    >
      <h2 id="estimate-result-heading" className="text-xl font-semibold">
        Your estimate
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-3">
        {ready ? (
          <>
            <p className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl" data-testid="estimate-range">
              <Range lowCents={ready.lowCents} highCents={ready.highCents} />
            </p>
            <p className="mt-1 text-base text-slate-700">
              incl. GST · about {ready.litres.toLocaleString("en-AU")} litres of paint
            </p>
          </>
        ) : (
          <p className="text-base text-slate-700">{answer.status === "invalid" ? estimateTexts.invalid : estimateTexts.empty}</p>
        )}
      </div>
      <p className="mt-4 rounded-md bg-accent-50 p-3 text-sm text-slate-800">{estimateTexts.notAQuote}</p>
      {ready && (
        <>
          <a
            href="#quote"
            onClick={onSend}
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-md bg-accent-600 px-4 py-3 text-center text-base font-semibold text-white shadow-sm hover:bg-accent-700"
          >
            {estimateTexts.send}
          </a>
          <details className="mt-4 border-t border-slate-200 pt-2">
            <summary className={summaryClass}>What the range includes</summary>
            <div className="space-y-3 pb-2 text-sm">
              {bySection(ready.lines).map(([section, lines]) => (
                <div key={section}>
                  <h3 className="font-semibold text-slate-900">{section}</h3>
                  <ul className="mt-1 space-y-1 text-slate-700">
                    {lines.map((line, index) => (
                      <li key={index} className="flex justify-between gap-3">
                        <span>{line.description}</span>
                        <span className="shrink-0 text-right tabular-nums">
                          {quantity(line)} x {formatDollars(line.unitPriceCents)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              <p className="text-slate-700">
                Prices ex GST. Sum {formatDollars(ready.exGstCents)}, GST {formatDollars(ready.gstCents)}, total {formatDollars(ready.totalCents)}.
              </p>
            </div>
          </details>
          <details className="border-t border-slate-200 pt-2">
            <summary className={summaryClass}>What it assumes</summary>
            <ul className="list-disc space-y-1 pb-2 pl-5 text-sm text-slate-700">
              {ready.assumptions.map((assumption) => (
                <li key={assumption}>{assumption}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </section>
  );
}
