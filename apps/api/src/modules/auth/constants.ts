// Limits of customer sign-in. Cookie name, session lifetime and token lifetime are Medusa v1's
// (contract medusa-v1 §3.1–§3.2); the sign-in rate limits are ours.

/** The session cookie; express-session's default name, which Medusa clients expect. */
export const SESSION_COOKIE = "connect.sid";

/**
 * A session lasts 10 hours from sign-in (Medusa's `session_options.ttl`). It is not rolling: only
 * the refresh routes (our extension, docs/adr/0006) move its end to 10 hours from then.
 */
export const SESSION_TTL_MS = 10 * 60 * 60 * 1000;

/**
 * Our extension (docs/adr/0006): every answer that starts or renews a session says when it ends,
 * as an ISO-8601 time, so a browser on another origin can know it is signed in without asking.
 */
export const SESSION_EXPIRES_HEADER = "X-Session-Expires-At";

/** A store bearer token from POST /store/auth/token lasts 30 days. */
export const STORE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Failed sign-ins are counted over this sliding window. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins to one account (email) within the window before further attempts are refused. */
export const MAX_FAILED_SIGN_INS_PER_EMAIL = 5;

/** Failed sign-ins from one client address within the window, across all emails. */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 20;

/** The plain-text body of every refused sign-in and of a customer route called without one. */
export const UNAUTHORIZED_BODY = "Unauthorized";
