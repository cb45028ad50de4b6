"use client";

import { useState } from "react";
import { authMessages } from "@/lib/auth/messages";
import { ApiError } from "@/lib/client/api";
import { inputClass, PrimaryButton } from "./auth-ui";
import { CodeEntry } from "./code-entry";
import { useSignin } from "./use-signin";

/** The red box's three wordings: the server's, 'Login failed', or the connection's. */
function boxMessage(error: unknown) {
  if (error instanceof ApiError) return error.serverMessage ?? authMessages.loginFailed;
  return authMessages.connectionError;
}

/** /admin: the simpler form. Errors in a red box; success is a full page load of /quote-requests. */
export function SimpleLoginForm() {
  const signin = useSignin();
  const [error, setError] = useState<string | null>(null);

  const sendCode = async () => {
    setError(null);
    try {
      await signin.sendCode();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? authMessages.codeSendFailed) : authMessages.connectionError);
      signin.setStep("password");
    }
  };

  const errorBox = error ? (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {error}
    </div>
  ) : null;

  if (signin.step === "code" && signin.expiresAt) {
    return (
      <div>
        {errorBox}
        <p className="mb-4 text-slate-700">Enter the 6-digit code we e-mailed to the support address.</p>
        <CodeEntry
          expiresAt={signin.expiresAt}
          busy={signin.busy}
          onBack={() => {
            setError(null);
            signin.setStep("password");
          }}
          onResend={sendCode}
          onVerify={async (code) => {
            setError(null);
            try {
              await signin.verify(code);
              // /admin finishes with a full page load, not a client navigation, so the dashboard starts fresh.
              // eslint-disable-next-line @next/next/no-location-assign-relative-destination
              window.location.href = "/quote-requests";
            } catch (failure) {
              setError(boxMessage(failure));
            }
          }}
        />
      </div>
    );
  }

  return (
    <form
      // Pressed before the script has run: a post to this page, never the password in the address.
      method="post"
      className="space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setError(null);
        try {
          await signin.submitPassword({ username: String(data.get("username")), password: String(data.get("password")) });
        } catch (failure) {
          setError(boxMessage(failure));
          return;
        }
        await sendCode();
      }}
    >
      {errorBox}
      <div>
        <label htmlFor="admin-username" className="block text-sm font-medium text-slate-800">
          Username
        </label>
        <input id="admin-username" name="username" required autoComplete="username" className={`${inputClass} mt-1`} />
      </div>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={`${inputClass} mt-1`}
        />
      </div>
      <PrimaryButton type="submit" className="w-full" disabled={signin.busy}>
        {signin.busy ? "Signing in..." : "Sign in"}
      </PrimaryButton>
    </form>
  );
}
