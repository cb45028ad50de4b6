"use client";

import { Mail, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { authMessages } from "@/lib/auth/messages";
import { rememberAdminSignIn } from "@/lib/client/admin-storage";
import { ApiError, messageOf } from "@/lib/client/api";
import { inputClass, PrimaryButton, SecondaryButton } from "./auth-ui";
import { CodeEntry } from "./code-entry";
import { useSignin } from "./use-signin";

/**
 * The three-step admin access flow over the server's sign-in (lib/auth/signin.ts):
 * password, verification type, 6-digit code. Used by /admin-login-secure and the /admin-pwa gate.
 */
export function AdminAccess({ onGranted }: { onGranted?: () => void }) {
  const id = useId();
  const router = useRouter();
  const signin = useSignin();
  const [password, setPassword] = useState("");
  const passwordInput = useRef<HTMLInputElement>(null);
  // Typed, or filled in by a password manager, before this script ran: React's state starts
  // empty, so Continue would stay disabled beside a filled-in field.
  useEffect(() => {
    const typed = passwordInput.current?.value;
    if (typed) setPassword(typed);
  }, []);

  const submitPassword = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await signin.submitPassword({ password });
      setPassword("");
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.error(authMessages.invalidPasswordTitle, { description: messageOf(error, authMessages.invalidPassword) });
      } else {
        toast.error(authMessages.invalidPasswordTitle, { description: authMessages.invalidPassword });
      }
    }
  };

  const sendCode = async () => {
    try {
      await signin.sendCode();
      toast.success(authMessages.codeSentTitle, { description: authMessages.codeSent("email") });
    } catch (error) {
      toast.error(authMessages.codeNotSentTitle, { description: messageOf(error, authMessages.codeSendFailed) });
      if (error instanceof ApiError && error.status === 401) signin.setStep("password");
    }
  };

  const verify = async (code: string) => {
    if (!/^\d{6}$/.test(code)) {
      toast.error(authMessages.invalidCodeTitle, { description: authMessages.invalidCodeFormat });
      return;
    }
    try {
      await signin.verify(code);
      rememberAdminSignIn();
      toast.success(authMessages.accessGrantedTitle, { description: authMessages.accessGranted });
      if (onGranted) onGranted();
      else router.push("/admin-pwa");
    } catch (error) {
      toast.error(authMessages.verificationFailedTitle, { description: messageOf(error, authMessages.verificationFailed) });
      if (error instanceof ApiError && error.status === 401 && error.serverMessage === authMessages.pendingExpired) {
        signin.setStep("password");
      }
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <ShieldCheck className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h1 id={`${id}-title`} className="text-xl font-bold">
            Admin Access
          </h1>
          <p className="text-sm text-slate-600">
            Step {signin.step === "password" ? 1 : signin.step === "type" ? 2 : 3} of 3
          </p>
        </div>
      </div>

      <div className="mt-6">
        {signin.step === "password" ? (
          <form onSubmit={submitPassword} className="space-y-4">
            <div>
              <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-800">
                Admin password
              </label>
              <input
                ref={passwordInput}
                id={`${id}-password`}
                type="password"
                required
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={`${inputClass} mt-1`}
              />
            </div>
            <PrimaryButton type="submit" className="w-full" disabled={signin.busy || password.length === 0}>
              {signin.busy ? "Checking..." : "Continue"}
            </PrimaryButton>
          </form>
        ) : null}

        {signin.step === "type" ? (
          <div className="space-y-4">
            <div className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <p className="text-slate-700">
                We will send a 6-digit verification code to the support e-mail address. It is valid for 10 minutes.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <SecondaryButton type="button" onClick={() => signin.setStep("password")} disabled={signin.busy}>
                Back
              </SecondaryButton>
              <PrimaryButton type="button" className="flex-1" onClick={sendCode} disabled={signin.busy}>
                {signin.busy ? "Sending..." : "Send Email Code"}
              </PrimaryButton>
            </div>
          </div>
        ) : null}

        {signin.step === "code" && signin.expiresAt ? (
          <CodeEntry
            expiresAt={signin.expiresAt}
            busy={signin.busy}
            onVerify={verify}
            onBack={() => signin.setStep("type")}
            onResend={() => signin.setStep("type")}
          />
        ) : null}
      </div>
    </section>
  );
}
