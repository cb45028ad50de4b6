export interface WebFont {
  family: string;
  weights: { min: number; max: number };
}
export const webFonts: WebFont[];
export const defaultLayoutFeatures: string[];
export function sourceOf(font: WebFont): string;
export function outputOf(font: WebFont): string;
