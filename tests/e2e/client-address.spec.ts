import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startOwnServer, startPlainNext } from "./support/own-server";

/**
 * A client that sends its own X-Forwarded-For (and even the header the server stamps the peer
 * address in) cannot pick a fresh address for every guess: the app decides the client from the
 * connection, however it is run. Three wrong passwords are allowed per address here, each sent
 * "from" a different spoofed address; the fourth must meet the limit. Run against `npm start`
 * (server/launch.mjs, then `next start`), plain `next start`, and the standalone build's
 * server.js when the build made one (NEXT_OUTPUT=standalone).
 */
test.describe.configure({ timeout: 180_000 });

const LIMIT = 3;

async function spoofedGuesses(baseURL: string): Promise<number[]> {
  const statuses = [];
  for (let i = 1; i <= LIMIT + 2; i++) {
    const response = await fetch(`${baseURL}/api/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${i}`,
        "x-real-ip": `198.51.100.${i}`,
        "x-orbit-peer": `forged 198.51.100.${i}`,
      },
      body: JSON.stringify({ username: "owner", password: `guess-${i}` }),
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  return statuses;
}

const refused = [...Array<number>(LIMIT).fill(401), 429, 429];

test("npm start: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  const server = await startOwnServer({ SIGNIN_RATE_LIMIT: String(LIMIT) });
  try {
    expect(await spoofedGuesses(server.baseURL)).toEqual(refused);
  } finally {
    await server.stop();
  }
});

test("next start: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  const server = await startPlainNext("next start", { SIGNIN_RATE_LIMIT: String(LIMIT) });
  try {
    expect(await spoofedGuesses(server.baseURL), server.log()).toEqual(refused);
  } finally {
    await server.stop();
  }
});

test("standalone build: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  test.skip(!existsSync(".next/standalone/server.js"), "no standalone build here (build with NEXT_OUTPUT=standalone to run it)");
  const server = await startPlainNext("standalone", { SIGNIN_RATE_LIMIT: String(LIMIT) });
  try {
    expect(await spoofedGuesses(server.baseURL), server.log()).toEqual(refused);
  } finally {
    await server.stop();
  }
});
