// Spec §2's link table: where a rich-text link annotation points. One pure function, so the rich
// text, navigation and any other content link resolve the same way.

/**
 * Spec §2: the fallback when a link has no target: there is no link annotation at all (text marked
 * as a link without its link definition, or one whose definition was removed).
 */
export const NO_TARGET_PATH = "/thank-you";

/**
 * Spec §2: the target of a link with neither an internal nor an external destination: the
 * annotation is there, but it is empty, its reference is missing or points at a deleted document,
 * or its address is empty or not a web, mail or phone address.
 */
export const NO_DESTINATION_PATH = "/page-not-found";

/** A rich-text link annotation (spec §3 "Rich-text link"), with its internal reference joined. */
export interface ContentLink {
  linkType?: string | null;
  /** Older documents name the kind `type` instead of `linkType`. */
  type?: string | null;
  /** The joined reference (`internalLink->{_type, "slug": slug.current}`), or the raw `{_ref}`. */
  internalLink?: { _type?: string | null; slug?: string | null; _ref?: string } | null;
  /** locations or locationsWeServe; other types are plain pages. */
  referenceType?: string | null;
  externalLink?: string | null;
  /** "_blank" or "newWindow" (any value naming a new window) opens a new tab. */
  linkTarget?: string | null;
}

export interface ResolvedLink {
  href: string;
  /** Set for external links that open a new window. */
  target?: "_blank";
  rel?: "noopener noreferrer";
  external: boolean;
}

const NEW_WINDOW_TARGETS = new Set([
  "_blank",
  "blank",
  "newwindow",
  "new-window",
  "new_window",
  "new",
]);

/** Web, mail and phone addresses only: a `javascript:` address in content must not run. */
const SAFE_EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i;

function opensNewWindow(linkTarget: string | null | undefined): boolean {
  return Boolean(linkTarget) && NEW_WINDOW_TARGETS.has(linkTarget!.trim().toLowerCase());
}

function linkKind(link: ContentLink): "internal" | "external" | null {
  const kind = link.linkType ?? link.type;
  if (kind === "linkInternal") return "internal";
  if (kind === "linkExternal") return "external";
  // No (or an unknown) kind: the destination that is present decides.
  if (link.internalLink) return "internal";
  if (link.externalLink?.trim()) return "external";
  return null;
}

/** The path of an internal document, chosen by its reference type and slug (spec §2). */
export function internalPath(referenceType: string | null | undefined, slug: string): string {
  const encoded = encodeURIComponent(slug);
  if (referenceType === "locations") return `/locations/${encoded}`;
  if (referenceType === "locationsWeServe") return `/locations-we-serve/${encoded}`;
  if (slug.includes("home")) return "/";
  return `/${encoded}`;
}

export function resolveLink(link: ContentLink | null | undefined): ResolvedLink {
  if (!link) return { href: NO_TARGET_PATH, external: false };
  const none: ResolvedLink = { href: NO_DESTINATION_PATH, external: false };
  const kind = linkKind(link);
  if (!kind) return none;

  if (kind === "internal") {
    const slug = link.internalLink?.slug?.trim();
    if (!slug) return none;
    const referenceType = link.referenceType ?? link.internalLink?._type ?? null;
    return { href: internalPath(referenceType, slug), external: false };
  }

  const href = link.externalLink?.trim();
  if (!href || !SAFE_EXTERNAL.test(href)) return none;
  return opensNewWindow(link.linkTarget)
    ? { href, external: true, target: "_blank", rel: "noopener noreferrer" }
    : { href, external: true };
}
