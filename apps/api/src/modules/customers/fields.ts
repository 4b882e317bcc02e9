// Request-body pieces shared by the customer and auth routes (zod, validated at the edge).
import { z } from "zod";
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "./constants";
import { normalizeEmail } from "./email";

const NUL_MESSAGE = "must not contain a NUL character";

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner));
  }
  return false;
}

/** Free text for a column. PostgreSQL cannot store NUL, so it is refused here instead of failing the query. */
export const textField = z
  .string()
  .max(MAX_TEXT_LENGTH, { error: `must be at most ${MAX_TEXT_LENGTH} characters long` })
  .refine((value) => !holdsNul(value), { error: NUL_MESSAGE });

/** Free text that must say something. */
export const requiredText = z
  .string()
  .trim()
  .min(1, { error: "must not be empty" })
  .pipe(textField);

/** An email address, lowercased and trimmed. */
export const emailField = z
  .string()
  .transform(normalizeEmail)
  .pipe(
    z
      .email({ error: "must be a valid email address" })
      .max(MAX_EMAIL_LENGTH, { error: `must be at most ${MAX_EMAIL_LENGTH} characters long` }),
  );

/** A password being chosen (sign-up, change, reset). */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters long` });

/** A password being checked (sign-in): any length, so old passwords keep working. */
export const givenPasswordField = z
  .string()
  .min(1, { error: "must not be empty" })
  .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters long` });

/** `metadata`: a JSON object, merged into the stored one (a `""` value deletes its key). */
export const metadataField = z
  .record(z.string(), z.unknown(), { error: "must be an object" })
  .refine((value) => !holdsNul(value), { error: NUL_MESSAGE });

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { error: "must be a two-letter ISO country code" })
  .transform((value) => value.toLowerCase());

/** Medusa's AddressPayload (contract medusa-v1 §6.1): every field optional, null clears one. */
export const addressPayload = z.strictObject({
  first_name: textField.nullish(),
  last_name: textField.nullish(),
  phone: textField.nullish(),
  company: textField.nullish(),
  address_1: textField.nullish(),
  address_2: textField.nullish(),
  city: textField.nullish(),
  country_code: countryCode.nullish(),
  province: textField.nullish(),
  postal_code: textField.nullish(),
  metadata: metadataField.nullish(),
});
export type AddressPayload = z.infer<typeof addressPayload>;

/** AddressCreatePayload: names, first line, city, country and postal code are required. */
export const addressCreatePayload = addressPayload.extend({
  first_name: requiredText,
  last_name: requiredText,
  address_1: requiredText,
  city: requiredText,
  country_code: countryCode,
  postal_code: requiredText,
});
export type AddressCreatePayload = z.infer<typeof addressCreatePayload>;
