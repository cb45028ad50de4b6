/**
 * Exact integer arithmetic for money. Hand-written because it is three lines of BigInt: a money
 * library would bring currencies and rounding modes this business never uses.
 */

/** a x b / divisor for non-negative safe integers, rounded half-up (x.5 goes up), exactly. */
export function mulDivHalfUp(a: number, b: number, divisor: number): number {
  return mulDiv(a, b, divisor, "half-up");
}

/** a x b / divisor for non-negative safe integers, rounded down, exactly: for caps a result must not pass. */
export function mulDivDown(a: number, b: number, divisor: number): number {
  return mulDiv(a, b, divisor, "down");
}

function mulDiv(a: number, b: number, divisor: number, mode: "half-up" | "down"): number {
  for (const [name, value] of [["a", a], ["b", b], ["divisor", divisor]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
  if (divisor === 0) throw new RangeError("divisor must not be 0");
  // BigInt: a x b can pass 2^53 (a 2-decimal percentage of a large total) before the division.
  const d = BigInt(divisor);
  const product = BigInt(a) * BigInt(b);
  const result = mode === "down" ? product / d : (product * 2n + d) / (2n * d);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("amount is too large to hold in cents");
  return Number(result);
}
