// The content service client (spec §7 "Other calls", §9 "Content"): the official @sanity/client
// pointed at the API's Sanity-compatible /content routes. Used on the server (pages, SEO, theme)
// and in the browser (the admin's content screens), so it reads no environment itself: callers
// pass the API address from lib/config. The shop's live theme talks to the same routes without it
// (modules/theme/theme-subscription.ts).
import { createClient, type SanityClient } from "@sanity/client";
import {
  CONTENT_API_VERSION,
  CONTENT_DATASET,
  CONTENT_MAX_RETRIES,
  CONTENT_PROJECT_ID,
  CONTENT_REQUEST_TIMEOUT_MS,
} from "./constants";

export {
  CONTENT_PROJECT_ID,
  CONTENT_DATASET,
  CONTENT_API_VERSION,
  CONTENT_REQUEST_TIMEOUT_MS,
  CONTENT_UPLOAD_TIMEOUT_MS,
  CONTENT_MAX_RETRIES,
  CONTENT_LISTENER_URL_LIMIT,
  PREVIEW_DOCUMENT_LIMIT,
  CONTENT_SUBSCRIPTION_THROTTLE_MS,
} from "./constants";

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
