// Account constants from the spec and the product, one place for the account module.

/** Spec §4 ("Forgot password"), §9: the forgot-password form waits this long before asking. */
export const FORGOT_PASSWORD_SUBMIT_DELAY_MS = 1000;

/** Spec §8: shown when a reset link has been requested. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "Success. We send your password reset link in your email.";

export const PASSWORD_RESET_DONE_MESSAGE = "Your password has been changed. Please sign in.";

/** The API refuses shorter passwords on registration (customers README). */
export const MIN_PASSWORD_LENGTH = 8;

/** Spec §9 "Session auto-refresh": a signed-in tab looks at its session this often… */
export const SESSION_REFRESH_INTERVAL_MS = 30_000;

/** …and renews it once it ends within this long (spec §9). Staff sessions use the same two. */
export const SESSION_RENEW_WITHIN_MS = 90_000;

/** Spec §9: the customer's orders come ten to a page. */
export const ORDERS_PAGE_SIZE = 10;

export const ACCOUNT_PATHS = {
  login: "/account/login",
  account: "/account",
  order: (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`,
} as const;

/** The trade programme's kinds of professional; the API takes any non-empty text. */
export const TRADE_TYPES = [
  "Interior designer",
  "Architect",
  "Stylist",
  "Hospitality",
  "Retailer",
  "Other",
] as const;

export const SIGN_IN_FAILED_MESSAGE = "The email or password is incorrect.";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many sign-in attempts. Please wait a few minutes and try again.";
export const RESET_LINK_INVALID_MESSAGE =
  "This reset link has expired or has already been used. Please ask for a new one.";
