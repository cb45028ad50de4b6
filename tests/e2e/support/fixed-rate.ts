import http from "node:http";

/**
 * Fixed-rate traffic, as people make it (the load and flood tests): each client sends its next
 * request on its own schedule, waiting for its previous answer (like a browser tab), the
 * clients' schedules spread evenly over the interval, so arrivals are smooth; a client that
 * falls behind does not burst to catch up. Latency is each answer's own time, body included.
 * Outcomes count each status; -1 is no answer (a connection error or 10 s without one).
 *
 * The clients speak node:http over kept-alive connections rather than fetch(): the load comes
 * from the test's own process on the same 2 cores as the server, and fetch (undici: WHATWG
 * streams, a decompressed body, an abort signal per request) costs about as much CPU as the
 * server it measures, so the test's own delays would show up as server latency (docs/performance.md).
 */
export interface Traffic {
  url: string;
  clients: number;
  /** Each client sends one request per this many milliseconds. */
  everyMs: number;
  request: () => { method?: string; headers?: Record<string, string>; body?: string };
}

export interface Outcome {
  sent: number;
  statuses: Map<number, number>;
  /** Answered 2xx. */
  ok: number;
  /** Answered otherwise, or not at all. */
  failed: number;
  latenciesMs: number[];
  /** The first few distinct reasons a request had no answer (a failure says what it was). */
  noAnswer: string[];
}

// The timeout makes the agent drop an idle socket 1 s before the server's announced keep-alive
// ends (Node applies the `Keep-Alive: timeout` hint only to an agent with a timeout of its own).
// Without it a socket idle that long could be reused as the server closed it: ECONNRESET, a
// request a browser would have sent again on a new connection.
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 10_000 });

function send(url: string, init: ReturnType<Traffic["request"]>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: keptAlive, timeout: 10_000 }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
    request.on("error", reject);
    request.end(init.body);
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over the same kept-alive connections, its whole answer read (not decompressed: a client elsewhere would pay that). */
export function answerOf(url: string, init: ReturnType<Traffic["request"]> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: keptAlive, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
    request.on("error", reject);
    request.end(init.body);
  });
}

export async function fixedRate(traffic: Traffic, durationS: number): Promise<Outcome> {
  const outcome: Outcome = { sent: 0, statuses: new Map(), ok: 0, failed: 0, latenciesMs: [], noAnswer: [] };
  const start = performance.now();
  const end = start + durationS * 1000;
  const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
  const client = async (index: number) => {
    let next = start + (index / traffic.clients) * traffic.everyMs;
    while (next < end) {
      await sleepUntil(next);
      const sentAt = performance.now();
      outcome.sent += 1;
      let status = -1;
      try {
        status = await send(traffic.url, traffic.request());
      } catch (error) {
        // counted as -1: no answer
        const reason = `${(error as NodeJS.ErrnoException).code ?? ""} ${(error as Error).message}`.trim();
        if (outcome.noAnswer.length < 5 && !outcome.noAnswer.includes(reason)) outcome.noAnswer.push(reason);
      }
      outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
      if (status >= 200 && status < 300) outcome.ok += 1;
      else outcome.failed += 1;
      outcome.latenciesMs.push(performance.now() - sentAt);
      next = Math.max(next + traffic.everyMs, performance.now());
    }
  };
  await Promise.all(Array.from({ length: traffic.clients }, (_, index) => client(index)));
  return outcome;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
