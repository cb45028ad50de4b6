import { business } from "@/lib/business";
import { escapeHtml } from "@/lib/mail/escape";
import { sydneyTime } from "@/lib/sydney-time";

/** The e-mail that carries a sign-in code, and who asked for it (the owner can spot a stranger). */
export function verificationCodeEmail(code: string, expiresAt: Date, requestedBy: { ip: string; userAgent: string }) {
  const until = sydneyTime(expiresAt, "clock");
  // No code in the subject: subjects show on lock screens and in mail logs.
  const subject = `${business.name} admin sign-in code`;
  const text = [
    `Your ${business.name} admin sign-in code is ${code}.`,
    "",
    `It expires in 10 minutes (at ${until} Sydney time) and works once.`,
    `Requested from ${requestedBy.ip} (${requestedBy.userAgent}).`,
    "If you did not just sign in, someone knows the admin password: change ADMIN_PASSWORD now.",
  ].join("\n");
  const html = `<p>Your ${business.name} admin sign-in code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>
<p>It expires in 10 minutes (at ${until} Sydney time) and works once.</p>
<p>Requested from ${escapeHtml(requestedBy.ip)} (${escapeHtml(requestedBy.userAgent)}).</p>
<p>If you did not just sign in, someone knows the admin password: change <code>ADMIN_PASSWORD</code> now.</p>`;
  return { subject, text, html };
}
