// Customer account rules and messages. Wording of messages follows Medusa v1 where it has one
// (contract medusa-v1 §8); the length limits are ours.

// The length limits are the request schemas', declared with them.
export {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "@atelier/contracts";

/** A password reset token is good for 15 minutes (Medusa v1 §8) and for one use. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export const DUPLICATE_ACCOUNT_MESSAGE =
  "A customer with the given email already has an account. Log in instead";

export const INVALID_RESET_TOKEN_MESSAGE = "Invalid or expired password reset token";
