import { z } from "@/lib/zod";
import { authMessages } from "./messages";

/** Shared by the sign-in forms and the route handlers. */
export const loginSchema = z.object({
  username: z.string({ error: authMessages.usernameRequired }).trim().min(1, authMessages.usernameRequired).max(100),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
});

/** /admin-login-secure sends only the password: it signs in the admin account. */
export const loginRequestSchema = z.object({
  username: z.string().trim().max(100).optional(),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
});

export const verificationTypeSchema = z.enum(["email"]);

export const sendVerificationSchema = z.object({ type: verificationTypeSchema });

export const verifyCodeSchema = z.object({
  code: z.string({ error: authMessages.invalidCodeFormat }).regex(/^\d{6}$/, authMessages.invalidCodeFormat),
  type: verificationTypeSchema.default("email"),
});

/** What the code inputs keep of what is typed or pasted: digits only, at most six. */
export function normaliseCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

export const CODE_LIFETIME_SECONDS = 600;
