import { business } from "@/lib/business";

/**
 * The business card designer's rules: a 90 mm x 50 mm card, each side
 * exported as a PNG at 3x its on-screen size, and the e-mail hand-off.
 */
export const cardSize = { widthMm: 90, heightMm: 50, widthPx: 360, heightPx: 200 } as const;
export const CARD_EXPORT_SCALE = 3;
/** How long the renderer may take to produce one side before we give up. */
export const CARD_IMAGE_TIMEOUT_MS = 15_000;

export type CardSide = "front" | "back";
export const cardSides: readonly CardSide[] = ["front", "back"];

export function cardFileName(side: CardSide): string {
  return `orbit-painting-business-card-${side}.png`;
}

export function otherSide(side: CardSide): CardSide {
  return side === "front" ? "back" : "front";
}

export const cardMessages = {
  downloadedTitle: "Business Card Downloaded",
  downloaded: (side: CardSide) => `The ${side} side was saved as ${cardFileName(side)}.`,
  downloadFailedTitle: "Download Failed",
  downloadFailed: (side: CardSide) => `There was a problem downloading the ${side} side of your business card.`,
  emailOpenedTitle: "Files Downloaded & Email Opened",
  emailOpened: "Attach the two downloaded images to the e-mail, then send it.",
  emailFailed: "Could not prepare business card. Please try downloading manually.",
} as const;

/** This toast stays 6 seconds (others 5): it asks the visitor to attach the files. */
export const EMAIL_TOAST_MS = 6_000;

/** The e-mail to a printer or a colleague: no recipient, the files named so they can be attached. */
export function cardMailto(): string {
  const subject = `${business.name} business card (front and back)`;
  const body = [
    "Hello,",
    "",
    `Please find attached the ${business.name} business card, front and back:`,
    `- ${cardFileName("front")}`,
    `- ${cardFileName("back")}`,
    "",
    `Size: ${cardSize.widthMm} mm x ${cardSize.heightMm} mm. The images are PNG at ${CARD_EXPORT_SCALE}x scale.`,
    "",
    "Kind regards,",
    business.name,
    `${business.phone} | ${business.email} | ${business.websiteDisplay}`,
  ].join("\n");
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Rejects after `ms` when the work has not finished: a stuck renderer must not hang the page. */
export function withTimeout<T>(work: Promise<T>, ms: number, what = "the card image"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
