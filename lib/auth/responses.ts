import "server-only";
import { NextResponse } from "next/server";
import { cookieNames, cookieOptions } from "./cookies";

/**
 * A sign-in failure in the shape every sign-in answer has: `{ success: false, error }`. The sign-in
 * routes are built with apiRoute, which makes it no-store.
 */
export function signinFailure(status: number, error: string, retryAfterSeconds?: number) {
  return NextResponse.json({ success: false, error }, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

export function clearCookie(response: NextResponse, name: keyof ReturnType<typeof cookieNames>) {
  response.cookies.set(cookieNames()[name], "", { ...cookieOptions(0), maxAge: 0 });
  return response;
}

export const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
