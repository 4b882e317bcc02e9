// The one way account and checkout screens turn a failed call into words for the shopper.
import { isCommerceError } from "@atelier/commerce-client";

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";
const CONNECTION_MESSAGE = "We couldn't reach the shop. Check your connection and try again.";

/** The API's own message when it sent one (spec §8 error kinds), else a calm fallback. */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  if (!isCommerceError(error)) return fallback;
  if (error.name === "CommerceConnectionError") return CONNECTION_MESSAGE;
  // Bare status replies ("Unauthorized", "Not Found") and the client's own "… failed with status"
  // text say nothing useful to a shopper.
  const plain = error.message.trim();
  const isBareStatus = /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(plain) && plain.split(" ").length <= 3;
  if (isBareStatus || /failed with status \d+$/.test(plain)) return fallback;
  return plain;
}

export function isUnauthorized(error: unknown): boolean {
  return isCommerceError(error) && error.status === 401;
}

export function isRateLimited(error: unknown): boolean {
  return isCommerceError(error) && error.status === 429;
}
