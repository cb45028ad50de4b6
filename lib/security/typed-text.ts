/**
 * Whether one line a customer typed (a name, a street, a suburb) is only what it claims to be:
 * such text is repeated in the business's own e-mails and invites, so it must not carry a link,
 * an e-mail address, a domain name or a hidden line break that would lend the business's name to
 * someone else's message. Hand-written: no library answers "is this text free of anything a mail
 * app would turn into a link". Used by the shared zod schemas (lead request, booking, acceptance).
 */

// Control characters, line and paragraph separators, and the bidirectional overrides that can
// reorder what a reader sees.
const hiddenCharacters = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const scheme = /:\/\//;
const emailAddress = /[^\s@]@[^\s@]/u;
const webPrefix = /(^|[^\p{L}\p{N}])www\./iu;
// A name and a label after a dot: `evil.example`, `mail.evil.co`. A lowercase label is a domain
// however short its suffix; a capitalised one only when it is a common top-level domain, so a
// street typed as `St.Ives` or `Mt.Druitt` stays a street.
const lowercaseDomain = /[\p{L}\p{N}-]\.(?:[\p{Ll}]{2,63})(?![\p{L}\p{N}])/u;
const commonTld = /[\p{L}\p{N}-]\.(?:com|net|org|au|io|co|info|biz|xyz|app|dev|example|online|site|shop|link|click|top|me|ly|ru|cn|uk|nz)(?![\p{L}\p{N}])/iu;

/** True when `value` has none of the above; false for a URL, an e-mail address, a domain or a hidden character. */
export function isPlainTypedText(value: string): boolean {
  return !(hiddenCharacters.test(value) || scheme.test(value) || emailAddress.test(value) || webPrefix.test(value) || lowercaseDomain.test(value) || commonTld.test(value));
}
