import { expect, type Page } from "@playwright/test";
import { e2eAdminEmail, e2eOutboxDir, e2eSecrets } from "../../support/e2e-env.mjs";
import { readOutbox, signInCodeIn } from "../../support/outbox";

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
  const mails = readOutbox(outboxDir).filter((mail) => mail.written >= since && mail.to === e2eAdminEmail && matches(mail.text));
  return signInCodeIn(mails.at(-1));
}
