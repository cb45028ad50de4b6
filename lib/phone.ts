/** A `tel:` link for a phone number as typed: digits and a leading + only, so every dialler reads it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
