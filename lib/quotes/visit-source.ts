/**
 * Where a lead came from: the first page of the visit's utm_source, utm_medium and utm_campaign
 * and the referring site's host (another site's only), kept in sessionStorage for the visit and
 * sent with the quote form. No cookie and nothing kept past the tab's session, so no consent
 * banner is needed; no library, so the landing page's script stays as small as it was.
 * Browser code with no imports; the server's side is the schema (request-schema.ts).
 */
export const VISIT_SOURCE_KEY = "orbit.visitSource";
export const sourceMaxLength = { utm: 100, referrer: 255 } as const;

export interface VisitSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
}

/** Text as a campaign tag may carry it: no control characters, trimmed, capped. */
export function cleanSourceText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, max).trim();
  return text === "" ? undefined : text;
}

/** A host name as a referrer carries it: letters, digits, dots and dashes only. */
export function cleanReferrerHost(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const host = value.trim().toLowerCase();
  return host.length <= sourceMaxLength.referrer && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : undefined;
}

const withoutWww = (host: string) => host.replace(/^www\./, "");

/** The visit's source from its first page's address and referrer; our own host is no referrer. */
export function visitSourceOf(pageUrl: string, referrerUrl: string): VisitSource {
  const page = new URL(pageUrl);
  const source: VisitSource = {
    utmSource: cleanSourceText(page.searchParams.get("utm_source"), sourceMaxLength.utm),
    utmMedium: cleanSourceText(page.searchParams.get("utm_medium"), sourceMaxLength.utm),
    utmCampaign: cleanSourceText(page.searchParams.get("utm_campaign"), sourceMaxLength.utm),
  };
  try {
    const referrer = new URL(referrerUrl);
    if ((referrer.protocol === "https:" || referrer.protocol === "http:") && withoutWww(referrer.hostname) !== withoutWww(page.hostname)) {
      source.referrer = cleanReferrerHost(referrer.hostname);
    }
  } catch {
    // No referrer (typed in, a bookmark) or one that is not a URL: none.
  }
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
}

/**
 * Records the visit's first touch once: the first page of the visit decides, later pages (and
 * their own utm tags) do not. Storage refused (private modes, settings): nothing is recorded.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(VISIT_SOURCE_KEY) !== null) return;
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(visitSourceOf(location.href, document.referrer)));
  } catch {
    // Without storage the request simply has no source.
  }
}

/** The visit's source for the quote form's request; {} when none was recorded. */
export function recalledVisitSource(): VisitSource {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries({
        utmSource: cleanSourceText(stored.utmSource, sourceMaxLength.utm),
        utmMedium: cleanSourceText(stored.utmMedium, sourceMaxLength.utm),
        utmCampaign: cleanSourceText(stored.utmCampaign, sourceMaxLength.utm),
        referrer: cleanReferrerHost(stored.referrer),
      }).filter(([, value]) => value !== undefined),
    );
  } catch {
    return {};
  }
}
