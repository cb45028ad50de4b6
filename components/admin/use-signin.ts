"use client";

import { useCallback, useState } from "react";
import { CODE_LIFETIME_SECONDS } from "@/lib/auth/schemas";
import { apiRequest } from "@/lib/client/api";

export type SigninStep = "password" | "type" | "code";

interface LoginAnswer {
  success: boolean;
  user?: { username: string };
}

/**
 * The one sign-in flow (password, then an e-mailed code), shared by /login, /admin and /admin-login-secure:
 * password (POST /api/login), code sent (POST /api/admin/send-verification), code checked
 * (POST /api/admin/verify-code). Each call throws ApiError on failure; the pages word it.
 */
export function useSignin() {
  const [step, setStep] = useState<SigninStep>("password");
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const submitPassword = useCallback(
    (credentials: { username?: string; password: string }) =>
      run(async () => {
        const answer = await apiRequest<LoginAnswer>("POST", "/api/login", credentials);
        setStep("type");
        return answer;
      }),
    [run],
  );

  const sendCode = useCallback(
    () =>
      run(async () => {
        await apiRequest("POST", "/api/admin/send-verification", { type: "email" });
        setExpiresAt(Date.now() + CODE_LIFETIME_SECONDS * 1000);
        setStep("code");
      }),
    [run],
  );

  const verify = useCallback(
    (code: string) => run(() => apiRequest<LoginAnswer>("POST", "/api/admin/verify-code", { code, type: "email" })),
    [run],
  );

  return { step, setStep, expiresAt, busy, submitPassword, sendCode, verify };
}
