import { NextResponse } from "next/server";
import { issueCode } from "@/lib/auth/codes";
import { verificationCodeEmail } from "@/lib/auth/email";
import { authMessages } from "@/lib/auth/messages";
import { pendingFromRequest } from "@/lib/auth/pending";
import { minutes, signinFailure } from "@/lib/auth/responses";
import { sendVerificationSchema } from "@/lib/auth/schemas";
import { getConfig } from "@/lib/config";
import { readJsonBody } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-ip";
import { assertSameOrigin } from "@/lib/http/origin";
import { apiRoute } from "@/lib/http/route";
import { sendMail } from "@/lib/mail";
import { otherMethods } from "@/lib/http/methods";

/** Step 2: e-mails a new 6-digit code to ADMIN_EMAIL. Needs the pending sign-in of step 1. */
export const POST = apiRoute(async (request: Request) => {
  assertSameOrigin(request);
  const pending = await pendingFromRequest(request);
  if (!pending) return signinFailure(401, authMessages.pendingExpired);
  const parsed = sendVerificationSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return signinFailure(400, authMessages.codeSendFailed);

  const { admin } = getConfig();
  const issued = await issueCode({ pendingId: pending.id, userId: pending.userId, email: admin.email, type: parsed.data.type });
  if (!issued.ok) {
    return signinFailure(429, authMessages.tooManyCodes(minutes(issued.retryAfterSeconds)), issued.retryAfterSeconds);
  }
  const requestedBy = {
    ip: clientAddress(request.headers),
    userAgent: (request.headers.get("user-agent") ?? "unknown browser").slice(0, 300),
  };
  await sendMail({ to: admin.email, ...(await verificationCodeEmail(issued.code, issued.expiresAt, requestedBy)) });
  return NextResponse.json({ success: true, type: parsed.data.type, expiresAt: issued.expiresAt.toISOString() });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
