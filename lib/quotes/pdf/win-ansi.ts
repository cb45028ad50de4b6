import { transliterate } from "transliteration";

/**
 * The PDFs use the PDF's built-in Helvetica (no font files), which holds only the WinAnsi
 * characters: Latin-1 (é, ë, ñ), the typographic quotes and dashes, €, ™. Anything else would
 * print as the wrong glyph, so a run of other characters is transliterated ("Nguyễn" -> "Nguyen",
 * "李小龙" -> "Li Xiao Long"); the page and the e-mail keep the original text.
 */
const outsideWinAnsi = /[^\t\n\r\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+/gu;

/** The text as Helvetica can print it. */
export const toWinAnsi = (text: string): string => text.replace(outsideWinAnsi, (run) => transliterate(run));

/** Every string in a plain view model made printable, the shape unchanged. */
export function winAnsiStrings<T>(value: T): T {
  if (typeof value === "string") return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map((item) => winAnsiStrings(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, winAnsiStrings(item)])) as T;
  }
  return value;
}
