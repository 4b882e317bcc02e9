// Issue 11: every indexable page has a meta description. The page's own SEO entry wins; else a
// description derived from what the page shows; else the site settings' default (the root
// layout's). A text is used only when it is long enough to say something, and is cut at a word
// boundary so search results do not truncate it mid-word.
import type { Metadata } from "next";

/** Shorter texts ("Sofas", "TBC") are not descriptions; the next candidate is tried. */
export const MIN_DESCRIPTION_LENGTH = 20;
/** Search results show about this many characters of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

const ELLIPSIS = "…";

/** A candidate as a description: whitespace collapsed, at most 160 characters, or undefined. */
export function descriptionText(text: string | null | undefined): string | undefined {
  const collapsed = (text ?? "").replace(/\s+/g, " ").trim();
  if (collapsed.length < MIN_DESCRIPTION_LENGTH) return undefined;
  if (collapsed.length <= MAX_DESCRIPTION_LENGTH) return collapsed;
  const room = collapsed.slice(0, MAX_DESCRIPTION_LENGTH - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(" ");
  // One very long word: cut it where the room ends rather than leave nothing.
  const cut = lastSpace >= MIN_DESCRIPTION_LENGTH ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

/** The first candidate that makes a description, in the order given. */
export function firstDescription(
  candidates: readonly (string | null | undefined)[],
): string | undefined {
  for (const candidate of candidates) {
    const description = descriptionText(candidate);
    if (description) return description;
  }
  return undefined;
}

/**
 * Next metadata with the description, or with no `description` key at all: Next resolves a key
 * that is present but undefined to "no description" and so drops the layout's default.
 */
export function descriptionMetadata(
  description: string | undefined,
): Pick<Metadata, "description"> {
  return description ? { description } : {};
}

/** A product page: its subtitle, else its description. */
export function productDescription(product: {
  subtitle?: string | null;
  description?: string | null;
}): string | undefined {
  return firstDescription([product.subtitle, product.description]);
}

/** A collection or category page: its own description, else a sentence naming it. */
export function listingDescription(
  name: string | null | undefined,
  description: string | null | undefined,
): string | undefined {
  const named = name?.trim();
  return firstDescription([
    description,
    named ? `Shop ${named} at Atelier: furniture, lighting and objects for the home.` : undefined,
  ]);
}
