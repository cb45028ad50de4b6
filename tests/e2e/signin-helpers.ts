import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eAdminEmail, e2eOutboxDir, e2eSecrets } from "../support/e2e-env.mjs";

export const admin = { username: e2eSecrets.ADMIN_USERNAME, password: e2eSecrets.ADMIN_PASSWORD };

/**
 * The newest sign-in code the server e-mailed after `since` for this browser, read from the
 * outbox like the owner reads their inbox. The e-mail names the requesting browser, which keeps
 * the desktop and phone runs apart.
 */
export async function codeFromOutbox(page: Page, since: number): Promise<string> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = newestSignInCode(e2eOutboxDir, since, (text) => text.includes(userAgent));
        return code;
      },
      { message: "a sign-in code in the outbox", timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The code of the newest sign-in e-mail to the admin written to `outboxDir` since `since`. */
export function newestSignInCode(outboxDir: string, since: number, matches: (text: string) => boolean = () => true): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith(".json"));
  } catch {
    return undefined;
  }
  const newest = files
    .map((file) => path.join(outboxDir, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => ({ written: statSync(file).mtimeMs, ...JSON.parse(readFileSync(file, "utf8")) }))
    .filter((mail) => mail.to === e2eAdminEmail && matches(mail.text))
    .sort((a, b) => a.written - b.written)
    .at(-1);
  return newest?.text.match(/code is (\d{6})\./)?.[1];
}
