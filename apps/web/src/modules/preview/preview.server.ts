// Preview mode on the server (spec §2, §4 "Theme"): Next's draft mode cookie says whether this
// request previews; preview reads include drafts through a staff identity the shop's server holds
// (CONTENT_PREVIEW_TOKEN, else a token made by signing in ADMIN_EMAIL / ADMIN_PASSWORD).
import "server-only";
import type { SanityClient } from "@sanity/client";
import { draftMode } from "next/headers";
import { previewCredentials, serverApiUrl } from "@/lib/config";
import { createContentClient } from "@/lib/content/client";

/** Whether this request is in preview mode (drafts shown). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build time): never preview.
    return false;
  }
}

// A signed-in token lasts 24 h; the shop makes a new one well before that.
const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
let signedIn: { token: string; expiresAt: number } | undefined;

/** The staff token preview reads use; undefined when none is configured or sign-in fails. */
export async function previewToken(): Promise<string | undefined> {
  const { token, email, password } = previewCredentials();
  if (token) return token;
  if (!password) return undefined;
  if (signedIn && signedIn.expiresAt > Date.now()) return signedIn.token;
  try {
    const response = await fetch(`${serverApiUrl()}/admin/auth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
      cache: "no-store",
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { access_token?: unknown };
    if (typeof body.access_token !== "string") return undefined;
    signedIn = { token: body.access_token, expiresAt: Date.now() + TOKEN_LIFETIME_MS };
    return signedIn.token;
  } catch {
    return undefined;
  }
}

/** A content client reading published documents (drafts excluded). */
export function publishedContentClient(): SanityClient {
  return createContentClient({ apiUrl: serverApiUrl() });
}

/**
 * A content client reading drafts over published documents, with the server's staff token. Without
 * a staff identity the content API shows no drafts, so preview then reads published documents.
 */
export async function previewContentClient(): Promise<SanityClient> {
  const token = await previewToken();
  if (!token) {
    console.warn(
      "preview: no staff identity (CONTENT_PREVIEW_TOKEN or ADMIN_PASSWORD); drafts are not shown",
    );
    return publishedContentClient();
  }
  return createContentClient({ apiUrl: serverApiUrl(), preview: true, token });
}

/** The client this request reads content with: drafts in preview, published otherwise. */
export async function contentClientForRequest(): Promise<SanityClient> {
  return (await isPreview()) ? previewContentClient() : publishedContentClient();
}
