"use client";

// Spec §4 "Forgot password", §8: the request waits about a second, then asks for a reset token;
// success and failure are toasts, field errors are shown inline.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { FORGOT_PASSWORD_SUBMIT_DELAY_MS, PASSWORD_RESET_REQUESTED_MESSAGE } from "../constants";
import { errorMessage } from "../error-message";
import { emailError } from "../validation";
import { TextField } from "./form-field";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ForgotPasswordForm({
  onBack,
  audience = "customer",
}: {
  onBack: () => void;
  /** Whose password: a customer's, or a staff member's (from the Staff tab). */
  audience?: "customer" | "staff";
}) {
  const client = useAdminCommerce();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const request = useMutation({
    mutationFn: async (address: string) => {
      await wait(FORGOT_PASSWORD_SUBMIT_DELAY_MS);
      if (audience === "staff") await client.admin.users.sendResetPasswordToken({ email: address });
      else await client.store.customers.generatePasswordToken({ email: address });
    },
    onSuccess: () => toast.success(PASSWORD_RESET_REQUESTED_MESSAGE),
    onError: (failure) => toast.error(errorMessage(failure)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (!found) request.mutate(email.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Reset password">
      <p className="text-sm text-muted">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? "Sending…" : "Send reset link"}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-start text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        Back to sign in
      </button>
    </form>
  );
}
