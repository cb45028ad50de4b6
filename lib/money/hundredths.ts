/**
 * Quantities and percentages with up to two decimals, held as integer hundredths
 * (12.5 m² is 1250) so no sum or product ever meets binary floating-point error.
 */

/** 12.5 or "12.50" -> 1250. Throws RangeError for negatives, non-numbers or a third decimal. */
export function toHundredths(value: number | string): number {
  // String(12.35) is "12.35", the shortest form that reads back as the same number: the value the
  // person typed, not the 12.3499999999999996447 it is stored as. Exponent forms (1e-7) fail.
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`expected a non-negative number with at most two decimals, got ${JSON.stringify(value)}`);
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`number too large: ${text}`);
  return hundredths;
}

/** True when the value has at most two decimals and is not negative (what toHundredths accepts). */
export function isHundredths(value: number | string): boolean {
  try {
    toHundredths(value);
    return true;
  } catch {
    return false;
  }
}

/** 1250 -> "12.5", 1200 -> "12", 1 -> "0.01": a quantity as a person writes it. */
export function formatHundredths(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError(`expected non-negative integer hundredths, got ${hundredths}`);
  const whole = (hundredths - (hundredths % 100)) / 100;
  const fraction = String(hundredths % 100).padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
