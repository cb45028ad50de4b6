import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const zodRule = { name: "zod", message: "Import { z } from \"@/lib/zod\" (jitless, CSP-safe).", allowTypeImports: true };
const sonnerRule = { name: "sonner", message: "Import { toast } from \"@/lib/client/toast\" (it mounts the lazy Toaster).", allowTypeImports: true };
const linkRule = {
  name: "next/link",
  message: "The public pages link with plain <a>: static documents, mostly fragments of the landing page; next/link would add its client code to every page (docs/performance.md).",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // One zod, configured once (lib/zod.ts: jitless, so the CSP needs no 'unsafe-eval'); one way
    // to raise a toast (lib/client/toast.ts: it mounts the lazy Toaster).
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["lib/zod.ts", "lib/client/toast.ts", "components/ui/sonner.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodRule, sonnerRule] }],
    },
  },
  {
    // The public pages link with plain <a> (linkRule), so Next's rule asking for <Link> is off here.
    files: ["components/site/**/*.tsx", "app/(site)/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodRule, sonnerRule, linkRule] }],
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    files: ["lib/client/toast.ts", "components/ui/sonner.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodRule] }],
    },
  },
  {
    ignores: [".next/**", "bench/bare/.next/**", "node_modules/**", "lib/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
