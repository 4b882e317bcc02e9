"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "../constants";
import { useRegister } from "../customer-session";
import { errorMessage } from "../error-message";
import {
  collectErrors,
  emailError,
  hasErrors,
  newPasswordError,
  requiredError,
  type FieldErrors,
} from "../validation";
import { FormAlert, TextField } from "./form-field";

type Field = "firstName" | "lastName" | "email" | "password";

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const register = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: "",
    lastName: "",
    email: "",
    password: "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      firstName: requiredError(values.firstName, "First name"),
      lastName: requiredError(values.lastName, "Last name"),
      email: emailError(values.email),
      password: newPasswordError(values.password),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    register.mutate(
      {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      },
      { onSuccess: onSignedIn },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Create account">
      <FormAlert>{register.isError ? errorMessage(register.error) : null}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set("firstName")}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set("lastName")}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        onChange={set("password")}
        error={errors.password}
      />
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}
