import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startEmbeddedPostgres } from "../../lib/db/embedded.mjs";
import { e2eServerEnv } from "../support/e2e-env.mjs";
import { freePort, startOwnServer } from "./support/own-server";

/**
 * A client that sends its own X-Forwarded-For (and even the header the server stamps the peer
 * address in) cannot pick a fresh address for every guess: the app decides the client from the
 * connection, however it is run. Three wrong passwords are allowed per address here, each sent
 * "from" a different spoofed address; the fourth must meet the limit. Run against our custom
 * server (`npm start`: server/launch.mjs), plain `next start`, and the standalone build's
 * server.js when the build made one (NEXT_OUTPUT=standalone).
 */
test.describe.configure({ timeout: 180_000 });

const LIMIT = 3;

interface Running {
  baseURL: string;
  stop(): Promise<void>;
  log(): string;
}

/** `next start` or the standalone server.js, on an in-memory PGlite of this test's own. */
async function startPlainNext(kind: "next start" | "standalone"): Promise<Running> {
  const database = await startEmbeddedPostgres();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "orbit-client-address-"));
  const env = {
    ...process.env,
    ...e2eServerEnv(),
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "4",
    SIGNIN_RATE_LIMIT: String(LIMIT),
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
  };
  const [command, args] =
    kind === "next start"
      ? [process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"]]
      : [process.execPath, [".next/standalone/server.js"]];
  const output: string[] = [];
  const child: ChildProcess = spawn(command, args, { cwd: process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => output.push(String(chunk)));
  child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await database.stop();
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited early:\n${output.join("")}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${kind} did not start:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseURL, stop, log: () => output.join("") };
}

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

test("custom server (npm start): a spoofed X-Forwarded-For does not dodge the limit", async () => {
  const server = await startOwnServer({ SIGNIN_RATE_LIMIT: String(LIMIT) });
  try {
    expect(await spoofedGuesses(server.baseURL)).toEqual(refused);
  } finally {
    await server.stop();
  }
});

test("next start: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  const server = await startPlainNext("next start");
  try {
    expect(await spoofedGuesses(server.baseURL), server.log()).toEqual(refused);
  } finally {
    await server.stop();
  }
});

test("standalone build: a spoofed X-Forwarded-For does not dodge the limit", async () => {
  test.skip(!existsSync(".next/standalone/server.js"), "no standalone build here (build with NEXT_OUTPUT=standalone to run it)");
  const server = await startPlainNext("standalone");
  try {
    expect(await spoofedGuesses(server.baseURL), server.log()).toEqual(refused);
  } finally {
    await server.stop();
  }
});
