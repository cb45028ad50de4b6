import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One message as lib/mail writes it to the outbox folder, with the time its file was written. */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  createdAt: string;
  /** What each attachment is; a text one (a calendar invite) with its text. */
  attachments?: { filename: string; contentType: string; size: number; text?: string }[];
  /** The file's modification time, in ms. */
  written: number;
}

/** Every message in an outbox folder, oldest first; none when the folder does not exist yet. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((file) => {
      const fullPath = path.join(dir, file);
      return { ...(JSON.parse(readFileSync(fullPath, "utf8")) as Omit<OutboxMail, "written">), written: statSync(fullPath).mtimeMs };
    })
    .sort((a, b) => a.written - b.written);
}

/** The six-digit code a sign-in e-mail carries. */
export function signInCodeIn(mail: Pick<OutboxMail, "text"> | undefined): string | undefined {
  return mail?.text.match(/code is (\d{6})\./)?.[1];
}
