/** Where the panel turns from the phone's column of cards into the inbox (list and open lead): Tailwind's `lg`. */
export const WIDE_LAYOUT_QUERY = "(min-width: 1024px)";

/**
 * The layout this device showed last ("1": wide), read by the server that draws the panel: a
 * desk's screen gets the inbox from its first paint, a phone its cards. Not personal data.
 */
export const WIDE_LAYOUT_COOKIE = "orbit-admin-wide";
