import type { NextConfig } from "next";
import { apiCsp, commonSecurityHeaders } from "./lib/security/policy";

const production = process.env.NODE_ENV === "production";
/** Files Next serves without passing proxy.ts still get the security headers (SECURITY.md). */
const fileHeaders = [
  ...Object.entries(commonSecurityHeaders({ production })).map(([key, value]) => ({ key, value })),
  { key: "Content-Security-Policy", value: apiCsp },
];

const nextConfig: NextConfig = {
  // NEXT_OUTPUT=standalone builds a self-contained server in .next/standalone for container images
  // (README, Production); `next start` itself wants the ordinary output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  // The migrations are read at start-up by instrumentation.ts: ship them with the standalone server.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite", "web-push"],
  images: { formats: ["image/avif", "image/webp"] },
  async headers() {
    return [
      { source: "/_next/static/:path*", headers: fileHeaders },
      { source: "/_next/image", headers: fileHeaders },
    ];
  },
};

export default nextConfig;
