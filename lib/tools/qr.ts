/**
 * The QR code page's rules: what is encoded and how big it is drawn.
 * Pure functions, shared by the page and its unit tests.
 */
export const qrSize = { min: 128, max: 512, step: 32, initial: 256 } as const;

export type QrMode = "website" | "custom";

/** Any size, snapped to a step of 32 and clamped to 128-512. */
export function clampQrSize(size: number): number {
  if (!Number.isFinite(size)) return qrSize.initial;
  const stepped = Math.round(size / qrSize.step) * qrSize.step;
  return Math.min(qrSize.max, Math.max(qrSize.min, stepped));
}

export function shrinkQr(size: number): number {
  return clampQrSize(size - qrSize.step);
}

export function growQr(size: number): number {
  return clampQrSize(size + qrSize.step);
}

/** Minus is disabled at 128 or below, plus at 512 or above. */
export function canShrinkQr(size: number): boolean {
  return size > qrSize.min;
}

export function canGrowQr(size: number): boolean {
  return size < qrSize.max;
}

/**
 * The text the code carries: the business website in website mode; in custom mode the typed
 * text exactly as typed (no validation: any text is a valid code), or the website when it is empty.
 */
export function qrContent(mode: QrMode, customText: string, website: string): string {
  if (mode === "website" || customText.trim() === "") return website;
  return customText;
}

/** Level H, the quiet zone the standard asks for, black on white. */
export const qrOptions = {
  errorCorrectionLevel: "H",
  margin: 4,
  color: { dark: "#000000", light: "#ffffff" },
} as const;

export const QR_TOO_LONG = "Data too long";

/** The `qrcode` package says "The amount of data is too big to be stored in a QR Code". */
export function qrErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /too big|too long|amount of data/i.test(message) ? QR_TOO_LONG : "Could not make a QR code from this text.";
}
