// The limits of the site's form endpoint (issue 5 "Form wrapper"): what one submission may hold
// and how often one client address may send one.

export const MAX_FORM_FIELDS = 50;
export const MAX_FIELD_NAME_LENGTH = 100;
export const MAX_FIELD_VALUE_LENGTH = 5_000;
/** The whole request body, in bytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** Stored submissions per client address within the window. */
export const MAX_SUBMISSIONS_PER_ADDRESS = 10;
export const SUBMISSION_WINDOW_MS = 60_000;

/** Where a browser goes after a form post when the form names no thank-you page. */
export const DEFAULT_THANK_YOU_PATH = "/thank-you";
export const MAX_REDIRECT_PATH_LENGTH = 512;

/** Filled only by bots (the field is hidden from people): the post is answered but not stored. */
export const HONEYPOT_FIELD = "_gotcha";
/** Fields that steer the endpoint and are not part of the submission itself. */
export const REDIRECT_FIELDS = ["_redirect", "thankYou"] as const;
export const PAGE_FIELD = "_page";
