import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findTestChromium, missingChromiumHelp } from "./tests/support/browser.mjs";
import { e2eServerEnv, e2eStripePort } from "./tests/support/e2e-env.mjs";

const executablePath = findTestChromium();
if (!executablePath) throw new Error(missingChromiumHelp);

const port = Number(process.env.E2E_PORT ?? 3210);
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// A Pixel 7: its width, touch and user agent. Painted at one device pixel per CSS pixel unless
// pictures are asked for: no assertion reads the density, and the phone's 2.625 cost a fifth of
// the phone tests' browser time in software rasterisation.
const phone = { ...devices["Pixel 7"], ...(process.env.E2E_SCREENSHOTS === "1" ? {} : { deviceScaleFactor: 1 }) };
// Tests of the server rather than of a page: faults, standalone, push sending and the client address
// behind nginx each on a server of its own, and the API's answers to hostile input on the shared one
// (an API is the same at any width).
const serverSpecs = /(faults|standalone|push-sending|client-address|hostile-input)\.spec\.ts$/;
const abuseSpecs = /abuse\.spec\.ts$/;
// Latency and throughput under load are budgets: `npm run bench` runs them (E2E_BUDGETS=1) on a quiet
// machine, since a busy one misses them with nothing wrong.
const budgetSpecs = /(load|flood)\.spec\.ts$/;
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
  // One worker a project: desktop and phone side by side (the two cores), and the servers' tests
  // in a third that mostly waits (a killed worker's minute of silence, a database's restart).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A test's own time limit, not an assertion: whole flows (sign in with a code, then several
  // steps) can outlast the default 30 s on a busy 2-core machine with two browsers and the server.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".test-results/e2e.json" }]],
  use: {
    baseURL,
    // Recording a trace costs a third of the suite's CPU: opt in with E2E_TRACE=1 to debug a failure.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "servers", testMatch: serverSpecs, workers: 1, use: desktop },
    { name: "desktop", testIgnore: [serverSpecs, abuseSpecs, budgetSpecs], workers: 1, use: desktop },
    { name: "phone", testIgnore: [serverSpecs, abuseSpecs, budgetSpecs], workers: 1, use: phone },
    // Floods of uploads and requests: last and alone, since a busy machine changes how a refused
    // upload ends (a client still writing 40 MB can see the socket close before the 413).
    { name: "abuse", testMatch: abuseSpecs, dependencies: ["desktop", "phone"], workers: 1, use: desktop },
    ...(process.env.E2E_BUDGETS === "1" ? [{ name: "budgets", testMatch: budgetSpecs, workers: 1, use: desktop }] : []),
  ],
  webServer: [
    {
      command: `node server/launch.mjs start -p ${port}`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: e2eServerEnv(),
    },
    // Stripe's API for card payments: checkout pages that pay and send the signed webhook.
    { command: "node tests/support/stripe-stand-in-server.mjs", url: `http://127.0.0.1:${e2eStripePort}/`, timeout: 30_000, reuseExistingServer: false },
  ],
});
