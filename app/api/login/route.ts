import { NextResponse } from "next/server";
import { cookieNames, cookieOptions } from "@/lib/auth/cookies";
import { deviceFromRequest } from "@/lib/auth/device";
import { authMessages } from "@/lib/auth/messages";
import { createPendingSignIn, PENDING_MAX_AGE_SECONDS } from "@/lib/auth/pending";
import { minutes, signinFailure } from "@/lib/auth/responses";
import { loginRequestSchema } from "@/lib/auth/schemas";
import { checkPassword } from "@/lib/auth/signin";
import { readJsonBody } from "@/lib/http/body";
import { clientIpFrom } from "@/lib/http/client-ip";
import { assertSameOrigin } from "@/lib/http/origin";
import { apiRoute, SERVICE_UNAVAILABLE } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

/**
 * Step 1 of signing in: the password. Success unlocks only the code steps (a pending sign-in
 * cookie); the session starts at POST /api/admin/verify-code.
 */
export const POST = apiRoute(async (request: Request) => {
  assertSameOrigin(request);
  const parsed = loginRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return signinFailure(400, parsed.error.issues[0]?.message ?? authMessages.invalidCredentials);

  const result = await checkPassword({ ...parsed.data, ip: clientIpFrom(request.headers), device: deviceFromRequest(request) });
  if (!result.ok) {
    if (result.reason === "invalid") return signinFailure(401, authMessages.invalidCredentials);
    if (result.reason === "busy") return signinFailure(503, SERVICE_UNAVAILABLE, result.retryAfterSeconds);
    return signinFailure(429, authMessages.tooManySignins(minutes(result.retryAfterSeconds)), result.retryAfterSeconds);
  }

  const { cookie } = await createPendingSignIn(result.user.id);
  const response = NextResponse.json({ success: true, user: { username: result.user.username }, verification: "required" });
  response.cookies.set(cookieNames().pending, cookie, cookieOptions(PENDING_MAX_AGE_SECONDS));
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
