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
