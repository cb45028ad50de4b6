"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CODE_LIFETIME_SECONDS } from "@/lib/auth/code-input";
import { authCheckKey } from "@/lib/client/admin-queries";
import { apiRequest } from "@/lib/client/api";

export type SigninStep = "password" | "type" | "code";

interface LoginAnswer {
  success: boolean;
  user?: { username: string };
}

/**
 * The one sign-in flow shared by /login, /admin and /admin-login-secure: password
 * (POST /api/login), code sent (POST /api/admin/send-verification), code checked
 * (POST /api/admin/verify-code). Each call throws ApiError on failure; the pages word it.
 */
export function useSignin() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SigninStep>("password");
  const [expiresAt, setExpiresAt] = useState<number | null>(null);

  const password = useMutation({
    mutationFn: (credentials: { username?: string; password: string }) => apiRequest<LoginAnswer>("POST", "/api/login", credentials),
    onSuccess: () => setStep("type"),
  });
  const send = useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/send-verification", { type: "email" }),
    onSuccess: () => {
      setExpiresAt(Date.now() + CODE_LIFETIME_SECONDS * 1000);
      setStep("code");
    },
  });
  const check = useMutation({
    mutationFn: (code: string) => apiRequest<LoginAnswer>("POST", "/api/admin/verify-code", { code, type: "email" }),
    // A new session: whatever the gate cached about the old one is wrong now.
    onSuccess: () => queryClient.removeQueries({ queryKey: authCheckKey }),
  });

  return {
    step,
    setStep,
    expiresAt,
    busy: password.isPending || send.isPending || check.isPending,
    submitPassword: password.mutateAsync,
    sendCode: send.mutateAsync,
    verify: check.mutateAsync,
  };
}
