import { NextResponse } from "next/server";
import { cookieNames, readCookie } from "@/lib/auth/cookies";
import { clearCookie } from "@/lib/auth/responses";
import { endSession } from "@/lib/auth/session";
import { assertSameOrigin } from "@/lib/http/origin";
import { apiRoute } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/methods";

/** Ends the session on the server (the row is deleted) and clears the cookie. Idempotent. */
export const POST = apiRoute(async (request: Request) => {
  assertSameOrigin(request);
  await endSession(readCookie(request, cookieNames().session));
  const response = NextResponse.json({ success: true });
  clearCookie(response, "pending");
  return clearCookie(response, "session");
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
