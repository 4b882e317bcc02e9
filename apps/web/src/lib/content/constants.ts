// The content service's constants (spec §9 "Content"), apart from the client so that code which
// talks to the service without @sanity/client (the browser's live theme) reads the same values.

/** Spec §9: content constants. */
export const CONTENT_PROJECT_ID = "atelier";
export const CONTENT_DATASET = "production";
export const CONTENT_API_VERSION = "2022-03-13";
export const CONTENT_REQUEST_TIMEOUT_MS = 120_000;
export const CONTENT_UPLOAD_TIMEOUT_MS = 300_000;
export const CONTENT_MAX_RETRIES = 5;
/** Spec §9: the listener's query URL limit, in characters. */
export const CONTENT_LISTENER_URL_LIMIT = 14_800;
/** Spec §9: how many documents a preview keeps. */
export const PREVIEW_DOCUMENT_LIMIT = 3000;
/** Spec §9: the live subscription's throttle. */
export const CONTENT_SUBSCRIPTION_THROTTLE_MS = 10;
