export interface WebFont {
  family: string;
  weights: { min: number; max: number };
}
export type FontPart = "basic" | "rest";
export const webFonts: WebFont[];
export const defaultLayoutFeatures: string[];
export const fontParts: { part: FontPart; holds: (codePoint: number) => boolean }[];
export function sourceOf(font: WebFont): string;
export function outputOf(font: WebFont, part: FontPart): string;
export function unicodeRange(codePoints: readonly number[]): string;
