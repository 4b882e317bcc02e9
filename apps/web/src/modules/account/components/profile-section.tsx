"use client";

// The customer's name and phone (the email is shown, and changed elsewhere).
import type { Customer } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useCommerce } from "@/modules/commerce";
import { errorMessage } from "../error-message";
import { accountKeys } from "../query-keys";
import { collectErrors, hasErrors, requiredError, type FieldErrors } from "../validation";
import { AccountSection } from "./account-section";
import { TextField } from "./form-field";

type Field = "first_name" | "last_name" | "phone";

export function ProfileSection({ customer }: { customer: Customer }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: customer.first_name ?? "",
    last_name: customer.last_name ?? "",
    phone: customer.phone ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({
    mutationFn: async () =>
      (
        await client.store.customers.update({
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          phone: values.phone.trim(),
        })
      ).customer,
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.customer(), updated);
      toast.success("Your details have been saved.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      first_name: requiredError(values.first_name, "First name"),
      last_name: requiredError(values.last_name, "Last name"),
      phone: undefined,
    });
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  }

  return (
    <AccountSection title="Profile">
      <form noValidate onSubmit={submit} aria-label="Profile" className="flex flex-col gap-5">
        <div>
          <p className="text-sm font-medium text-ink">Email</p>
          <p className="mt-1 text-sm text-muted">{customer.email}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={set("first_name")}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={set("last_name")}
            error={errors.last_name}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set("phone")}
            className="sm:col-span-2"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending} className="self-start">
          {save.isPending ? "Saving…" : "Save details"}
        </Button>
      </form>
    </AccountSection>
  );
}
