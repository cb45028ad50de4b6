import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createUploadGate } from "@/server/upload-gate.mjs";

/** A server whose "Next" holds each request it is given until the test answers it. */
async function gatedServer(options: { maxActive: number; maxWaiting: number }) {
  const gate = createUploadGate(options);
  const passed: { request: IncomingMessage; response: ServerResponse; bytesRead: () => number }[] = [];
  const server = createServer((request, response) => {
    const pass = () => {
      let bytes = 0;
      request.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      passed.push({ request, response, bytesRead: () => bytes });
    };
    if (!gate.handle(request, response, pass)) pass();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
  return { gate, passed, server, url };
}

function upload(url: string, bytes = 1024) {
  const form = new FormData();
  form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "a.jpg");
  return fetch(url, { method: "POST", body: form });
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the upload gate in front of Next", () => {
  it("lets a few uploads in at a time, holds the next without reading them, and refuses beyond its queue", async () => {
    const gated = await gatedServer({ maxActive: 1, maxWaiting: 1 });
    server = gated.server;
    const first = upload(gated.url, 64 * 1024);
    await until(() => gated.passed.length === 1);
    const second = upload(gated.url);
    await until(() => gated.gate.load().waiting === 1);
    const third = await upload(gated.url);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("10");
    expect(await third.json()).toEqual({ error: "Too many uploads at once. Please try again in a few seconds." });
    expect(gated.passed).toHaveLength(1);

    // Other requests are not held back.
    const page = fetch(gated.url.replace("/api/contact", "/"));
    await until(() => gated.passed.length === 2);
    gated.passed[1]!.response.end("page");
    expect(await (await page).text()).toBe("page");

    // The first upload is answered: the waiting one goes in and is read.
    gated.passed[0]!.response.end("one");
    expect(await (await first).text()).toBe("one");
    await until(() => gated.passed.length === 3 && gated.gate.load().active === 1 && gated.gate.load().waiting === 0);
    await until(() => gated.passed[2]!.bytesRead() > 0);
    gated.passed[2]!.response.end("two");
    expect(await (await second).text()).toBe("two");
    await until(() => gated.gate.load().active === 0);
  });
});
