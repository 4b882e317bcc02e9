// Request-body pieces shared by the customer and auth routes (zod, validated at the edge).
import { holdsNul, NUL_MESSAGE, textField } from "@atelier/contracts";
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./constants";

// Pieces every domain's bodies share live with the route declarations.
export { emailField, textField } from "@atelier/contracts";

/** Free text that must say something. */
export const requiredText = z
  .string()
  .trim()
  .min(1, { error: "must not be empty" })
  .pipe(textField);

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
