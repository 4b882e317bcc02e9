// Field rules the account and checkout forms check before calling the API (spec §5). Each rule
// answers with the message to show under the field, or undefined when the value is fine.
import { MIN_PASSWORD_LENGTH } from "./constants";

// The same shape the API's email check accepts: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function requiredError(value: string, label: string): string | undefined {
  return value.trim() === "" ? `${label} is required.` : undefined;
}

export function emailError(value: string): string | undefined {
  if (value.trim() === "") return "Email is required.";
  return EMAIL_PATTERN.test(value.trim()) ? undefined : "Enter a valid email address.";
}

export function newPasswordError(value: string): string | undefined {
  if (value === "") return "Password is required.";
  return value.length < MIN_PASSWORD_LENGTH
    ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`
    : undefined;
}

/** Keeps only the fields that have a message, so an empty object means the form is valid. */
export function collectErrors<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    if (checks[field]) errors[field] = checks[field];
  }
  return errors;
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length > 0;
}
