// Which addresses search engines may list (issue 11). robots.txt and sitemap.xml read these lists,
// so they cannot disagree; each listed page also says `robots: { index: false }` in its metadata.

/**
 * Shoppers' and staff's own pages (and the route handlers under /api): robots.txt keeps crawlers
 * out, the pages say noindex, sitemap.xml never lists them. Matched as robots.txt matches, by
 * prefix.
 */
export const PRIVATE_PATH_PREFIXES = [
  "/admin",
  "/account",
  "/checkout",
  "/cart",
  "/order/",
  "/api/",
] as const;

/**
 * Pages anyone may reach that no search result should show: the form thank-you and the fallback
 * of a broken link (spec §2). They stay crawlable, so a crawler that follows such a link reads
 * their noindex; sitemap.xml leaves them out.
 */
export const NOINDEX_PAGES = ["/thank-you", "/page-not-found"] as const;

/** Whether a path (no query string) may be listed in sitemap.xml and indexed. */
export function isIndexablePath(path: string): boolean {
  if (PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !NOINDEX_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
