// The embedded database's one PGlite session, lent to one connection at a time. pglite-socket
// 0.2.17 queues the protocol messages of every connection in one line and keeps a connection's
// messages together only inside a transaction, so another connection's Parse could come between a
// statement's Parse and its Bind (a known bug, open upstream in November 2026). This queue, which
// pglite-socket's handlers accept in place of its own, keeps the session with a connection until
// PGlite has answered it with ReadyForQuery outside a transaction.

/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */
/**
 * @typedef {object} QueuedMessage
 * @property {number} handlerId the connection
 * @property {Uint8Array} message one frontend protocol message
 * @property {(data: Uint8Array) => void} onData
 * @property {(bytes: number) => void} resolve
 * @property {(error: Error) => void} reject
 */

// ReadyForQuery: 'Z', length 5, then the transaction status ('I' idle, 'T' in one, 'E' failed).
const READY_FOR_QUERY = [0x5a, 0, 0, 0, 5];
// Messages PGlite never answers with ReadyForQuery: their answers are not checked for one.
const MID_STATEMENT = new Set(["P", "B", "D", "E", "H", "C"].map((type) => type.charCodeAt(0)));

/** @param {Uint8Array} tail the last bytes of an answer */
function endsWithReadyForQuery(tail) {
  const start = tail.length - READY_FOR_QUERY.length - 1;
  return start >= 0 && READY_FOR_QUERY.every((byte, i) => tail[start + i] === byte);
}

export class SessionQueue {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {QueuedMessage[]} */
    this.queue = [];
    this.processing = false;
    /** The connection the session is lent to, or null when any may have it. @type {number | null} */
    this.owner = null;
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   * @returns {Promise<number>} the bytes answered
   */
  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = this.owner === null ? 0 : this.queue.findIndex((queued) => queued.handlerId === this.owner);
        // The owner's next message has not arrived yet: its enqueue starts the queue again.
        if (index === -1) break;
        const [queued] = /** @type {[QueuedMessage]} */ (this.queue.splice(index, 1));
        await this.run(queued);
      }
    } finally {
      this.processing = false;
    }
  }

  /** @param {QueuedMessage} queued */
  async run(queued) {
    let bytes = 0;
    let tail = new Uint8Array(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(queued.message, {
          onRawData: (data) => {
            bytes += data.length;
            tail = data.length >= 6 ? data.slice(-6) : Uint8Array.of(...tail, ...data).slice(-6);
            queued.onData(data);
          },
        }),
      );
    } catch (error) {
      // A failed message must not stall the others (pglite-socket's own queue stops for good).
      this.owner = null;
      queued.reject(/** @type {Error} */ (error));
      return;
    }
    const done = !MID_STATEMENT.has(/** @type {number} */ (queued.message[0])) && endsWithReadyForQuery(tail) && !this.db.isInTransaction();
    this.owner = done ? null : queued.handlerId;
    queued.resolve(bytes);
  }

  getQueueLength() {
    return this.queue.length;
  }

  /** A closed connection's waiting messages are dropped. @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((queued) => {
      if (queued.handlerId !== handlerId) return true;
      queued.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A connection that closed while it held the session gives it back, its transaction rolled back. @param {number} handlerId */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    this.owner = null;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    await this.process();
  }
}
