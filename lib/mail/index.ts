import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Resend } from "resend";
import { getConfig } from "@/lib/config";

/**
 * Outgoing e-mail: through Resend when RESEND_API_KEY is set, else written as
 * one JSON file per message to the outbox folder, where developers and tests read it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on a customer's quote e-mails. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The outbox keeps what each attachment is, not its bytes: a developer or a test reads that. A
 * text attachment (a calendar invite) is kept as its text as well: it is small, and it is the message.
 */
export interface OutboxEntry extends Omit<MailMessage, "attachments"> {
  from: string;
  createdAt: string;
  attachments?: { filename: string; contentType: string; size: number; text?: string }[];
}

const MAX_OUTBOX_TEXT_BYTES = 64 * 1024;

export interface SendOptions {
  /** The same key again (a retry after a lost answer) sends nothing new: Resend keeps it 24 hours. */
  idempotencyKey?: string;
}

/**
 * Resend did not take the message. `statusCode` is Resend's answer (null: no answer at all).
 * `permanent`: sending the same message again cannot succeed (a refused address, a bad key).
 * The message names the status only: Resend's own text may quote the recipient.
 */
export class MailError extends Error {
  readonly permanent: boolean;
  constructor(readonly statusCode: number | null, readonly code: string) {
    super(`Resend answered ${statusCode ?? "nothing"} (${code})`);
    this.name = "MailError";
    // 408, 409 (the same key still in flight), 429 and 5xx pass; other 4xx will not.
    this.permanent = statusCode !== null && statusCode >= 400 && statusCode < 500 && ![408, 409, 429].includes(statusCode);
  }
}

/** How long one call to Resend may take before it counts as failed (and is tried again later). */
const RESEND_TIMEOUT_MS = 15_000;

let resend: { client: Resend; key: string; baseUrl?: string } | undefined;

function resendClient(key: string, baseUrl: string | undefined): Resend {
  if (resend?.key !== key || resend.baseUrl !== baseUrl) resend = { client: new Resend(key, baseUrl ? { baseUrl } : undefined), key, baseUrl };
  return resend.client;
}

/** Sends one message; resolves with its id (Resend's, or the outbox file's). */
export async function sendMail(message: MailMessage, options: SendOptions = {}): Promise<{ id: string }> {
  const { mail } = getConfig();
  if (mail.resendApiKey) {
    const { data, error } = await resendClient(mail.resendApiKey, mail.resendBaseUrl).emails.send(
      {
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // Resend takes attachments as base64 text.
        ...(message.attachments?.length
          ? { attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content).toString("base64") })) }
          : {}),
      },
      { ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}), signal: AbortSignal.timeout(RESEND_TIMEOUT_MS) },
    );
    if (error || !data) {
      const failure = (error ?? {}) as { statusCode?: number | null; name?: string };
      throw new MailError(failure.statusCode ?? null, failure.name ?? "unknown_error");
    }
    return { id: data.id };
  }
  const { attachments, ...rest } = message;
  const listed = attachments?.length
    ? {
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.byteLength,
          ...(contentType.startsWith("text/") && content.byteLength <= MAX_OUTBOX_TEXT_BYTES ? { text: Buffer.from(content).toString("utf8") } : {}),
        })),
      }
    : {};
  return writeToOutbox(mail.outboxDir, { ...rest, ...listed, from: mail.from, createdAt: new Date().toISOString() }, options.idempotencyKey);
}

// The callback forms, promisified: fs/promises wraps every open file in a FileHandle object, a
// measurable cost at two messages per quote request on a busy server.
const writeFileAsync = promisify(writeFile);
const renameAsync = promisify(rename);
const mkdirAsync = promisify(mkdir);

async function writeToOutbox(outboxDir: string, entry: OutboxEntry, idempotencyKey?: string): Promise<{ id: string }> {
  // Written beside the outbox, then renamed into it: a reader never sees half a message.
  const staging = `${path.resolve(outboxDir)}.partial`;
  // Sortable by time, unique across concurrent writers; a keyed message has one file, however
  // often it is sent (the rename replaces it), like Resend's idempotency keys.
  const id = idempotencyKey ? idempotencyKey.replace(/[^A-Za-z0-9-]/g, "-") : `${entry.createdAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
  const name = `${id}.json`;
  const file = path.join(outboxDir, name);
  const deliver = async () => {
    await writeFileAsync(path.join(staging, name), JSON.stringify(entry, null, 2), { mode: 0o600 });
    await renameAsync(path.join(staging, name), file);
  };
  // The folders are made when missing (first message, or removed meanwhile), not before every
  // message: two mkdir calls per message were a measurable share of a busy server's time.
  try {
    await deliver();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdirAsync(outboxDir, { recursive: true });
    await mkdirAsync(staging, { recursive: true });
    await deliver();
  }
  // The id only: subjects and addresses are customer data (and a subject once held a sign-in code).
  console.log(`[mail] outbox: message ${id}`);
  return { id };
}
