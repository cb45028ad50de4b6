"use client";

import { useEffect, useId, useState } from "react";
import { authMessages } from "@/lib/auth/messages";
import { normaliseCodeInput } from "@/lib/auth/code-input";
import { toast } from "@/lib/client/toast";
import { inputClass, PrimaryButton, SecondaryButton } from "./auth-ui";

function formatRemaining(ms: number) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Step 3 of the access flow: the 6-digit code with its 'Expires in m:ss' countdown. Digits
 * only, cut at six; Verify stays disabled until all six are there, and Enter before then says why.
 */
export function CodeEntry({
  expiresAt,
  busy,
  onVerify,
  onBack,
  onResend,
}: {
  expiresAt: number;
  busy: boolean;
  onVerify: (code: string) => void;
  onBack: () => void;
  onResend: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = expiresAt - now;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === 6) onVerify(code);
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-800">
          Verification code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          className={`${inputClass} mt-1 text-center font-mono text-2xl tracking-[0.5em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          placeholder="000000"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(normaliseCodeInput(event.target.value))}
          onKeyDown={(event) => {
            // With Verify disabled the browser drops Enter silently (no implicit submission).
            if (event.key === "Enter" && code.length !== 6) {
              event.preventDefault();
              toast.error(authMessages.invalidCodeTitle, { description: authMessages.invalidCodeFormat });
            }
          }}
          aria-describedby={`${id}-expiry`}
        />
        <p id={`${id}-expiry`} className="mt-2 text-sm text-slate-600" aria-live="polite">
          {remaining > 0 ? `Expires in ${formatRemaining(remaining)}` : "The code has expired. Resend a new one."}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <SecondaryButton type="button" onClick={onBack} disabled={busy}>
          Back
        </SecondaryButton>
        <PrimaryButton type="submit" className="flex-1" disabled={busy || code.length !== 6}>
          {busy ? "Verifying..." : "Verify"}
        </PrimaryButton>
      </div>
      <button
        type="button"
        onClick={onResend}
        disabled={busy}
        className="text-sm font-semibold text-brand-700 underline hover:text-brand-900 disabled:opacity-60"
      >
        Resend code
      </button>
    </form>
  );
}
