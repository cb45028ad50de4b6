import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // One zod, configured once (lib/zod.ts: jitless, so the CSP needs no 'unsafe-eval').
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from \"@/lib/zod\" (jitless, CSP-safe).", allowTypeImports: true }] },
      ],
    },
  },
  {
    ignores: [".next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
