"use client";

import type { Credentials } from "@atelier/commerce-client";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SIGN_IN_FAILED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "../constants";
import { errorMessage, isRateLimited, isUnauthorized } from "../error-message";
import {
  collectErrors,
  emailError,
  hasErrors,
  requiredError,
  type FieldErrors,
} from "../validation";
import { FormAlert, TextField } from "./form-field";

type Field = "email" | "password";

function signInFailure(error: unknown): string {
  if (isUnauthorized(error)) return SIGN_IN_FAILED_MESSAGE;
  if (isRateLimited(error)) return TOO_MANY_ATTEMPTS_MESSAGE;
  return errorMessage(error);
}

/** Email and password, for a customer or for staff: `signIn` is the session to start. */
export function SignInForm({
  signIn,
  label = "Sign in",
  onSignedIn,
  onForgotPassword,
}: {
  signIn: UseMutationResult<unknown, Error, Credentials>;
  label?: string;
  onSignedIn: () => void;
  onForgotPassword?: () => void;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      email: emailError(email),
      password: requiredError(password, "Password"),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={label}>
      <FormAlert>{signIn.isError ? signInFailure(signIn.error) : null}</FormAlert>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </Button>
      {onForgotPassword ? (
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-start text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          Forgot password?
        </button>
      ) : null}
    </form>
  );
}
