// The one place the web app reads its environment. These are read at run time on the server
// (the publishable key is created by the first seed, after the build) and handed to the browser
// through the root layout's providers.
import "server-only";

export interface RuntimeConfig {
  /** The API as the browser reaches it. */
  publicApiUrl: string;
  /** The publishable key that scopes Store calls to the web sales channel. */
  publishableApiKey: string;
  /** Where the form wrapper posts (`{formEndpoint}/{formId}`); default the API's own /forms. */
  formEndpoint: string;
}

/** The API as the Next.js server reaches it (may differ inside a private network). */
export function serverApiUrl(): string {
  return (process.env.API_URL ?? browserApiUrl()).replace(/\/$/, "");
}

/**
 * PUBLIC_API_URL is read at run time; NEXT_PUBLIC_API_URL (inlined by Next at build time) is
 * honoured as a fallback for `next dev`.
 */
function browserApiUrl(): string {
  return process.env.PUBLIC_API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? "http://localhost:9000";
}

export function runtimeConfig(): RuntimeConfig {
  return {
    publicApiUrl: browserApiUrl().replace(/\/$/, ""),
    publishableApiKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
    formEndpoint: (process.env.FORM_ENDPOINT || `${browserApiUrl()}/forms`).replace(/\/$/, ""),
  };
}

/** The page scripts (spec §2); each is injected only when configured. */
export interface ScriptsConfig {
  gtmId: string;
  analyticsSiteId: string;
  analyticsUrl: string;
  accessibilityWidgetUrl: string;
}

export function scriptsConfig(): ScriptsConfig {
  return {
    gtmId: process.env.GTM_ID ?? "",
    analyticsSiteId: process.env.ANALYTICS_SITE_ID ?? "",
    analyticsUrl: process.env.ANALYTICS_URL ?? "",
    accessibilityWidgetUrl: process.env.ACCESSIBILITY_WIDGET_URL ?? "",
  };
}

/**
 * Preview mode (spec §2): the secret a preview link carries. Empty disables preview; set a
 * real value in production.
 */
export function previewSecret(): string {
  return process.env.PREVIEW_SECRET ?? "atelier-dev-preview-secret";
}

/**
 * The staff identity the shop's server reads drafts with in preview: CONTENT_PREVIEW_TOKEN (a
 * bearer token of POST /admin/auth/token), else the ADMIN_EMAIL / ADMIN_PASSWORD account.
 */
export function previewCredentials(): { token: string; email: string; password: string } {
  return {
    token: process.env.CONTENT_PREVIEW_TOKEN ?? "",
    email: process.env.ADMIN_EMAIL ?? "admin@atelier.local",
    password: process.env.ADMIN_PASSWORD ?? "",
  };
}

/** The shop's public address (sitemap.xml, robots.txt, absolute links): SITE_URL. */
export function siteUrl(): string {
  return (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
}
