// Staff users and invites (contract medusa-v1 §3.3, §12.1). Lifetimes: Medusa's 15 minutes for a
// password reset; a week for an invite (ours).

export const STAFF_PASSWORD_RESET_TTL_SECONDS = 15 * 60;

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The shop pages that open the links in staff mail: public, so outside /admin, where every page
 * needs a signed-in admin (spec §2).
 */
export const STAFF_RESET_PATH = "/account/staff/reset-password";
export const INVITE_ACCEPT_PATH = "/account/staff/invite";

export const INVALID_INVITE_TOKEN = "The invite is not valid or has expired";
