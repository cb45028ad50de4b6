import { formatCents, formatHundredths, isHundredths, lineTotalCents, parseDollars, quoteTotals, toHundredths, type QuoteTotals } from "@/lib/money";
import type { RateCardUnit } from "@/lib/rate-card/units";
import { depositRefusal, nswRules, type NswRules } from "./nsw-rules";
import { isHome, quoteDefaults, quoteDraftMessages, type QuoteProperty } from "./quote-fields";

/**
 * The quote builder's state as the owner types it: areas holding lines, every number still the
 * text in its field. A reducer rather than a form library: the builder is a document edited in
 * place and saved as a whole, never a one-off submission. Pure, so the browser and the unit tests
 * share it; what the server refuses comes back as its own messages (quote-schema.ts).
 */

/** One line as typed. `key` is the builder's own; the server numbers lines when it stores them. */
export interface BuilderLine {
  key: string;
  description: string;
  /** "12.5" as typed. */
  quantity: string;
  unit: RateCardUnit;
  /** Dollars ex GST as typed: "24", "1,234.50". */
  price: string;
  optional: boolean;
  rateCardItemId: number | null;
}

/** An area of the house ("Living room"); its name is each of its lines' `section`. */
export interface BuilderArea {
  key: string;
  name: string;
  lines: BuilderLine[];
}

export interface BuilderState {
  areas: BuilderArea[];
  notes: string;
  exclusions: string;
  terms: string;
  /** Days as typed. */
  validDays: string;
  /** Percent as typed. */
  depositPercent: string;
  /** What is painted; a draft kept on the device before it existed has only `residential`. */
  property?: QuoteProperty;
  residential?: boolean;
  /** "Follow up with the customer" (lib/quotes/services/follow-ups.ts); a draft kept on the device before it existed has none: on. */
  followUp?: boolean;
}

/** A stored quote's content as the API answers it (the fields of quote-schema.ts). */
export interface QuoteContent {
  lines: readonly {
    section: string;
    description: string;
    quantity: number | string;
    unit: RateCardUnit;
    unitPriceCents: number;
    optional: boolean;
    rateCardItemId: number | null;
  }[];
  notes: string;
  exclusions: string;
  terms: string;
  validDays: number;
  depositPercent: number | string;
  property: QuoteProperty;
  followUp?: boolean;
}

/** The builder's property: the one chosen, else what an older device draft's tick meant. */
export const propertyOf = (state: Pick<BuilderState, "property" | "residential">): QuoteProperty =>
  state.property ?? (state.residential === false ? "commercial" : "house");

/** The body of POST/PATCH /api/admin/leads/{leadId}/quotes(/{id}). */
export type QuoteBody = Omit<QuoteContent, "lines"> & { lines: QuoteContent["lines"][number][] };

/** Quick names for a new area: what a painter walks through. */
export const quickAreaNames = ["Living room", "Kitchen", "Bedroom", "Bathroom", "Hallway", "Exterior"] as const;

let counter = 0;
/** A key unique in this page: the order of creation, plus a random tail so restored drafts never collide. */
export function newKey(prefix: "a" | "l"): string {
  counter += 1;
  return `${prefix}${counter.toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Cents as a price field shows them: 2400 -> "24.00", 123450 -> "1,234.50". */
export const priceText = (cents: number): string => formatCents(cents).replace("$", "");

/** A stored quantity as its field shows it: 12.5 -> "12.5". */
export const quantityText = (quantity: number | string): string => formatHundredths(toHundredths(quantity));

export function newLine(values: Partial<Omit<BuilderLine, "key">> = {}): BuilderLine {
  return { key: newKey("l"), description: "", quantity: "", unit: "m2", price: "", optional: false, rateCardItemId: null, ...values };
}

/** What a new quote starts with: the owner's settings (terms, exclusions, validity, deposit). */
export interface QuoteStart {
  terms: string;
  exclusions: string;
  validDays?: number;
  depositPercent?: number;
}

/** A new quote: one unnamed area with no lines, the owner's defaults (else 30 days, 10%), residential. */
export function newQuoteState(start: QuoteStart): BuilderState {
  return {
    areas: [{ key: newKey("a"), name: "", lines: [] }],
    notes: "",
    exclusions: start.exclusions,
    terms: start.terms,
    validDays: String(start.validDays ?? quoteDefaults.validDays),
    depositPercent: quantityText(start.depositPercent ?? quoteDefaults.depositPercent),
    property: quoteDefaults.property,
    followUp: true,
  };
}

/** A stored quote in the builder: lines grouped by area in the order areas first appear (as the customer sees them). */
export function stateFromQuote(quote: QuoteContent): BuilderState {
  const areas = new Map<string, BuilderArea>();
  for (const line of quote.lines) {
    const name = line.section.trim();
    const area = areas.get(name) ?? { key: newKey("a"), name, lines: [] };
    area.lines.push(
      newLine({
        description: line.description,
        quantity: quantityText(line.quantity),
        unit: line.unit,
        price: priceText(line.unitPriceCents),
        optional: line.optional,
        rateCardItemId: line.rateCardItemId,
      }),
    );
    areas.set(name, area);
  }
  return {
    areas: areas.size > 0 ? [...areas.values()] : [{ key: newKey("a"), name: "", lines: [] }],
    notes: quote.notes,
    exclusions: quote.exclusions,
    terms: quote.terms,
    validDays: String(quote.validDays),
    depositPercent: quantityText(quote.depositPercent),
    property: quote.property,
    followUp: quote.followUp ?? true,
  };
}

/** Where a problem is: a line's field, or a field of the quote. */
export type ProblemField = "description" | "quantity" | "price" | "section" | "unit" | "validDays" | "depositPercent" | "notes" | "exclusions" | "terms" | "lines";
export interface Problem {
  /** The line's key, for a line's field. */
  line?: string;
  field: ProblemField;
  message: string;
}

/** What the owner typed, without the builder's own keys: two states with the same content compare equal. */
export function contentOf(state: BuilderState): string {
  return JSON.stringify({ ...state, areas: state.areas.map((area) => ({ name: area.name, lines: area.lines.map((line) => ({ ...line, key: undefined })) })) });
}

/** A typed quantity as a number, or null when it is not one with at most two decimals. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return trimmed !== "" && isHundredths(trimmed) ? toHundredths(trimmed) / 100 : null;
}

/** The flat lines of the state, in the order they are shown, with the key of each. */
export function flatLines(state: BuilderState): { area: BuilderArea; line: BuilderLine }[] {
  return state.areas.flatMap((area) => area.lines.map((line) => ({ area, line })));
}

/**
 * The API body of the state, or the problems that keep it from being one: text that is not a
 * number where a number is needed, an empty description, no line at all, and the NSW deposit
 * rule. The rest (lengths, ranges) is the server's to answer in its own words.
 */
export function draftFromState(state: BuilderState): { body: QuoteBody | null; problems: Problem[] } {
  const problems: Problem[] = [];
  const lines: QuoteBody["lines"] = [];
  for (const { area, line } of flatLines(state)) {
    const quantity = parseQuantity(line.quantity);
    const unitPriceCents = parseDollars(line.price);
    if (line.description.trim() === "") problems.push({ line: line.key, field: "description", message: quoteDraftMessages.description });
    if (quantity === null) problems.push({ line: line.key, field: "quantity", message: quoteDraftMessages.quantity });
    if (unitPriceCents === null) problems.push({ line: line.key, field: "price", message: quoteDraftMessages.unitPrice });
    lines.push({
      section: area.name.trim(),
      description: line.description.trim(),
      quantity: quantity ?? 0,
      unit: line.unit,
      unitPriceCents: unitPriceCents ?? 0,
      optional: line.optional,
      rateCardItemId: line.rateCardItemId,
    });
  }
  if (lines.length === 0) problems.push({ field: "lines", message: quoteDraftMessages.lines });
  const validDays = /^\s*\d+\s*$/.test(state.validDays) ? Number(state.validDays) : null;
  if (validDays === null) problems.push({ field: "validDays", message: quoteDraftMessages.validDays });
  const deposit = parseQuantity(state.depositPercent);
  if (deposit === null) problems.push({ field: "depositPercent", message: quoteDraftMessages.depositPercent });
  else {
    const refusal = depositRefusal({ residential: isHome(propertyOf(state)), depositPercent: deposit });
    if (refusal) problems.push({ field: "depositPercent", message: refusal });
  }
  if (problems.length > 0) return { body: null, problems };
  return {
    body: { lines, notes: state.notes, exclusions: state.exclusions, terms: state.terms, validDays: validDays!, depositPercent: deposit!, property: propertyOf(state), followUp: state.followUp ?? true },
    problems,
  };
}

/** The lines the preview can show: those whose quantity and price are numbers, in their areas. */
export function previewLines(state: BuilderState): { section: string; description: string; quantity: number; unit: RateCardUnit; unitPriceCents: number; optional: boolean }[] {
  return flatLines(state).flatMap(({ area, line }) => {
    const quantity = parseQuantity(line.quantity);
    const unitPriceCents = parseDollars(line.price);
    if (quantity === null || unitPriceCents === null) return [];
    return [{ section: area.name.trim(), description: line.description.trim(), quantity, unit: line.unit, unitPriceCents, optional: line.optional }];
  });
}

/** What the builder shows while the owner types: each line's total, and the quote's. */
export interface BuilderTotals {
  /** Per line key: quantity x price, or null while either is not a number yet. */
  lineTotals: Map<string, number | null>;
  /** Without any optional line: what the customer pays if they tick none. */
  required: QuoteTotals;
  /** With every optional line ticked. */
  withOptions: QuoteTotals;
  optionalCount: number;
  /** The NSW rules for the most the customer could accept. */
  nsw: NswRules;
  /** The deposit percentage the totals used (0 while the field is not a number). */
  depositPercent: number;
}

/** Totals from lib/money's one function, counting the lines whose numbers are complete. */
export function builderTotals(state: BuilderState, gstRegistered = true, sameJobCents = 0): BuilderTotals {
  const lineTotals = new Map<string, number | null>();
  const moneyLines: { quantity: number; unitPriceCents: number; optional: boolean }[] = [];
  let optionalCount = 0;
  for (const { line } of flatLines(state)) {
    const quantity = parseQuantity(line.quantity);
    const unitPriceCents = parseDollars(line.price);
    if (line.optional) optionalCount += 1;
    if (quantity === null || unitPriceCents === null) {
      lineTotals.set(line.key, null);
      continue;
    }
    const money = { quantity, unitPriceCents, optional: line.optional };
    lineTotals.set(line.key, lineTotalCents(money));
    moneyLines.push(money);
  }
  const typedDeposit = parseQuantity(state.depositPercent);
  const depositPercent = typedDeposit !== null && typedDeposit <= 100 ? typedDeposit : 0;
  const withOptions = quoteTotals(moneyLines, { chosen: "all", depositPercent, gstRegistered });
  return {
    lineTotals,
    required: quoteTotals(moneyLines, { chosen: [], depositPercent, gstRegistered }),
    withOptions,
    optionalCount,
    nsw: nswRules({ residential: isHome(propertyOf(state)), totalCents: withOptions.totalCents, sameJobCents }),
    depositPercent,
  };
}

/** The builder's changes. */
export type BuilderAction =
  | { type: "replace"; state: BuilderState }
  | { type: "field"; field: "notes" | "exclusions" | "terms" | "validDays" | "depositPercent"; value: string }
  | { type: "property"; value: QuoteProperty }
  | { type: "followUp"; value: boolean }
  | { type: "addArea"; name: string }
  | { type: "renameArea"; area: string; name: string }
  | { type: "removeArea"; area: string }
  | { type: "moveArea"; area: string; by: -1 | 1 }
  | { type: "addLine"; area: string; line: BuilderLine }
  | { type: "updateLine"; area: string; line: string; patch: Partial<Omit<BuilderLine, "key">> }
  | { type: "removeLine"; area: string; line: string }
  | { type: "moveLine"; area: string; line: string; by: -1 | 1 };

function moved<Item>(items: readonly Item[], index: number, by: -1 | 1): Item[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return items as Item[];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** One area changed; every other area (and line) keeps its identity, so memoised rows skip rendering. */
function withArea(state: BuilderState, key: string, change: (area: BuilderArea) => BuilderArea): BuilderState {
  return { ...state, areas: state.areas.map((area) => (area.key === key ? change(area) : area)) };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "replace":
      return action.state;
    case "field":
      return { ...state, [action.field]: action.value };
    case "property":
      return { ...state, property: action.value, residential: undefined };
    case "followUp":
      return { ...state, followUp: action.value };
    case "addArea": {
      // An empty unnamed area (a new quote's first) takes the name instead of sitting above it.
      const empty = state.areas.length === 1 && state.areas[0]!.name === "" && state.areas[0]!.lines.length === 0;
      const area = { key: newKey("a"), name: action.name, lines: [] };
      return { ...state, areas: empty ? [{ ...area, key: state.areas[0]!.key }] : [...state.areas, area] };
    }
    case "renameArea":
      return withArea(state, action.area, (area) => ({ ...area, name: action.name }));
    case "removeArea": {
      const areas = state.areas.filter((area) => area.key !== action.area);
      return { ...state, areas: areas.length > 0 ? areas : [{ key: newKey("a"), name: "", lines: [] }] };
    }
    case "moveArea":
      return { ...state, areas: moved(state.areas, state.areas.findIndex((area) => area.key === action.area), action.by) };
    case "addLine":
      return withArea(state, action.area, (area) => ({ ...area, lines: [...area.lines, action.line] }));
    case "updateLine":
      return withArea(state, action.area, (area) => ({
        ...area,
        lines: area.lines.map((line) => (line.key === action.line ? { ...line, ...action.patch } : line)),
      }));
    case "removeLine":
      return withArea(state, action.area, (area) => ({ ...area, lines: area.lines.filter((line) => line.key !== action.line) }));
    case "moveLine":
      return withArea(state, action.area, (area) => ({ ...area, lines: moved(area.lines, area.lines.findIndex((line) => line.key === action.line), action.by) }));
  }
}

/**
 * The server's fieldErrors ("lines.3.quantity", "depositPercent") as problems of the state that
 * was sent: line indexes map back to the keys of the lines in the order they were sent.
 */
export function problemsFromServer(fieldErrors: Record<string, string>, sentLineKeys: readonly string[]): Problem[] {
  const fields: Record<string, ProblemField> = { unitPriceCents: "price", quantity: "quantity", description: "description", section: "section", unit: "unit" };
  return Object.entries(fieldErrors).flatMap(([path, message]): Problem[] => {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
    if (match) {
      const line = sentLineKeys[Number(match[1])];
      const field = fields[match[2]!];
      return line && field ? [{ line, field, message }] : [{ field: "lines", message }];
    }
    const top = path.split(".")[0]!;
    const known: ProblemField[] = ["validDays", "depositPercent", "notes", "exclusions", "terms", "lines"];
    return [{ field: known.includes(top as ProblemField) ? (top as ProblemField) : "lines", message }];
  });
}
