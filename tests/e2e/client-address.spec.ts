import { expect, test } from "@playwright/test";
import { findNginx, startNginx } from "../support/nginx.mjs";
import { freePort, ownDatabase, startOwnServer } from "./support/own-server";

/**
 * Behind the proxy production requires (docs/operations.md's nginx, TRUST_PROXY=1), a client that
 * sends its own X-Forwarded-For cannot pick a fresh address for every guess: nginx appends the
 * address it saw, and that is the one the app counts. Three wrong passwords are allowed per
 * address here, each sent "from" a different spoofed address; the fourth must meet the limit.
 * Needs nginx (`apt-get install nginx-light`; CI installs it).
 */
test.describe.configure({ timeout: 180_000 });

const LIMIT = 3;

async function spoofedGuesses(baseURL: string): Promise<number[]> {
  const statuses = [];
  for (let i = 1; i <= LIMIT + 2; i++) {
    const response = await fetch(`${baseURL}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` },
      body: JSON.stringify({ username: "owner", password: `guess-${i}` }),
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  return statuses;
}

test("behind nginx: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  const nginx = findNginx();
  test.skip(!nginx, "nginx is not installed (apt-get install nginx-light)");
  // A database of its own: the other tests' wrong passwords for "owner" count against the
  // account's limit in the shared one.
  const database = await ownDatabase();
  try {
    const server = await startOwnServer({ ...database.env, SIGNIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "1" });
    try {
      const proxy = await startNginx(nginx!, server.baseURL, await freePort());
      try {
        expect(await spoofedGuesses(proxy.url), server.log()).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
      } finally {
        await proxy.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
});
