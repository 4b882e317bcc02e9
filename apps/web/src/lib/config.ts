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
  return (process.env.API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? "http://localhost:9000").replace(/\/$/, "");
}

export function runtimeConfig(): RuntimeConfig {
  return {
    publicApiUrl: (process.env.NEXT_PUBLIC_API_URL ?? "http://localhost:9000").replace(/\/$/, ""),
    publishableApiKey: process.env.MEDUSA_PUBLISHABLE_KEY ?? "",
  };
}
