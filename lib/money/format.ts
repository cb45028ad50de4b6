/** Dollars as people in Australia read them; made on first use, not at load (lib/sydney-time.ts says why). */
let currency: Intl.NumberFormat | undefined;

/** 123450 -> "$1,234.50"; -5 -> "-$0.05". Exact for every safe integer (formats a decimal string). */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`expected integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  const dollars = (magnitude - (magnitude % 100)) / 100;
  // Intl formats a decimal string exactly: no division by 100 in floating point.
  const decimal = `${sign}${dollars}.${String(magnitude % 100).padStart(2, "0")}` as Intl.StringNumericLiteral;
  currency ??= new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
  return currency.format(decimal);
}

/** 123450 -> "1234.50", -5 -> "-0.05": a plain decimal a spreadsheet reads as a number (CSV export). */
export function plainDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`expected integer cents, got ${cents}`);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${(magnitude - (magnitude % 100)) / 100}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** A whole-dollar sum without cents ("$7,450", as an estimate's rounded range reads); else as formatCents. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).slice(0, -3) : formatCents(cents);
}

/**
 * What a person types as a price -> integer cents: "1,234.5", "$80", " 24.00 " -> 123450, 8000,
 * 2400. Null for anything else (negative, a third decimal, letters).
 */
export function parseDollars(input: string): number | null {
  const match = /^\$?((?:\d{1,3}(?:,\d{3})+)|\d+)(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
