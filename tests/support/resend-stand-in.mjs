// A local stand-in for Resend's HTTP API (POST /emails), for the alert tests and the bench: the
// app reaches it through RESEND_BASE_URL. Like Resend, it answers a repeated Idempotency-Key with
// the first message's id and sends nothing new. `failures` scripts its next answers: a status
// (500, 429...) answers that status; "drop" takes the message and then cuts the connection, so
// the sender never hears that it was sent (a lost answer); "hang" takes it and never answers (the
// sender is killed mid-send).
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";

/**
 * A message as Resend's client sends it, with the id the stand-in gave it.
 * @typedef {object} StandInMessage
 * @property {string} id
 * @property {string | null} key the Idempotency-Key it came with
 * @property {string} from
 * @property {string | string[]} to
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {string | string[]} [reply_to]
 * @property {{ filename: string, content: string, content_type?: string }[]} [attachments] base64 content
 */

/**
 * @typedef {object} ResendStandIn
 * @property {StandInMessage[]} delivered messages accepted, in order: each one once
 * @property {{ key: string | null, status: number | "dropped" | "hung", at: number }[]} requests every request that reached it, with the answer it got and when (performance.timeOrigin + now)
 * @property {(number | "drop" | "hang")[]} failures next answers, used up one per request: a status code, "drop" or "hang"
 * @property {Map<string, number>} acceptedAt when each message was accepted (performance.timeOrigin + now), by idempotency key
 * @property {string} url
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<ResendStandIn>} */
export async function startResendStandIn() {
  /** @type {Map<string, string>} */
  const byKey = new Map();
  /** @type {ResendStandIn} */
  const stand = {
    delivered: [],
    requests: [],
    failures: [],
    acceptedAt: new Map(),
    url: "",
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A hung request's connection would hold close() open.
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const header = request.headers["idempotency-key"];
      const key = typeof header === "string" ? header : null;
      const failure = stand.failures.shift();
      const at = performance.timeOrigin + performance.now();
      /** @param {number} status @param {object} body */
      const answer = (status, body) => {
        stand.requests.push({ key, status, at });
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.url !== "/emails") return answer(404, { statusCode: 404, name: "not_found", message: "Not found" });
      if (!/^Bearer re_/.test(request.headers.authorization ?? "")) return answer(401, { statusCode: 401, name: "missing_api_key", message: "Missing API key" });
      if (typeof failure === "number") {
        const name = failure === 429 ? "rate_limit_exceeded" : failure >= 500 ? "internal_server_error" : "validation_error";
        return answer(failure, { statusCode: failure, name, message: `stand-in answered ${failure}` });
      }
      let id = key ? byKey.get(key) : undefined;
      if (!id) {
        id = randomUUID();
        if (key) byKey.set(key, id);
        const message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        stand.delivered.push({ id, key, ...message });
        if (key) stand.acceptedAt.set(key, performance.timeOrigin + performance.now());
      }
      if (failure === "drop") {
        stand.requests.push({ key, status: "dropped", at });
        request.socket.destroy();
        return;
      }
      if (failure === "hang") {
        stand.requests.push({ key, status: "hung", at });
        return;
      }
      answer(200, { id });
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  stand.url = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  return stand;
}
