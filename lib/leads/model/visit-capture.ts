/**
 * The first page of a visit, kept as it came: its address and referrer, in sessionStorage for the
 * tab's session (no cookie, nothing kept after it, so no consent banner). Every page runs this,
 * so it only stores; ./visit-source.ts reads the utm tags and referring host out of it when the
 * quote form sends.
 */
export const FIRST_TOUCH_KEY = "orbit.firstTouch";
/** Longer than any campaign's address; what is past it is cut. */
const KEPT_LENGTH = 2048;

export interface FirstTouch {
  page: string;
  referrer: string;
}

/**
 * Records the visit's first touch once: the first page of the visit decides, later pages (and
 * their own utm tags) do not. Storage refused (private modes, settings): nothing is recorded.
 */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(FIRST_TOUCH_KEY) !== null) return;
    const touch: FirstTouch = { page: location.href.slice(0, KEPT_LENGTH), referrer: document.referrer.slice(0, KEPT_LENGTH) };
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Without storage the request simply has no source.
  }
}
