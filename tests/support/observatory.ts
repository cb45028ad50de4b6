/**
 * The Mozilla HTTP Observatory's published scoring rules (developer.mozilla.org, "HTTP Observatory
 * Tests & Scoring"), applied to one response. `@mdn/mdn-http-observatory` cannot be installed here:
 * its dependency downloads Mozilla's CA bundle from the internet at install time (SECURITY.md).
 *
 * Start at 100, subtract the penalties; bonuses count only when that is 90 or more. Grade A+ is
 * 100 or more. Not measurable against localhost and therefore left out: the HTTP-to-HTTPS
 * redirection (a job of the host in front of the app) and HSTS preloading.
 */
export interface ObservatoryInput {
  headers: Record<string, string>;
  /** Every Set-Cookie header of the response. */
  cookies?: string[];
  /** The response body when it is HTML (for the Subresource Integrity test). */
  html?: string;
  /** The page's own origin, e.g. http://localhost:3210. */
  origin: string;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

type Policy = Map<string, string[]>;

function parseCsp(value: string | undefined): Policy | undefined {
  if (!value) return undefined;
  const policy: Policy = new Map();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources.map((source) => source.toLowerCase()));
  }
  return policy;
}

function cspTest(policy: Policy | undefined): [string, number] {
  if (!policy) return ["csp-not-implemented", -25];
  const sources = (name: string) => policy.get(name) ?? policy.get("default-src");
  const script = sources("script-src");
  const object = sources("object-src");
  const style = sources("style-src") ?? [];
  const broad = (list: string[] | undefined) => !list || list.some((source) => ["*", "http:", "https:", "data:"].includes(source));
  const keyed = (script ?? []).some((source) => source.startsWith("'nonce-") || source.startsWith("'sha"));
  // A nonce or hash makes browsers ignore 'unsafe-inline' (CSP level 2), as the Observatory allows.
  const inlineScript = (script ?? []).includes("'unsafe-inline'") && !keyed;
  if (broad(script) || broad(object) || inlineScript) return ["csp-implemented-with-unsafe-inline", -20];
  if ([...policy.values()].flat().some((source) => source === "http:" || source.startsWith("http://"))) {
    return ["csp-implemented-with-insecure-scheme", -20];
  }
  if ((script ?? []).includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (style.some((source) => ["'unsafe-inline'", "data:", "https:", "*"].includes(source))) {
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  }
  if (policy.get("default-src")?.join(" ") === "'none'") return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hstsTest(value: string | undefined): [string, number] {
  if (!value) return ["hsts-not-implemented", -20];
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  return Number(maxAge) >= 15_768_000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function referrerTest(value: string | undefined): [string, number] {
  if (!value) return ["referrer-policy-not-implemented", 0];
  // Browsers use the last policy they understand.
  const policies = value.split(",").map((policy) => policy.trim().toLowerCase());
  const effective = policies.at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(effective)) return ["referrer-policy-private", 5];
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(effective)) return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function contentTypeOptionsTest(value: string | undefined): [string, number] {
  if (!value) return ["x-content-type-options-not-implemented", -5];
  return value.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-header-invalid", -5];
}

function frameOptionsTest(value: string | undefined, policy: Policy | undefined): [string, number] {
  const ancestors = policy?.get("frame-ancestors");
  if (ancestors && !ancestors.includes("*")) return ["x-frame-options-implemented-via-csp", 5];
  if (!value) return ["x-frame-options-not-implemented", -20];
  return ["deny", "sameorigin"].includes(value.trim().toLowerCase()) ? ["x-frame-options-sameorigin-or-deny", 0] : ["x-frame-options-header-invalid", -20];
}

function corsTest(headers: Record<string, string>): [string, number] {
  const origin = headers["access-control-allow-origin"];
  if (!origin) return ["cross-origin-resource-sharing-not-implemented", 0];
  if (origin.trim() === "*") return ["cross-origin-resource-sharing-implemented-with-public-access", 0];
  return ["cross-origin-resource-sharing-implemented-with-restricted-access", 0];
}

function cookiesTest(cookies: string[]): [string, number] {
  if (cookies.length === 0) return ["cookies-not-found", 0];
  const parsed = cookies.map((cookie) => {
    const attributes = cookie.split(";").slice(1).map((part) => part.trim().toLowerCase());
    const sameSite = attributes.find((part) => part.startsWith("samesite="))?.split("=")[1];
    return { secure: attributes.includes("secure"), httpOnly: attributes.includes("httponly"), sameSite };
  });
  if (parsed.some((cookie) => cookie.sameSite && !["strict", "lax"].includes(cookie.sameSite))) return ["cookies-samesite-flag-invalid", -20];
  if (parsed.some((cookie) => !cookie.secure)) return ["cookies-without-secure-flag", -20];
  if (parsed.some((cookie) => !cookie.httpOnly)) return ["cookies-session-without-httponly-flag", -30];
  if (parsed.every((cookie) => cookie.sameSite)) return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
  return ["cookies-secure-with-httponly-sessions", 0];
}

function sriTest(html: string | undefined, origin: string): [string, number] {
  if (html === undefined) return ["sri-not-implemented-response-not-html", 0];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
  const external = scripts
    .map((attributes) => ({ src: /\bsrc\s*=\s*["']([^"']+)/i.exec(attributes)?.[1], integrity: /\bintegrity\s*=/i.test(attributes) }))
    .filter((script): script is { src: string; integrity: boolean } => !!script.src)
    .map((script) => ({ ...script, url: new URL(script.src, origin) }))
    .filter((script) => script.url.origin !== origin);
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  const secure = external.every((script) => script.url.protocol === "https:");
  if (external.every((script) => script.integrity)) return secure ? ["sri-implemented-and-external-scripts-loaded-securely", 5] : ["sri-implemented-but-external-scripts-not-loaded-securely", -20];
  return secure ? ["sri-not-implemented-but-external-scripts-loaded-securely", -5] : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
}

export function grade(score: number): string {
  const table: [number, string][] = [
    [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"],
  ];
  return table.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

export function scoreResponse(input: ObservatoryInput): ObservatoryResult {
  const headers = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]));
  const policy = parseCsp(headers["content-security-policy"]);
  const results: Record<string, [string, number]> = {
    "content-security-policy": cspTest(policy),
    cookies: cookiesTest(input.cookies ?? []),
    "cross-origin-resource-sharing": corsTest(headers),
    "referrer-policy": referrerTest(headers["referrer-policy"]),
    "strict-transport-security": hstsTest(headers["strict-transport-security"]),
    "subresource-integrity": sriTest(input.html, input.origin),
    "x-content-type-options": contentTypeOptionsTest(headers["x-content-type-options"]),
    "x-frame-options": frameOptionsTest(headers["x-frame-options"], policy),
  };
  const modifiers = Object.values(results).map(([, modifier]) => modifier);
  const afterPenalties = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const bonuses = afterPenalties >= 90 ? modifiers.filter((modifier) => modifier > 0).reduce((sum, modifier) => sum + modifier, 0) : 0;
  const score = Math.max(0, afterPenalties + bonuses);
  return {
    score,
    grade: grade(score),
    tests: Object.fromEntries(Object.entries(results).map(([name, [result, modifier]]) => [name, { result, modifier }])),
  };
}
