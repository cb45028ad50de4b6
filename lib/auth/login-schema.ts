import * as z from "@/lib/zod-mini";
import { authMessages } from "./messages";

/** The /login form's fields (the form checks them in the browser with zod's small build). */
export const loginSchema = z.object({
  username: z.string({ error: authMessages.usernameRequired }).check(z.trim(), z.minLength(1, authMessages.usernameRequired), z.maxLength(100)),
  password: z.string({ error: authMessages.passwordRequired }).check(z.minLength(1, authMessages.passwordRequired), z.maxLength(1024)),
});
