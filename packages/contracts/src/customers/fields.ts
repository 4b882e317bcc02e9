// Request-body pieces of the customer and auth routes, shared by every route that takes text,
// emails, passwords, metadata or addresses (zod, validated at the edge). The length limits are ours.
import { z } from "zod";
import { metadataField, requiredText, textField } from "../common/input";

/** The shortest password a customer may choose. */
export const MIN_PASSWORD_LENGTH = 8;

/** Longer passwords only cost hashing time; no password manager makes one this long. */
export const MAX_PASSWORD_LENGTH = 1024;

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

/** AddressCreatePayload: names, first line, city, country and postal code are required. */
export const addressCreatePayload = addressPayload.extend({
  first_name: requiredText,
  last_name: requiredText,
  address_1: requiredText,
  city: requiredText,
  country_code: countryCode,
  postal_code: requiredText,
});
