import "server-only";
import { BlockList, isIP } from "node:net";
import { headers } from "next/headers";
import { getConfig } from "@/lib/config";

/**
 * The client's address, decided here and only here (every route and action asks this module),
 * from X-Forwarded-For: Next.js gives the app no connection, and writes the peer's address there
 * only when the request has no such header. So the word of the proxy in front is what counts
 * (nginx appends the address it saw: docs/operations.md), read back from the right through
 * TRUST_PROXY's proxies; production refuses to start without TRUST_PROXY (lib/config/schema.ts),
 * and the app must be reachable only through that proxy.
 */
export interface ProxyTrust {
  hops: number;
  addresses: string[];
}

/** An address as the limits and e-mails show it: no IPv4-mapped prefix, no zone, no port. */
export function normaliseAddress(raw: string): string | undefined {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.replace(/%.*$/, "").toLowerCase();
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/.test(address)) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

function trustList(addresses: string[]): BlockList {
  const list = new BlockList();
  for (const entry of addresses) {
    const [address, bits] = entry.split("/") as [string, string | undefined];
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

let cachedList: { addresses: string[]; list: BlockList } | undefined;
function isTrustedProxy(address: string, trust: ProxyTrust): boolean {
  if (trust.addresses.length === 0) return false;
  if (cachedList?.addresses !== trust.addresses) cachedList = { addresses: trust.addresses, list: trustList(trust.addresses) };
  return cachedList.list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * Walks X-Forwarded-For from the right. Its last entry is the word of the nearest trusted writer
 * (the proxy in front, or Next.js itself when nothing is in front); with `hops` proxies the client
 * is `hops` entries from the right, and with a list, the first entry from the right that is not
 * one of the listed proxies. A missing or malformed entry stops the walk at the hop before it.
 */
export function decideClientAddress(forwardedFor: string | null, trust: ProxyTrust): string {
  const chain = (forwardedFor ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  const last = chain.pop();
  let client = last === undefined ? undefined : normaliseAddress(last);
  if (!client) return "unknown";
  for (let hop = 1; ; hop++) {
    const further = trust.hops > 0 ? hop < trust.hops : isTrustedProxy(client, trust);
    if (!further) return client;
    const next = chain.pop();
    const address = next === undefined ? undefined : normaliseAddress(next);
    if (!address) return client;
    client = address;
  }
}

/** Who a limit counts: an IPv4 address, or the /64 of an IPv6 one (one household or host gets one). */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

/**
 * The wider group a limit also counts: the /48 of an IPv6 /64 subject (one site's allocation,
 * where a client may pick any of 65,536 /64s); null for an IPv4 address or "unknown".
 */
export function widerSubject(subject: string): string | null {
  if (!subject.endsWith("::/64")) return null;
  return `${subject.split(":").slice(0, 3).join(":")}::/48`;
}

function expandIpv6(address: string): string[] {
  let text = address;
  // A trailing IPv4 part (::1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group || "0", 16).toString(16));
}

/** The client's full address for a request's headers (what the owner is shown). */
export function clientAddress(requestHeaders: Headers): string {
  return decideClientAddress(requestHeaders.get("x-forwarded-for"), getConfig().auth.trustProxy);
}

/** The client a rate limit counts (IPv6 grouped by /64). */
export function clientIpFrom(requestHeaders: Headers): string {
  const address = clientAddress(requestHeaders);
  return address === "unknown" ? address : rateLimitSubject(address);
}

/** The same, inside a server action or server component (the booking page and its forms). */
export async function currentClientIp(): Promise<string> {
  return clientIpFrom(await headers());
}
