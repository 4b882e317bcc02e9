// Preview mode (spec §2): a request carrying the configured secret and a slug enters preview; the
// shop then goes to the same path without the query string.

export const PREVIEW_SECRET_PARAM = "secret";
export const PREVIEW_SLUG_PARAM = "slug";

/** Constant-time comparison of the given secret with the configured one; empty never matches. */
export function secretMatches(given: string | null | undefined, configured: string): boolean {
  if (!configured || typeof given !== "string") return false;
  let difference = given.length ^ configured.length;
  for (let index = 0; index < configured.length; index += 1) {
    difference |= (given.charCodeAt(index) || 0) ^ configured.charCodeAt(index);
  }
  return difference === 0;
}

/**
 * Where preview lands: a slug of a page path (`about`, `/about`, `locations/x`; `home` and empty
 * mean `/`). Only a same-site path is allowed (no scheme, no `//host`, no `..`).
 */
export function previewPath(slug: string | null | undefined): string | undefined {
  if (typeof slug !== "string") return undefined;
  const trimmed = slug.trim().replace(/^\/+/, "").replace(/\/+$/, "");
  if (trimmed === "" || trimmed === "home") return "/";
  if (!/^[\w-]+(\/[\w-]+)*$/.test(trimmed)) return undefined;
  return `/${trimmed}`;
}

/** A request path with the preview parameters removed (the other parameters kept). */
export function withoutPreviewParams(pathname: string, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(PREVIEW_SECRET_PARAM);
  rest.delete(PREVIEW_SLUG_PARAM);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}
