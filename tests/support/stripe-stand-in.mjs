// A local stand-in of Stripe's HTTP API for the tests (the app reaches it through STRIPE_API_URL):
// hand-written because Stripe ships no offline mock of Checkout usable here (stripe-mock has no
// state and no checkout page). It creates Checkout Sessions (recording each request as the SDK
// form-encoded it), serves each session's payment page, whose "Pay" button marks it paid, sends
// the signed webhook (Stripe's scheme: t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + payload)>)
// and then redirects to the session's success_url; and it records refunds (POST /v1/refunds, with
// the status tests ask for, Stripe's idempotency and its "more than was paid" refusal), settles
// them later and sends their signed refund.* webhooks.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

/**
 * @typedef {object} StandInSession
 * @property {string} id
 * @property {"checkout.session"} object
 * @property {"payment"} mode
 * @property {"open" | "complete" | "expired"} status
 * @property {"unpaid" | "paid"} payment_status
 * @property {number} amount_total
 * @property {string} currency
 * @property {string | null} customer_email
 * @property {string | null} client_reference_id
 * @property {Record<string, string>} metadata
 * @property {string} success_url
 * @property {string | null} cancel_url
 * @property {string | null} payment_intent
 * @property {string} url
 * @property {number} created
 * @property {number} expires_at unix seconds: past it the session cannot be paid
 */

/**
 * @typedef {object} StandInRefund
 * @property {string} id
 * @property {"refund"} object
 * @property {number} amount
 * @property {string} currency
 * @property {string | null} payment_intent
 * @property {string} status "pending", "requires_action", "succeeded", "failed" or "canceled"
 * @property {string | null} failure_reason
 * @property {Record<string, string>} metadata
 * @property {number} created
 */

/**
 * @typedef {object} StripeStandIn
 * @property {string} url where the SDK is pointed (STRIPE_API_URL)
 * @property {Map<string, StandInSession>} sessions
 * @property {{ method: string, path: string, authorization: string | undefined, form: Record<string, string> }[]} requests every API request, its form as sent
 * @property {{ refund: StandInRefund, form: Record<string, string>, idempotencyKey: string | undefined }[]} refunds refunds created (POST /v1/refunds), in order, each with its form as sent
 * @property {string} refundStatus the status a new refund gets ("succeeded" unless a test says otherwise)
 * @property {{ status: number, type: string, message: string, times?: number } | null} refundError when set, the next POST /v1/refunds (`times` of them, 1 unless given) answer this error
 * @property {(id: string, status: string, failureReason?: string) => Promise<{ event: Record<string, unknown>, status: number }>} settleRefund sets a refund's status and delivers refund.updated (refund.failed when it failed)
 * @property {{ eventId: string, status: number }[]} webhooks deliveries and the app's answers
 * @property {(id: string) => Promise<{ event: Record<string, unknown>, status: number }>} pay marks a session paid and delivers checkout.session.completed (what the page's button does)
 * @property {(type: string, object: Record<string, unknown>, id?: string) => Record<string, unknown>} event an event of `type` about `object`
 * @property {(payload: string, at?: number, secret?: string) => string} sign a Stripe-Signature header for `payload`
 * @property {(event: Record<string, unknown>) => Promise<number>} deliver signs and sends an event to the app; its status
 * @property {() => Promise<void>} close
 */

/**
 * @param {{ webhookSecret: string, webhookUrl?: string, deliver?: (body: string, signature: string) => Promise<number>, port?: number, refundCreatedWebhook?: boolean }} options
 *   where the signed webhook goes: `deliver` (a route handler called in-process) or `webhookUrl`; `port`: 0 (any free one) unless given;
 *   `refundCreatedWebhook`: send refund.created just after answering each new refund, as Stripe does (the tests in-process send their own)
 * @returns {Promise<StripeStandIn>}
 */
export async function startStripeStandIn(options) {
  const id = (/** @type {string} */ prefix) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
  /** @type {StripeStandIn} */
  const stand = {
    url: "",
    sessions: new Map(),
    requests: [],
    refunds: [],
    refundStatus: "succeeded",
    refundError: null,
    webhooks: [],
    sign(payload, at = Math.floor(Date.now() / 1000), secret = options.webhookSecret) {
      return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${payload}`).digest("hex")}`;
    },
    event(type, object, eventId = id("evt")) {
      return { id: eventId, object: "event", api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, type, data: { object } };
    },
    async deliver(event) {
      const body = JSON.stringify(event);
      const signature = stand.sign(body);
      const status = options.deliver
        ? await options.deliver(body, signature)
        : (await fetch(/** @type {string} */ (options.webhookUrl), { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body })).status;
      stand.webhooks.push({ eventId: String(event.id), status });
      return status;
    },
    async pay(sessionId) {
      const session = stand.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: session.payment_intent ?? id("pi") });
      const event = stand.event("checkout.session.completed", { ...session });
      return { event, status: await stand.deliver(event) };
    },
    async settleRefund(refundId, status, failureReason) {
      const entry = stand.refunds.find((candidate) => candidate.refund.id === refundId);
      if (!entry) throw new Error(`no refund ${refundId}`);
      Object.assign(entry.refund, { status, failure_reason: status === "failed" ? (failureReason ?? "expired_or_canceled_card") : null });
      const event = stand.event(status === "failed" ? "refund.failed" : "refund.updated", { ...entry.refund });
      return { event, status: await stand.deliver(event) };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  /** @param {import("node:http").ServerResponse} response @param {number} status @param {unknown} body */
  const json = (response, status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  /** @param {import("node:http").ServerResponse} response @param {string} param @param {string} message */
  const invalid = (response, param, message) => json(response, 400, { error: { type: "invalid_request_error", param, message } });

  const server = createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      try {
        const url = new URL(request.url ?? "/", stand.url);
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
        if (url.pathname.startsWith("/v1/")) {
          stand.requests.push({ method: request.method ?? "", path: url.pathname, authorization: request.headers.authorization, form });
          if (!/^Bearer sk_/.test(request.headers.authorization ?? "")) return json(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        }
        if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
          const amount = Number(form["line_items[0][price_data][unit_amount]"]);
          const quantity = Number(form["line_items[0][quantity]"] ?? "1");
          if (!Number.isInteger(amount) || amount <= 0) return invalid(response, "line_items[0][price_data][unit_amount]", "Invalid integer");
          if (!form.success_url) return invalid(response, "success_url", "Missing required param: success_url.");
          // As Stripe: a session lives 30 minutes to 24 hours (24 hours unless expires_at says).
          const created = Math.floor(Date.now() / 1000);
          const expiresAt = form.expires_at === undefined ? created + 86_400 : Number(form.expires_at);
          if (!Number.isInteger(expiresAt) || expiresAt < created + 1800 || expiresAt > created + 86_400) return invalid(response, "expires_at", "The expires_at must be between 30 minutes and 24 hours from now.");
          const sessionId = id("cs");
          const metadata = Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (key.startsWith("metadata[") ? [[key.slice(9, -1), value]] : [])));
          /** @type {StandInSession} */
          const session = {
            id: sessionId,
            object: "checkout.session",
            mode: "payment",
            status: "open",
            payment_status: "unpaid",
            amount_total: amount * quantity,
            currency: String(form["line_items[0][price_data][currency]"] ?? ""),
            customer_email: form.customer_email ?? null,
            client_reference_id: form.client_reference_id ?? null,
            metadata,
            success_url: form.success_url,
            cancel_url: form.cancel_url ?? null,
            payment_intent: null,
            url: `${stand.url}/pay/${sessionId}`,
            created,
            expires_at: expiresAt,
          };
          stand.sessions.set(sessionId, session);
          return json(response, 200, session);
        }
        const sessionPath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
        if (request.method === "GET" && sessionPath) {
          const session = stand.sessions.get(sessionPath[1] ?? "");
          return session ? json(response, 200, session) : json(response, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        }
        const expirePath = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/);
        if (request.method === "POST" && expirePath) {
          const session = stand.sessions.get(expirePath[1] ?? "");
          if (!session) return json(response, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
          if (session.status !== "open") return invalid(response, "session", `Only Checkout Sessions with a status in ["open"] can be expired.`);
          session.status = "expired";
          return json(response, 200, session);
        }
        if (request.method === "POST" && url.pathname === "/v1/refunds") {
          // As Stripe: the same idempotency key answers the first refund again, creating nothing.
          const key = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : undefined;
          const again = key === undefined ? undefined : stand.refunds.find((entry) => entry.idempotencyKey === key);
          if (again) return json(response, 200, again.refund);
          if (stand.refundError) {
            const { status, type, message, times = 1 } = stand.refundError;
            stand.refundError = times > 1 ? { ...stand.refundError, times: times - 1 } : null;
            return json(response, status, { error: { type, message } });
          }
          const paidSession = [...stand.sessions.values()].find((session) => session.payment_intent === form.payment_intent && session.payment_status === "paid");
          const amount = form.amount === undefined ? (paidSession?.amount_total ?? 0) : Number(form.amount);
          if (!Number.isInteger(amount) || amount <= 0) return invalid(response, "amount", "Invalid positive integer");
          // Never more than the payment, counting the refunds that have not failed (for payments this stand-in took).
          if (paidSession) {
            const refunded = stand.refunds.filter((entry) => entry.refund.payment_intent === form.payment_intent && !["failed", "canceled"].includes(entry.refund.status)).reduce((sum, entry) => sum + entry.refund.amount, 0);
            if (refunded + amount > paidSession.amount_total) return invalid(response, "amount", `Refund amount (${amount}) is greater than unrefunded amount on charge (${paidSession.amount_total - refunded})`);
          }
          const metadata = Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (name.startsWith("metadata[") ? [[name.slice(9, -1), value]] : [])));
          /** @type {StandInRefund} */
          const refund = {
            id: id("re"),
            object: "refund",
            amount,
            currency: paidSession?.currency ?? "aud",
            payment_intent: form.payment_intent ?? null,
            status: stand.refundStatus,
            failure_reason: stand.refundStatus === "failed" ? "unknown" : null,
            metadata,
            created: Math.floor(Date.now() / 1000),
          };
          stand.refunds.push({ refund, form, idempotencyKey: key });
          json(response, 200, refund);
          // Stripe sends its event independently of the answer: here, just after it.
          if (options.refundCreatedWebhook) setImmediate(() => void stand.deliver(stand.event("refund.created", { ...refund })).catch(() => undefined));
          return;
        }
        if (request.method === "GET" && url.pathname === "/") return json(response, 200, { ok: true });
        const payPath = url.pathname.match(/^\/pay\/([\w-]+)$/);
        const session = payPath ? stand.sessions.get(payPath[1] ?? "") : undefined;
        if (payPath && session && request.method === "GET") {
          const amount = (session.amount_total / 100).toFixed(2);
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          return response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Stripe stand-in checkout</title></head>
<body><main><h1>Pay ${session.currency.toUpperCase()} ${amount}</h1><p>${session.customer_email ?? ""}</p>
<form method="post"><button type="submit">Pay</button></form>${session.cancel_url ? `<a href="${session.cancel_url}">Back</a>` : ""}</main></body></html>`);
        }
        if (payPath && session && request.method === "POST") {
          // Stripe sends the webhook independently of the customer's return: here, before it.
          if (session.status === "open" && session.expires_at <= Date.now() / 1000) session.status = "expired";
          if (session.status === "expired") return json(response, 410, { error: { type: "invalid_request_error", message: "This Checkout Session has expired." } });
          if (session.status === "open") await stand.pay(session.id);
          response.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
          return response.end();
        }
        json(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
      } catch (error) {
        json(response, 500, { error: { type: "api_error", message: String(error) } });
      }
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  stand.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return stand;
}
