import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium, missingChromiumHelp } from "./tests/support/browser.mjs";

const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumHelp);

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests against a production build (`npm run build` first; `npm test` does it).
 * The server gets its own database: E2E_DATABASE_URL when the test runner made one on a real
 * PostgreSQL, else the embedded PGlite in a fresh E2E_DATA_DIR.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"] } },
  ],
  webServer: {
    command: `node scripts/launch.mjs start -p ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATABASE_URL: "" }),
      AUTH_SECRET: "e2e-auth-secret-that-is-long-enough-000",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "e2e-admin-password",
      ADMIN_EMAIL: "owner@example.com.au",
      MAIL_OUTBOX_DIR: `${process.env.E2E_DATA_DIR ?? ".data/e2e"}/outbox`,
      VAPID_PUBLIC_KEY: "BHxeFw6AGQl54ToLbYn_CkzxqPo08-lYUQhUJwIkpCj6ygqWCyag0GaqPYF_CFlunzr6ve3zP0dPSqdNlkmykC0",
      VAPID_PRIVATE_KEY: "fC0KMUbXnEOf6Iz0gt_QCxRtUNFZ7ySOtlQSrWZ3TZk",
      // Test-only keys, generated for this suite.
      // Tests submit many requests from one address: raised limits, stated here.
      QUOTE_RATE_LIMIT: "1000",
      SIGNIN_RATE_LIMIT: "1000",
    },
  },
});
