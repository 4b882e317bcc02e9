// The content service client (spec §7 "Other calls", §9 "Content"): the official @sanity/client
// pointed at the API's Sanity-compatible /content routes. Used on the server (pages, SEO, theme)
// and in the browser (the live theme subscription), so it reads no environment itself: callers
// pass the API address from lib/config.
import { createClient, type SanityClient } from "@sanity/client";

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

export interface ContentClientOptions {
  /** The API's base address (lib/config `serverApiUrl()` on the server, `publicApiUrl` in the browser). */
  apiUrl: string;
  /** Preview reads include drafts (spec §4 "Theme"); they need a staff token. */
  preview?: boolean;
  /** A staff bearer token (POST /admin/auth/token), for drafts and writes. */
  token?: string;
}

export function createContentClient({
  apiUrl,
  preview = false,
  token,
}: ContentClientOptions): SanityClient {
  return createClient({
    projectId: CONTENT_PROJECT_ID,
    dataset: CONTENT_DATASET,
    apiVersion: CONTENT_API_VERSION,
    apiHost: `${apiUrl.replace(/\/$/, "")}/content`,
    useProjectHostname: false,
    useCdn: false,
    perspective: preview ? "previewDrafts" : "published",
    token,
    timeout: CONTENT_REQUEST_TIMEOUT_MS,
    maxRetries: CONTENT_MAX_RETRIES,
    ignoreBrowserTokenWarning: true,
  });
}
