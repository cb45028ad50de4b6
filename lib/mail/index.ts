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
}

export interface OutboxEntry extends MailMessage {
  from: string;
  createdAt: string;
}

let resend: Resend | undefined;

export async function sendMail(message: MailMessage): Promise<void> {
  const { mail } = getConfig();
  if (mail.resendApiKey) {
    resend ??= new Resend(mail.resendApiKey);
    const { error } = await resend.emails.send({
      from: mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    if (error) throw new Error(`Resend refused the message: ${error.message}`);
    return;
  }
  await writeToOutbox(mail.outboxDir, { ...message, from: mail.from, createdAt: new Date().toISOString() });
}

// The callback forms, promisified: fs/promises wraps every open file in a FileHandle object, a
// measurable cost at two messages per quote request on a busy server.
const writeFileAsync = promisify(writeFile);
const renameAsync = promisify(rename);
const mkdirAsync = promisify(mkdir);

async function writeToOutbox(outboxDir: string, entry: OutboxEntry) {
  // Written beside the outbox, then renamed into it: a reader never sees half a message.
  const staging = `${path.resolve(outboxDir)}.partial`;
  // Sortable by time, unique across concurrent writers.
  const name = `${entry.createdAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`;
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
  console.log(`[mail] outbox: "${entry.subject}" to ${entry.to} (${file})`);
}
