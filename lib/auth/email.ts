import { createElement } from "react";
import SignInBlocked from "@/emails/sign-in-blocked";
import SignInCode from "@/emails/sign-in-code";
import { business } from "@/lib/business";
import { getConfig } from "@/lib/config";
import { sendMail } from "@/lib/mail";
import { renderEmail } from "@/lib/mail/render";
import { sydneyTime } from "@/lib/sydney-time";

/** The e-mail that carries a sign-in code, and who asked for it (the owner can spot a stranger). */
export function verificationCodeEmail(code: string, expiresAt: Date, requestedBy: { ip: string; userAgent: string }) {
  // No code in the subject: subjects show on lock screens and in mail logs.
  const subject = `${business.name} admin sign-in code`;
  return renderEmail(subject, createElement(SignInCode, { code, until: sydneyTime(expiresAt, "clock"), ...requestedBy }));
}

/** To the owner when the wrong passwords at the admin account, from all addresses, reach the ceiling. */
export function signinCeilingEmail(details: { failures: number; lastFrom: string }) {
  const subject = `${business.name} admin sign-in blocked: too many wrong passwords`;
  return renderEmail(subject, createElement(SignInBlocked, { reason: "passwords", ...details }));
}

/** To the owner when the wrong sign-in codes of the admin account reach the ceiling. */
export function codeCeilingEmail(details: { failures: number; lastFrom: string }) {
  const subject = `${business.name} admin sign-in blocked: too many wrong codes`;
  return renderEmail(subject, createElement(SignInBlocked, { reason: "codes", ...details }));
}

/**
 * Tells the owner that a sign-in ceiling blocked the account (wrong passwords or wrong codes).
 * It runs after the answer, so a failure is logged, never thrown.
 */
export async function tellOwnerSignInBlocked(reason: "passwords" | "codes", lastFrom: string): Promise<void> {
  try {
    const { admin, auth } = getConfig();
    const message =
      reason === "passwords"
        ? signinCeilingEmail({ failures: auth.signinAccountLimit, lastFrom })
        : codeCeilingEmail({ failures: auth.codeAccountLimit, lastFrom });
    await sendMail({ to: admin.email, ...(await message) });
  } catch (error) {
    console.error(`[auth] could not e-mail the owner that sign-in is blocked (${reason})`, error);
  }
}
