"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { authMessages } from "@/lib/auth/messages";
import { loginSchema } from "@/lib/auth/login-schema";
import { messageOf } from "@/lib/client/api";
import { inputClass, PrimaryButton } from "./auth-ui";
import { CodeEntry } from "./code-entry";
import { useSignin } from "./use-signin";

type LoginValues = { username: string; password: string };

/** /login: username and password with a show/hide toggle, then the e-mailed code inline. */
export function LoginForm() {
  const router = useRouter();
  const [showPassword, setShowPassword] = useState(false);
  const signin = useSignin();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;

  const sendCode = async () => {
    try {
      await signin.sendCode();
      toast.success(authMessages.codeSentTitle, { description: authMessages.codeSent("email") });
    } catch (error) {
      toast.error(authMessages.codeNotSentTitle, {
        description: messageOf(error, authMessages.codeSendFailed),
      });
      signin.setStep("password");
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signin.submitPassword(values);
    } catch (error) {
      toast.error(authMessages.loginFailedTitle, { description: messageOf(error, authMessages.invalidCredentials) });
      return;
    }
    await sendCode();
  });

  const verify = async (code: string) => {
    try {
      const answer = await signin.verify(code);
      toast.success(`Welcome back, ${answer.user?.username ?? form.getValues("username")}!`, {
        description: "You are signed in.",
      });
      router.push("/quote-requests");
      router.refresh();
    } catch (error) {
      toast.error(authMessages.loginFailedTitle, { description: messageOf(error, authMessages.verificationFailed) });
    }
  };

  if (signin.step === "code" && signin.expiresAt) {
    return (
      <div>
        <p className="mb-4 text-slate-700">We e-mailed a 6-digit code to the support address. Enter it to finish signing in.</p>
        <CodeEntry
          expiresAt={signin.expiresAt}
          busy={signin.busy}
          onVerify={verify}
          onBack={() => signin.setStep("password")}
          onResend={sendCode}
        />
      </div>
    );
  }

  return (
    // Pressed before the script has run, the browser sends the form itself: as a post to this
    // page, never with the password in the address (a form's default is a GET).
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="username" className="block text-sm font-medium text-slate-800">
          Username <span aria-hidden="true">*</span>
        </label>
        <input
          id="username"
          className={`${inputClass} mt-1`}
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? "username-error" : undefined}
          {...form.register("username")}
        />
        {errors.username ? (
          <p id="username-error" className="mt-1 text-sm text-red-700">
            {errors.username.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-800">
          Password <span aria-hidden="true">*</span>
        </label>
        <div className="relative mt-1">
          <input
            id="password"
            type={showPassword ? "text" : "password"}
            className={`${inputClass} pr-12`}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
            {...form.register("password")}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
            aria-label={showPassword ? "Hide password" : "Show password"}
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
        {errors.password ? (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <PrimaryButton type="submit" className="w-full" disabled={signin.busy}>
        {signin.busy ? "Signing in..." : "Sign in"}
      </PrimaryButton>
    </form>
  );
}
