import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { siteUrl } from "@/lib/site-url";
import { proxy } from "@/proxy";

describe("proxy.ts redirects", () => {
  it("sends /admin-pwa on a host outside ADMIN_ALLOWED_HOSTS to the site's own home page, never to the Host it was sent", () => {
    const variants: Record<string, string>[] = [{ host: "evil.example" }, { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }];
    for (const headers of variants) {
      const response = proxy(new NextRequest("http://evil.example/admin-pwa", { headers }));
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(`${siteUrl}/`);
    }
  });

  it("lets /admin-pwa open on an allowed host", () => {
    const response = proxy(new NextRequest("http://localhost:3000/admin-pwa", { headers: { host: "localhost:3000" } }));
    expect(response.headers.get("location")).toBeNull();
  });
});
