/**
 * A page's first Intl formatter loads the locale's data, about 55 ms of a phone's main thread in
 * one piece (lib/sydney-time.ts). A page whose first render formats nothing asks for it here, in
 * a task of its own once it is up, so that neither a later script's evaluation nor the visitor's
 * first choice carries it.
 */
export function loadLocaleDataSoon(): void {
  setTimeout(() => new Intl.NumberFormat("en-AU").format(0), 0);
}
