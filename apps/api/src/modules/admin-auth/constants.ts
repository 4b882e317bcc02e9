// Staff sign-in (contract medusa-v1 §3.3). Token lifetime and header name are Medusa v1's.

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
