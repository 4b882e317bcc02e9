// The errors the customer routes answer with, in the Medusa shape (contract medusa-v1 §2, §8).
import { MedusaError, notFound, toMedusaError } from "../../http/errors";
import { DUPLICATE_ACCOUNT_MESSAGE, INVALID_RESET_TOKEN_MESSAGE } from "./constants";

export const duplicateAccount = () => new MedusaError("duplicate_error", DUPLICATE_ACCOUNT_MESSAGE);

export const emailTaken = () =>
  new MedusaError("duplicate_error", "A customer with the given email already has an account");

/** Also the answer for another customer's address: it must not be told apart from a missing one. */
export const addressNotFound = (id: string) => notFound(`Address with id ${id} was not found`);

export const invalidResetToken = () => new MedusaError("unauthorized", INVALID_RESET_TOKEN_MESSAGE);

/** A unique-index violation: another request registered the same email at the same moment. */
export function isDuplicate(error: unknown): boolean {
  return toMedusaError(error).type === "duplicate_error";
}
