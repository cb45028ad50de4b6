import { describe, expect, it } from "vitest";
import { decideClientAddress, normaliseAddress, rateLimitSubject, widerSubject } from "@/lib/http/client-ip";
import { e2eServerEnv } from "../support/e2e-env.mjs";
import { parseConfig, trustProxyMessage } from "@/lib/config/schema";

const none = { hops: 0, addresses: [] };

describe("the client address", () => {
  it("is X-Forwarded-For's last entry when nothing is in front: what Next.js wrote from the connection", () => {
    expect(decideClientAddress("203.0.113.9", none)).toBe("203.0.113.9");
    expect(decideClientAddress("::ffff:203.0.113.9", none)).toBe("203.0.113.9");
    expect(decideClientAddress(null, none)).toBe("unknown");
    expect(decideClientAddress("not-an-ip", none)).toBe("unknown");
  });

  it("is the entry the outermost trusted proxy appended, counted from the right", () => {
    const one = { hops: 1, addresses: [] };
    // nginx appends the address it saw: whatever the client wrote before it is not believed.
    expect(decideClientAddress("1.1.1.1, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(decideClientAddress("1.1.1.1, 198.51.100.7, 10.0.0.2", { hops: 2, addresses: [] })).toBe("198.51.100.7");
    expect(decideClientAddress("1.1.1.1, 198.51.100.7, 10.0.0.2", { hops: 3, addresses: [] })).toBe("1.1.1.1");
    // Fewer entries than proxies, or one that is not an address: the hop before it.
    expect(decideClientAddress("10.0.0.2", { hops: 2, addresses: [] })).toBe("10.0.0.2");
    expect(decideClientAddress("not-an-ip, 10.0.0.2", { hops: 2, addresses: [] })).toBe("10.0.0.2");
  });

  it("passes over the listed proxies from the right, and no further", () => {
    const listed = { hops: 0, addresses: ["10.0.0.0/8", "2001:db8::1"] };
    expect(decideClientAddress("198.51.100.7", listed)).toBe("198.51.100.7");
    expect(decideClientAddress("198.51.100.7, 10.9.9.9", listed)).toBe("198.51.100.7");
    expect(decideClientAddress("[2001:db8:aa::5]:4711, 2001:db8::1", listed)).toBe("2001:db8:aa::5");
    // A client's own guesses before an untrusted hop are never reached.
    expect(decideClientAddress("1.2.3.4, 203.0.113.9", listed)).toBe("203.0.113.9");
  });

  it("groups IPv6 clients by /64 for the limits, and leaves IPv4 alone", () => {
    expect(rateLimitSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(normaliseAddress("FE80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress("203.0.113.9:8080")).toBe("203.0.113.9");
    expect(normaliseAddress("nonsense")).toBeUndefined();
  });

  it("groups the /64s of an IPv6 /48 for its own limit too; IPv4 has no wider group", () => {
    expect(widerSubject(rateLimitSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBe("2001:db8:1::/48");
    expect(widerSubject(rateLimitSubject("2001:db8:1:ffff::1"))).toBe("2001:db8:1::/48");
    expect(widerSubject(rateLimitSubject("::1"))).toBe("0:0:0::/48");
    expect(widerSubject("203.0.113.9")).toBeNull();
    expect(widerSubject("unknown")).toBeNull();
  });
});

describe("TRUST_PROXY", () => {
  const dev = () => ({ authSecret: "x".repeat(32), adminPassword: "p".repeat(12), vapid: { publicKey: "a", privateKey: "b" } });
  const trust = (value: string | undefined) => parseConfig({ TRUST_PROXY: value }, dev).auth.trustProxy;

  it("takes a number of proxies or a list of addresses and ranges", () => {
    expect(trust(undefined)).toEqual({ hops: 0, addresses: [] });
    expect(trust("0")).toEqual({ hops: 0, addresses: [] });
    expect(trust("true")).toEqual({ hops: 1, addresses: [] });
    expect(trust("2")).toEqual({ hops: 2, addresses: [] });
    expect(trust("10.0.0.1, 192.168.0.0/16, ::1")).toEqual({ hops: 0, addresses: ["10.0.0.1", "192.168.0.0/16", "::1"] });
  });

  it("is required in production: without a proxy in front, the client would choose its own address", () => {
    const production = { ...e2eServerEnv(), TRUST_PROXY: undefined };
    expect(() => parseConfig(production)).toThrow(trustProxyMessage);
    expect(parseConfig({ ...production, TRUST_PROXY: "1" }).auth.trustProxy).toEqual({ hops: 1, addresses: [] });
  });

  it("refuses anything else at start", () => {
    expect(() => trust("my-proxy.internal")).toThrow(/TRUST_PROXY/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });
});
