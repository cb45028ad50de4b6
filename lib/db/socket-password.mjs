// The embedded database's socket asks for a password. pglite-socket 0.2.17 answers every
// connection's startup with PGlite's own "authentication ok", so any program on the machine that
// can reach 127.0.0.1 could read the customers' data. This stands in front of the queue that
// pglite-socket hands each connection's messages to (./session-queue.mjs), and answers a
// connection's startup with PostgreSQL's cleartext password request (local TCP only); only the
// right password lets the startup through to PGlite. The password is generated into the data
// folder (./embedded.mjs). Hand-written: pglite-socket has no authentication of its own.
import { timingSafeEqual } from "node:crypto";

/** @typedef {{ enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>, clearQueueForHandler(handlerId: number): void, clearTransactionIfNeeded(handlerId: number): Promise<void>, getQueueLength(): number }} ProtocolQueue */

const PROTOCOL_3 = 196608;
const PASSWORD_MESSAGE = "p".charCodeAt(0);

/** AuthenticationCleartextPassword: 'R', length 8, code 3. */
const askForPassword = () => Uint8Array.of(0x52, 0, 0, 0, 8, 0, 0, 0, 3);

/**
 * An ErrorResponse, as PostgreSQL sends for a wrong password (SQLSTATE 28P01).
 * @param {string} message
 */
function refusal(message) {
  const fields = Buffer.concat([
    Buffer.from("SFATAL\0VFATAL\0C28P01\0", "latin1"),
    Buffer.from(`M${message}\0`, "utf8"),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write("E", 0, "latin1");
  header.writeInt32BE(fields.length + 4, 1);
  return new Uint8Array(Buffer.concat([header, fields]));
}

/** @param {Uint8Array} message */
const isStartup = (message) => message.length >= 8 && Buffer.from(message.buffer, message.byteOffset, message.byteLength).readInt32BE(4) === PROTOCOL_3;

/** @param {Uint8Array} message a PasswordMessage: 'p', length, the password and a NUL */
function passwordIn(message) {
  const body = Buffer.from(message.buffer, message.byteOffset, message.byteLength).subarray(5);
  const end = body.indexOf(0);
  return end === -1 ? body : body.subarray(0, end);
}

export class PasswordCheck {
  /**
   * @param {ProtocolQueue} queue where the messages of a connection that gave the password go
   * @param {string} password
   */
  constructor(queue, password) {
    this.queue = queue;
    this.password = Buffer.from(password, "utf8");
    /** @type {Map<number, { startup: Uint8Array } | "in" | "refused">} */
    this.connections = new Map();
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>}
   */
  enqueue(handlerId, message, onData) {
    const state = this.connections.get(handlerId);
    if (state === "in") return this.queue.enqueue(handlerId, message, onData);
    /** @param {Uint8Array} answer */
    const answer = (answer) => {
      onData(answer);
      return Promise.resolve(answer.length);
    };
    if (state === undefined && isStartup(message)) {
      this.connections.set(handlerId, { startup: message });
      return answer(askForPassword());
    }
    if (state && state !== "refused" && message[0] === PASSWORD_MESSAGE) {
      const given = passwordIn(message);
      if (given.length === this.password.length && timingSafeEqual(given, this.password)) {
        this.connections.set(handlerId, "in");
        return this.queue.enqueue(handlerId, state.startup, onData);
      }
    }
    this.connections.set(handlerId, "refused");
    return answer(refusal('password authentication failed for user "postgres"'));
  }

  /** @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.connections.delete(handlerId);
    this.queue.clearQueueForHandler(handlerId);
  }

  /** @param {number} handlerId */
  clearTransactionIfNeeded(handlerId) {
    return this.queue.clearTransactionIfNeeded(handlerId);
  }

  getQueueLength() {
    return this.queue.getQueueLength();
  }
}
