import { expect, test } from "@playwright/test";
import { startOwnServer } from "./support/own-server";

/**
 * The server keeps shared answers in memory as a CDN in front would (server/page-cache.mjs), and
 * PAGE_CACHE=0 turns that off. Only the cache sends `Age`: Next never does.
 */
async function ageOfLanding(baseURL: string): Promise<string | null> {
  const response = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return response.headers.get("age");
}

test("the landing page is kept by the page cache, and PAGE_CACHE=0 turns the cache off", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "server behaviour: one viewport is enough");
  test.setTimeout(120_000);
  // The suite's server keeps it once it has been asked for twice.
  await expect.poll(() => ageOfLanding(baseURL!), { timeout: 15_000 }).not.toBeNull();

  const server = await startOwnServer({ PAGE_CACHE: "0" });
  try {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await ageOfLanding(server.baseURL), `request ${attempt + 1}`).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await server.stop();
  }
});
