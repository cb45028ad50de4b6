/**
 * Document numbers as people read them: quotes Q-0001 upward, a revision adds its version letter
 * (Q-0001-B, Q-0001-C, ... Z, then AA); deposit tax invoices INV-0001 upward; adjustment notes
 * (refunds) ADJ-0001 upward, a sequence of their own. Formatting and
 * parsing only: the database hands out the sequence numbers.
 */

const digits = 4;

/** Bijective base 26: 1 -> "A", 2 -> "B", 26 -> "Z", 27 -> "AA". */
function versionLetters(version: number): string {
  let letters = "";
  for (let rest = version; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** "A" -> 1, "B" -> 2, "AA" -> 27. */
function versionFromLetters(letters: string): number {
  return [...letters].reduce((sum, letter) => sum * 26 + (letter.charCodeAt(0) - 64), 0);
}

function assertPositive(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

const padded = (sequence: number) => String(sequence).padStart(digits, "0");

/** 1 -> "Q-0001"; (1, 2) -> "Q-0001-B". Version 1 has no letter. */
export function formatQuoteNumber(sequence: number, version = 1): string {
  assertPositive("sequence", sequence);
  assertPositive("version", version);
  return version === 1 ? `Q-${padded(sequence)}` : `Q-${padded(sequence)}-${versionLetters(version)}`;
}

/** The version's letter as shown beside the number: 1 -> "A", 2 -> "B". */
export const quoteVersionLetter = (version: number): string => {
  assertPositive("version", version);
  return versionLetters(version);
};

/** "Q-0001-B" -> { sequence: 1, version: 2 }; null unless it is exactly what formatQuoteNumber writes. */
export function parseQuoteNumber(text: string): { sequence: number; version: number } | null {
  const match = /^Q-(\d{4,15})(?:-([B-Z]|[A-Z]{2,3}))?$/.exec(text);
  if (!match) return null;
  const sequence = Number(match[1]);
  const version = match[2] ? versionFromLetters(match[2]) : 1;
  // Only the canonical form: no "Q-00001", no "Q-0001-A".
  if (sequence < 1 || formatQuoteNumber(sequence, version) !== text) return null;
  return { sequence, version };
}

/** 1 -> "INV-0001". */
export function formatInvoiceNumber(sequence: number): string {
  assertPositive("sequence", sequence);
  return `INV-${padded(sequence)}`;
}

/** "INV-0001" -> 1; null unless it is exactly what formatInvoiceNumber writes. */
export function parseInvoiceNumber(text: string): number | null {
  const match = /^INV-(\d{4,15})$/.exec(text);
  if (!match) return null;
  const sequence = Number(match[1]);
  return sequence >= 1 && formatInvoiceNumber(sequence) === text ? sequence : null;
}

/** 1 -> "ADJ-0001": an adjustment note, numbered apart from invoices. */
export function formatAdjustmentNoteNumber(sequence: number): string {
  assertPositive("sequence", sequence);
  return `ADJ-${padded(sequence)}`;
}
