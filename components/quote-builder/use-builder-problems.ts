"use client";

import { useCallback, useState } from "react";
import type { Problem } from "@/lib/quotes/model/builder-state";
import type { DetailErrors } from "./details-editor";
import type { LineErrors } from "./line-editor";

/** A line's field that was left, as kept in the touched set. */
export const touchedKey = (line: string, field: string) => `${line}:${field}`;

/**
 * The problems on show: a line's once its field was left, or once Send was tried; the quote's own
 * (no line) and the server's always.
 */
export function shownProblems(draft: readonly Problem[], server: readonly Problem[], showAll: boolean, touched: ReadonlySet<string>): Problem[] {
  const visible = (problem: Problem) => showAll || !problem.line || touched.has(touchedKey(problem.line, problem.field));
  return [...draft.filter(visible), ...server];
}

/** Where each problem shows: under a line's field, under an area's name, or under a detail. */
export interface PlacedProblems {
  /** By line key; a field's first problem wins. */
  lineErrors: Map<string, LineErrors>;
  /** By area key: a line's "section" problem is its area's name. */
  areaErrors: Map<string, string>;
  /** The quote's own fields; "lines" (no line at all) is the Send toast's, not a field's. */
  detailErrors: DetailErrors;
}

export function placeProblems(problems: readonly Problem[], lines: readonly { area: { key: string }; line: { key: string } }[]): PlacedProblems {
  const lineErrors = new Map<string, LineErrors>();
  for (const problem of problems) {
    if (!problem.line || problem.field === "section") continue;
    lineErrors.set(problem.line, { [problem.field]: problem.message, ...lineErrors.get(problem.line) });
  }
  const areaErrors = new Map(
    problems.flatMap((problem) => (problem.field === "section" && problem.line ? [[lines.find(({ line }) => line.key === problem.line)?.area.key ?? "", problem.message] as const] : [])),
  );
  const detailErrors: DetailErrors = Object.fromEntries(problems.filter((problem) => !problem.line && problem.field !== "lines").map((problem) => [problem.field, problem.message]));
  return { lineErrors, areaErrors, detailErrors };
}

/** Lines with no total yet (a quantity or a price that is not a number): the totals' warning. */
export function incompleteLineCount(lineTotals: ReadonlyMap<string, number | null>): number {
  return [...lineTotals.values()].filter((total) => total === null).length;
}

/**
 * The builder's problems placed on its fields. Which fields were left, and whether Send was
 * tried, is this view's own state: the saver and the server never see it.
 */
export function useBuilderProblems({
  draftProblems,
  serverProblems,
  lines,
}: {
  draftProblems: readonly Problem[];
  serverProblems: readonly Problem[];
  lines: readonly { area: { key: string }; line: { key: string } }[];
}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);

  const onTouched = useCallback((line: string, field: keyof LineErrors) => {
    const key = touchedKey(line, field);
    setTouched((before) => (before.has(key) ? before : new Set(before).add(key)));
  }, []);
  const revealAll = useCallback(() => setShowAll(true), []);

  return { ...placeProblems(shownProblems(draftProblems, serverProblems, showAll, touched), lines), onTouched, revealAll };
}
