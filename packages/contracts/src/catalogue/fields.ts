// Request-body pieces of the admin catalogue (contract medusa-v1 §12.1): handles, whole numbers,
// bounded lists and id references, shared by the declarations and the API's own bodies.
import { z } from "zod";
import { textField } from "../common/input";

/** The largest amount or quantity a PostgreSQL `integer` column holds. */
export const MAX_INTEGER = 2_147_483_647;

/** How many variants, options, images, tags or prices one request may carry. */
export const MAX_LIST_ITEMS = 200;

/** Handles are URL names (`/products/oak-chair`), so they must stay safe in a URL path. */
const HANDLE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const MAX_HANDLE_LENGTH = 200;

export const handleField = z
  .string()
  .trim()
  .max(MAX_HANDLE_LENGTH, { error: `must be at most ${MAX_HANDLE_LENGTH} characters long` })
  .regex(HANDLE_PATTERN, {
    error: "must be lowercase letters and digits, joined by single hyphens or underscores",
  });

/** Whole, non-negative and within a PostgreSQL integer: amounts, stock, dimensions. */
export const wholeNumber = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must not be negative" })
  .max(MAX_INTEGER, { error: `must be at most ${MAX_INTEGER}` });

/** A list of at most MAX_LIST_ITEMS entries. */
export const boundedList = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_LIST_ITEMS, { error: `must hold at most ${MAX_LIST_ITEMS} entries` });

/** The id of an existing record, in a body. */
export const recordId = z.string().trim().min(1, { error: "must not be empty" }).pipe(textField);

/** `{ id }`: a reference to an existing record. */
export const idReference = z.strictObject({ id: recordId });

/** The product ids of a collection's `/products/batch` body. */
export const productIdList = boundedList(
  z.string().trim().min(1, { error: "must not be empty" }),
).min(1, { error: "must name at least one product" });
