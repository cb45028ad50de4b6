import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eSecrets } from "../support/e2e-env.mjs";

/**
 * The build that these tests run against was made with the test secrets in its environment
 * (scripts/test.mjs). None of them may reach a file the browser can download.
 */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("no client chunk holds the admin password, auth secret, VAPID private key or Resend key", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one scan is enough");
  // Client chunks, plus the prerendered HTML and RSC payloads that are served as they are.
  const prerendered = files(path.resolve(".next/server/app")).filter((file) => /\.(html|rsc|body)$/.test(file));
  const clientFiles = [...files(path.resolve(".next/static")), ...prerendered];
  expect(prerendered.length).toBeGreaterThan(3);
  expect(clientFiles.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
  const secrets = [e2eSecrets.ADMIN_PASSWORD, e2eSecrets.AUTH_SECRET, e2eSecrets.VAPID_PRIVATE_KEY, e2eSecrets.RESEND_API_KEY];
  for (const file of clientFiles) {
    const text = readFileSync(file, "latin1");
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  // And in what the sign-in pages actually send to the browser.
  for (const url of ["/login", "/admin", "/admin-login-secure", "/admin-pwa"]) {
    const html = await (await page.request.get(url)).text();
    for (const secret of secrets) expect(html.includes(secret), `${secret} in ${url}`).toBe(false);
  }
});
