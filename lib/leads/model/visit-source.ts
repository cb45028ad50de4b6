import { FIRST_TOUCH_KEY, type FirstTouch } from "./visit-capture";

/**
 * Where a lead came from: the utm_source, utm_medium and utm_campaign of the visit's first page
 * and the referring site's host (another site's only), read from the first touch that
 * ./visit-capture.ts kept and sent with the quote form. The server's side is the schema
 * (request-schema.ts), which cleans them again.
 */
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

/** The visit's source for the quote form's request; {} when none was recorded. */
export function recalledVisitSource(): VisitSource {
  try {
    const touch = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? "null") as Partial<FirstTouch> | null;
    if (typeof touch?.page !== "string") return {};
    return visitSourceOf(touch.page, typeof touch.referrer === "string" ? touch.referrer : "");
  } catch {
    // No storage, or what it holds is not a first touch (nor a page address): no source.
    return {};
  }
}
