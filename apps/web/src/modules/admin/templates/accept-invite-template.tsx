"use client";

// /account/staff/invite?token= : the link from an invitation. The invitee gives their name and
// chooses a password; then they sign in on the Staff tab. Public, so it lives outside /admin.
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { MIN_PASSWORD_LENGTH } from "@/modules/account/constants";
import { errorMessage } from "@/modules/account/error-message";
import { newPasswordError } from "@/modules/account/validation";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ADMIN_PATHS } from "../constants";

const INVITE_ACCEPTED_MESSAGE = "Welcome to the team. Sign in on the Staff tab.";

export function AcceptInviteTemplate({ token }: { token?: string }) {
  const client = useAdminCommerce();
  const router = useRouter();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const accept = useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      client.admin.invites.accept({
        token: input.token,
        user: {
          first_name: firstName || null,
          last_name: lastName || null,
          password: input.password,
        },
      }),
    onSuccess: () => {
      toast.success(INVITE_ACCEPTED_MESSAGE);
      router.push(ADMIN_PATHS.login);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: newPasswordError(password),
      confirmation: confirmation === password ? undefined : "The passwords do not match.",
    };
    setErrors(found);
    if (found.password || found.confirmation || !token) return;
    accept.mutate({ token, password });
  }

  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md">
        <header className="mb-8 flex flex-col gap-3 text-center">
          <p className="eyebrow">Staff</p>
          <h1 className="text-4xl">Join the Atelier team</h1>
        </header>
        <div className="border border-line bg-surface p-6 md:p-8">
          {token ? (
            <form
              noValidate
              onSubmit={submit}
              className="flex flex-col gap-5"
              aria-label="Accept the invitation"
            >
              <FormAlert>{accept.isError ? errorMessage(accept.error) : null}</FormAlert>
              <TextField
                label="First name"
                autoComplete="given-name"
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
              <TextField
                label="Last name"
                autoComplete="family-name"
                value={lastName}
                onChange={(event) => setLastName(event.target.value)}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                error={errors.confirmation}
              />
              <Button type="submit" disabled={accept.isPending} className="w-full">
                {accept.isPending ? "Joining…" : "Join the team"}
              </Button>
            </form>
          ) : (
            <FormAlert>
              This invitation link is incomplete.{" "}
              <Link href={ADMIN_PATHS.login} className="underline underline-offset-4">
                Go to sign in
              </Link>
            </FormAlert>
          )}
        </div>
      </div>
    </div>
  );
}
