import type { NextConfig } from "next";

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
};

export default nextConfig;
