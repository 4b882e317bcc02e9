// Limits of customer and staff sign-in. Cookie name, session lifetime, token lifetimes and the
// admin API key header are Medusa v1's (contract medusa-v1 §3.1–§3.3); the sign-in rate limits
// are ours.

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

// Staff sign-in (contract medusa-v1 §3.3).
/** An admin bearer token from POST /admin/auth/token lasts 24 hours. */
export const ADMIN_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The admin API key header; its value is matched against a user's `api_token`. */
export const ADMIN_API_KEY_HEADER = "x-medusa-access-token";

/**
 * Staff sign-in failures are counted in the same table as customers' under this prefix, so one
 * email used for both a customer and a staff account keeps two separate counts.
 */
export const STAFF_SIGN_IN_KEY_PREFIX = "staff:";

/** The staff account made on first start when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = "admin@atelier.local";
