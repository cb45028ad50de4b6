import { spawnSync } from "node:child_process";
import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A local stand-in for a browser's push service (RFC 8030), for the sending tests: an HTTPS
 * server with a throwaway self-signed certificate (give the app `NODE_EXTRA_CA_CERTS: caFile`),
 * subscriptions made like a browser makes them (a P-256 key pair and a 16-byte auth secret), and
 * every delivery decrypted with that subscription's private key (RFC 8291, aes128gcm) after its
 * VAPID signature is checked (RFC 8292). `answer` sets the status code the service replies with.
 */
export interface Delivery {
  subscriptionId: string;
  /** What the service answered this delivery (201: taken; anything else: the sender must retry). */
  status: number;
  payload: unknown;
  ttl: string | null;
  urgency: string | null;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  origin: string;
  caFile: string;
  deliveries: Delivery[];
  /** Failures to decrypt or verify: a correct sender leaves this empty. */
  rejected: string[];
  /** The status each delivery is answered with, as it stood when the delivery arrived. */
  answer: number;
  /** While set, every answer waits for it: a push service that has not answered yet. */
  held: Promise<void> | undefined;
  /** Deliveries answered so far. */
  answered: number;
  subscribe(): FakeSubscription;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

function selfSignedCertificate(): { keyFile: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "orbit-push-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  const result = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", keyFile, "-out", certFile],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate: ${result.stderr}`);
  return { keyFile, certFile };
}

/** RFC 8291: the receiver's side of aes128gcm with one record. */
export function decryptPushBody(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error("more than one record");
  const sharedSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, signed ES256 by that key. */
export function verifyVapid(header: string | undefined): Delivery["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("VAPID signature does not verify");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("VAPID JWT is not ES256");
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, "base64url").toString());
  return { aud, sub, exp, publicKey };
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const { keyFile, certFile } = selfSignedCertificate();
  const receivers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const service: Omit<PushServiceStandIn, "origin" | "close"> = {
    caFile: certFile,
    deliveries: [],
    rejected: [],
    answer: 201,
    held: undefined,
    answered: 0,
    subscribe() {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
  };
  const server: Server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([0-9a-f]+)$/.exec(request.url ?? "")?.[1];
      const receiver = id ? receivers.get(id) : undefined;
      try {
        if (!receiver || request.method !== "POST") throw new Error(`unknown subscription ${request.method} ${request.url}`);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${request.headers["content-encoding"]}`);
        const vapid = verifyVapid(request.headers.authorization);
        const payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), receiver.ecdh, receiver.auth).toString("utf8"));
        const status = service.answer;
        service.deliveries.push({ subscriptionId: id!, status, payload, ttl: request.headers.ttl as string, urgency: (request.headers.urgency as string) ?? null, vapid });
        void Promise.resolve(service.held).then(() => {
          response.writeHead(status).end();
          service.answered += 1;
        });
      } catch (error) {
        service.rejected.push(String(error));
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://localhost:${(server.address() as { port: number }).port}`;
  return Object.assign(service, {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
