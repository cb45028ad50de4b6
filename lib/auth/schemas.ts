import { z } from "@/lib/zod";
import { authMessages } from "./messages";

// The browser's parts live in modules without the full zod: the /login form's schema and the code input's rules.
export { loginSchema } from "./login-schema";
export { CODE_LIFETIME_SECONDS, normaliseCodeInput } from "./code-input";

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
