/**
 * The one form a username is stored and looked up in: Unicode NFKC, trimmed, lower case. The
 * lookup is an exact match on it (never LIKE/ILIKE, where `%` and `_` are patterns), so every
 * spelling of a name reaches one account and one set of limits.
 */
export function canonicalUsername(name: string): string {
  return name.normalize("NFKC").trim().toLowerCase();
}
