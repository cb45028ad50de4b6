// The parts of two font packages scripts/make-fonts.mjs and scripts/font-tables.mjs use (neither
// ships types).
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer | Uint8Array, format: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
  };
  export default fontverter;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"; keepFeatures?: string[]; variationAxes?: Record<string, number | { min: number; max: number }> },
  ): Promise<Buffer>;
}
