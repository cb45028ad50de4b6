import type { OwnServer } from "./own-server";

/**
 * The server's live JavaScript heap: what it still holds after a full garbage collection, read
 * through Node's inspector. RSS cannot tell a leak from garbage V8 has not collected yet: under
 * the load test's mix RSS grows by about 50 MB every 10 s for a minute, until a major collection
 * takes the heap back to its live size (about 100 MB, the same after 3,000 leads as before).
 * The server must have been started with `--inspect-port=0` in NODE_OPTIONS (inspectableEnv);
 * SIGUSR1 then opens its inspector on a free loopback port, which it prints.
 */
export interface ServerHeap {
  /** Megabytes in use after a full collection: the heap and the buffers outside it. */
  liveMegabytes(): Promise<number>;
  close(): void;
}

/** What startOwnServer needs for openServerHeap: the inspector's port chosen when it opens. */
export function inspectableEnv(): Record<string, string> {
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect-port=0`.trim() };
}

export async function openServerHeap(server: OwnServer): Promise<ServerHeap> {
  const pid = server.serverPid();
  if (!pid) throw new Error("the server process is not running");
  const seen = server.log().length;
  process.kill(pid, "SIGUSR1");
  const deadline = Date.now() + 10_000;
  let url: string | undefined;
  while (!url) {
    url = /Debugger listening on (ws:\/\/\S+)/.exec(server.log().slice(seen))?.[1];
    if (url) break;
    if (Date.now() > deadline) throw new Error(`the server's inspector did not open:\n${server.log().slice(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`could not connect to the server's inspector at ${url}`)), { once: true });
  });
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve, reject) => {
      const id = ++lastId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string }; result?: { result?: { value?: unknown } } };
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message);
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async liveMegabytes() {
      await call("HeapProfiler.collectGarbage");
      const answer = await call("Runtime.evaluate", { expression: "(({ heapUsed, external }) => heapUsed + external)(process.memoryUsage())", returnByValue: true });
      const bytes = Number(answer.result?.result?.value);
      if (!Number.isFinite(bytes)) throw new Error("the server's inspector did not answer its memory in use");
      return Math.round(bytes / 1024 / 1024);
    },
    close: () => socket.close(),
  };
}
