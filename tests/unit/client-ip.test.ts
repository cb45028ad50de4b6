import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { decideClientAddress, normaliseAddress, rateLimitSubject, widerSubject } from "@/lib/http/client-ip";
import { installPeerAddressStamp, PEER_HEADER, peerAddressFrom, peerStamp } from "@/lib/http/peer-address";
import { parseConfig } from "@/lib/config/schema";

const none = { hops: 0, addresses: [] };

describe("the client address", () => {
  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(decideClientAddress("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    expect(decideClientAddress("203.0.113.9", "198.51.100.1, 10.0.0.1", none)).toBe("203.0.113.9");
    expect(decideClientAddress("::ffff:203.0.113.9", null, none)).toBe("203.0.113.9");
    expect(decideClientAddress(undefined, "198.51.100.1", none)).toBe("unknown");
  });

  it("goes back one hop per trusted proxy, from the right", () => {
    const one = { hops: 1, addresses: [] };
    expect(decideClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(decideClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", { hops: 2, addresses: [] })).toBe("1.1.1.1");
    // A proxy that forwarded nothing, or something that is not an address: the proxy itself.
    expect(decideClientAddress("10.0.0.2", null, one)).toBe("10.0.0.2");
    expect(decideClientAddress("10.0.0.2", "not-an-ip", one)).toBe("10.0.0.2");
  });

  it("believes X-Forwarded-For only from the listed proxies", () => {
    const listed = { hops: 0, addresses: ["10.0.0.0/8", "2001:db8::1"] };
    expect(decideClientAddress("10.1.2.3", "198.51.100.7", listed)).toBe("198.51.100.7");
    expect(decideClientAddress("10.1.2.3", "198.51.100.7, 10.9.9.9", listed)).toBe("198.51.100.7");
    expect(decideClientAddress("2001:db8::1", "[2001:db8:aa::5]:4711", listed)).toBe("2001:db8:aa::5");
    // An untrusted peer's header is ignored: it cannot choose its own address.
    expect(decideClientAddress("203.0.113.9", "198.51.100.7", listed)).toBe("203.0.113.9");
    // A client behind a trusted proxy that prepends its own guesses gets the proxy's word only.
    expect(decideClientAddress("10.1.2.3", "1.2.3.4, 203.0.113.9", listed)).toBe("203.0.113.9");
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

  it("refuses anything else at start", () => {
    expect(() => trust("my-proxy.internal")).toThrow(/TRUST_PROXY/);
    expect(() => trust("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });
});

describe("the peer stamp", () => {
  it("is put on every request by the HTTP server, over anything the client sent", async () => {
    installPeerAddressStamp();
    const server = http.createServer((request, response) => {
      const headers = new Headers(request.headers as Record<string, string>);
      response.end(String(peerAddressFrom(headers)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: "forged 198.51.100.1", "x-forwarded-for": "198.51.100.1" } });
      expect(await answer.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });

  it("believes no header without this process's secret", () => {
    expect(peerAddressFrom(new Headers({ [PEER_HEADER]: "0123 198.51.100.1" }))).toBeUndefined();
    expect(peerAddressFrom(new Headers({ [PEER_HEADER]: peerStamp("198.51.100.1") }))).toBe("198.51.100.1");
  });
});
