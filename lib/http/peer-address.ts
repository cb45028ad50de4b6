import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";

/**
 * Next.js gives route handlers and server actions the request's headers but not its
 * connection, and fills X-Forwarded-For from the socket only when a client has not sent one. So
 * every HTTP server in this process stamps each request, before Next sees it, with the address
 * of the peer it came from: the same under `npm start` (`next start`) and the standalone
 * build, since both run instrumentation.ts in the process that listens. The stamp carries a
 * secret of this process, so a client that sends the header itself (or a request that arrives
 * before the stamp is installed) is never believed.
 */
export const PEER_HEADER = "x-orbit-peer";

const STAMP = Symbol.for("orbit.peerAddressStamp");
type Stamped = typeof globalThis & { [STAMP]?: { secret: string } };
const state = globalThis as Stamped;

/** The header value that says "this request came from `address`" in this process. */
export function peerStamp(address: string): string {
  state[STAMP] ??= { secret: randomBytes(16).toString("hex") };
  return `${state[STAMP].secret} ${address}`;
}

/** Installs the stamp on every HTTP(S) server of this process. Idempotent. */
export function installPeerAddressStamp(): void {
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean; __orbitPeerStamp?: true };
    if (prototype.__orbitPeerStamp) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const request = args[0] as http.IncomingMessage;
        request.headers[PEER_HEADER] = peerStamp(request.socket?.remoteAddress ?? "");
      }
      return emit.call(this, event, ...args);
    };
    prototype.__orbitPeerStamp = true;
  }
}

/** The peer address this process stamped on the request, or undefined when there is no valid stamp. */
export function peerAddressFrom(headers: Headers): string | undefined {
  const secret = state[STAMP]?.secret;
  const value = headers.get(PEER_HEADER);
  if (!secret || !value || !value.startsWith(`${secret} `)) return undefined;
  return value.slice(secret.length + 1) || undefined;
}
