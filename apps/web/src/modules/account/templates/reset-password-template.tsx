"use client";

// /account/reset-password?token=&email= (customers) and /account/staff/reset-password (staff):
// the link from the reset mail. A new password is set and the person signs in with it; an
// expired or used link says so.
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { FormAlert, TextField } from "../components/form-field";
import {
  ACCOUNT_PATHS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from "../constants";
import { errorMessage, isUnauthorized } from "../error-message";
import { newPasswordError } from "../validation";

export function ResetPasswordTemplate({
  token,
  email,
  audience = "customer",
}: {
  token?: string;
  email?: string;
  audience?: "customer" | "staff";
}) {
  const client = useAdminCommerce();
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const reset = useMutation({
    mutationFn: async (input: { token: string; email: string; password: string }) => {
      if (audience === "staff") await client.admin.users.resetPassword(input);
      else await client.store.customers.resetPassword(input);
    },
    onSuccess: () => {
      toast.success(PASSWORD_RESET_DONE_MESSAGE);
      router.push(ACCOUNT_PATHS.login);
    },
  });
  const linkIsComplete = Boolean(token && email);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirmation: confirmation === password ? undefined : "The passwords do not match.",
    };
    setErrors(found);
    if (found.password || found.confirmation || !token || !email) return;
    reset.mutate({ token, email, password });
  }

  const failure = reset.isError
    ? isUnauthorized(reset.error)
      ? RESET_LINK_INVALID_MESSAGE
      : errorMessage(reset.error)
    : null;

  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md">
        <header className="mb-8 flex flex-col gap-3 text-center">
          <p className="eyebrow">{audience === "staff" ? "Staff" : "Account"}</p>
          <h1 className="text-4xl">Choose a new password</h1>
          {email ? <p className="text-muted">For {email}</p> : null}
        </header>
        <div className="border border-line bg-surface p-6 md:p-8">
          {linkIsComplete ? (
            <form
              noValidate
              onSubmit={submit}
              className="flex flex-col gap-5"
              aria-label="Choose a new password"
            >
              <FormAlert>
                {failure}
                {failure ? (
                  <>
                    {" "}
                    <Link href={ACCOUNT_PATHS.login} className="underline underline-offset-4">
                      Back to sign in
                    </Link>
                  </>
                ) : null}
              </FormAlert>
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                error={errors.confirmation}
              />
              <Button type="submit" disabled={reset.isPending} className="w-full">
                {reset.isPending ? "Saving…" : "Save new password"}
              </Button>
            </form>
          ) : (
            <FormAlert>
              {RESET_LINK_INVALID_MESSAGE}{" "}
              <Link href={ACCOUNT_PATHS.login} className="underline underline-offset-4">
                Back to sign in
              </Link>
            </FormAlert>
          )}
        </div>
      </div>
    </div>
  );
}
