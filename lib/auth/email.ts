import { createElement } from "react";
import SignInCode from "@/emails/sign-in-code";
import { business } from "@/lib/business";
import { renderEmail } from "@/lib/mail/render";
import { sydneyTime } from "@/lib/sydney-time";

/** The e-mail that carries a sign-in code, and who asked for it (the owner can spot a stranger). */
export function verificationCodeEmail(code: string, expiresAt: Date, requestedBy: { ip: string; userAgent: string }) {
  const subject = `${business.name} admin sign-in code: ${code}`;
  return renderEmail(subject, createElement(SignInCode, { code, until: sydneyTime(expiresAt, "clock"), ...requestedBy }));
}

/** To the owner when the wrong passwords at the admin account, from all addresses, reach the ceiling. */
export function signinCeilingEmail(details: { failures: number; lastFrom: string }) {
  const subject = `${business.name} admin sign-in blocked: too many wrong passwords`;
  const lines = [
    `The admin account has had ${details.failures} wrong passwords since its last successful sign-in, from one or more addresses (the last from ${details.lastFrom}).`,
    "Password sign-ins to it are refused for the next hour, yours too; codes already sent still work.",
    "If these were not your own typos, someone is guessing the admin password: choose a long, unique ADMIN_PASSWORD.",
  ];
  return { subject, text: lines.join("\n"), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n") };
}

/** To the owner when the wrong sign-in codes of the admin account reach the ceiling. */
export function codeCeilingEmail(details: { failures: number; lastFrom: string }) {
  const subject = `${business.name} admin sign-in blocked: too many wrong codes`;
  const lines = [
    `Someone entered ${details.failures} wrong sign-in codes for the admin account (the last from ${details.lastFrom}).`,
    "Every pending sign-in was cancelled, and new ones are refused for 24 hours, yours too.",
    "Whoever entered them knew the admin password: change ADMIN_PASSWORD now.",
  ];
  return { subject, text: lines.join("\n"), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n") };
}
