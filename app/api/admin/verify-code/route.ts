import { NextResponse } from "next/server";
import { checkCode } from "@/lib/auth/codes";
import { cookieNames, cookieOptions } from "@/lib/auth/cookies";
import { DEVICE_MAX_AGE_SECONDS, deviceCookieValue, deviceFromRequest } from "@/lib/auth/device";
import { authLimits } from "@/lib/auth/limits";
import { authMessages } from "@/lib/auth/messages";
import { endPendingSignIn, pendingFromRequest } from "@/lib/auth/pending";
import { clearCookie, signinFailure } from "@/lib/auth/responses";
import { verifyCodeSchema } from "@/lib/auth/schemas";
import { createSession, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { readJsonBody } from "@/lib/http/body";
import { clientAddress } from "@/lib/http/client-ip";
import { assertSameOrigin } from "@/lib/http/origin";
import { apiRoute } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";
import { clearAttempts } from "@/lib/rate-limit";

const failures = {
  missing: [401, authMessages.noActiveCode],
  expired: [401, authMessages.codeExpired],
  wrong: [401, authMessages.verificationFailed],
  locked: [429, authMessages.codeLocked],
} as const;

/**
 * Step 3: the e-mailed code. Right: the session starts (7 days), the pending sign-in ends
 * (its row is deleted, so the pending cookie is worthless from then on) and the browser keeps
 * (or renews) its signed device cookie, which spares it the account-wide limits next time.
 */
export const POST = apiRoute(async (request: Request) => {
  assertSameOrigin(request);
  const pending = await pendingFromRequest(request);
  if (!pending) return signinFailure(401, authMessages.pendingExpired);
  const parsed = verifyCodeSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return signinFailure(400, authMessages.invalidCodeFormat);

  const device = deviceFromRequest(request);
  const result = await checkCode(pending, parsed.data.code, clientAddress(request.headers), device);
  if (!result.ok) {
    if (result.reason === "ceiling") return clearCookie(signinFailure(429, authMessages.codeLocked, result.retryAfterSeconds), "pending");
    const [status, message] = failures[result.reason];
    return signinFailure(status, message);
  }
  await endPendingSignIn(pending.id);
  const user = await getDb().user.findUnique({ where: { id: pending.userId }, select: { id: true, username: true } });
  if (!user) return signinFailure(401, authMessages.pendingExpired);
  // The owner, with password and e-mailed code: the account's counts of wrong passwords and
  // codes (typos over time, or someone else's guesses) start again.
  const { signinAccount, codeAccount, signinDevice, codeDevice } = authLimits();
  await Promise.all([
    clearAttempts(signinAccount, String(user.id)),
    clearAttempts(codeAccount, String(user.id)),
    device ? clearAttempts(signinDevice, device.id) : undefined,
    device ? clearAttempts(codeDevice, device.id) : undefined,
  ]);

  const { token } = await createSession(user, { userAgent: request.headers.get("user-agent") ?? undefined });
  const response = NextResponse.json({ success: true, user: { username: user.username } });
  response.cookies.set(cookieNames().session, token, cookieOptions(SESSION_MAX_AGE_SECONDS));
  response.cookies.set(cookieNames().device, deviceCookieValue(user.id, device), cookieOptions(DEVICE_MAX_AGE_SECONDS));
  return clearCookie(response, "pending");
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
