// The one place the web app reads its environment. These are read at run time on the server
// (the publishable key is created by the first seed, after the build) and handed to the browser
// through the root layout's providers.
import "server-only";

export interface RuntimeConfig {
  /** The API as the browser reaches it. */
  publicApiUrl: string;
  /** The publishable key that scopes Store calls to the web sales channel. */
  publishableApiKey: string;
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
  };
}
