// Spec §2 "Page shell": each SEO entry of a content document becomes the page title (key
// `page-title`), a <link> (it has an href) or a <meta>. The title, the description and the
// canonical link go through Next's metadata (so they replace the layout's defaults instead of
// doubling them); every other entry is rendered as its own tag. A non-empty seoSchema becomes
// JSON-LD.
import type { Metadata } from "next";

/** One SEO entry as the seed model stores it. */
export interface SeoEntry {
  _key?: string;
  key?: string | null;
  content?: string | null;
  href?: string | null;
  rel?: string | null;
}

export const PAGE_TITLE_KEY = "page-title";

export type SeoTag =
  | { kind: "title"; key: string; content: string }
  | { kind: "link"; key: string; rel: string; href: string }
  | { kind: "meta"; key: string; attribute: "name" | "property"; name: string; content: string };

/** Open Graph and similar vocabularies use `property`, everything else `name`. */
const PROPERTY_PREFIXES = [
  "og:",
  "article:",
  "product:",
  "fb:",
  "profile:",
  "book:",
  "music:",
  "video:",
];

/** Each usable entry as the one tag it becomes; entries with nothing to say are dropped. */
export function seoTags(entries: readonly SeoEntry[] | null | undefined): SeoTag[] {
  const tags: SeoTag[] = [];
  for (const [index, entry] of (entries ?? []).entries()) {
    const name = entry.key?.trim();
    const key = entry._key ?? `${name ?? "entry"}-${index}`;
    if (name === PAGE_TITLE_KEY) {
      const content = entry.content?.trim();
      if (content) tags.push({ kind: "title", key, content });
      continue;
    }
    const href = entry.href?.trim();
    if (href) {
      const rel = entry.rel?.trim() || name;
      if (rel) tags.push({ kind: "link", key, rel, href });
      continue;
    }
    const content = entry.content;
    if (!name || content == null) continue;
    const attribute = PROPERTY_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix))
      ? "property"
      : "name";
    tags.push({ kind: "meta", key, attribute, name, content });
  }
  return tags;
}

/** Which of Next's metadata fields a tag fills: the title, the description or the canonical link. */
function metadataField(tag: SeoTag): "title" | "description" | "canonical" | null {
  if (tag.kind === "title") return "title";
  if (tag.kind === "meta" && tag.attribute === "name" && tag.name === "description") {
    return "description";
  }
  if (tag.kind === "link" && tag.rel === "canonical") return "canonical";
  return null;
}

/** Splits the tags: the first of each metadata field goes to Next, the rest render as tags. */
function splitTags(entries: readonly SeoEntry[] | null | undefined) {
  const metadata = new Map<"title" | "description" | "canonical", SeoTag>();
  const head: SeoTag[] = [];
  for (const tag of seoTags(entries)) {
    const field = metadataField(tag);
    if (field && !metadata.has(field)) metadata.set(field, tag);
    // A second title cannot be a second <title>; it is dropped.
    else if (tag.kind !== "title") head.push(tag);
  }
  return { metadata, head };
}

export function seoMetadata(entries: readonly SeoEntry[] | null | undefined): Metadata {
  const { metadata: fields } = splitTags(entries);
  const metadata: Metadata = {};
  const title = fields.get("title");
  const description = fields.get("description");
  const canonical = fields.get("canonical");
  // The CMS title is the whole title: the layout's "| Atelier" template does not apply.
  if (title?.kind === "title") metadata.title = { absolute: title.content };
  if (description?.kind === "meta") metadata.description = description.content;
  if (canonical?.kind === "link") metadata.alternates = { canonical: canonical.href };
  return metadata;
}

/** The tags the page renders itself (React places <meta> and <link> in the document head). */
export function seoHeadTags(entries: readonly SeoEntry[] | null | undefined): SeoTag[] {
  return splitTags(entries).head;
}

/**
 * A seoSchema as the text of a JSON-LD script: an object or array, or JSON text of one. Empty
 * values (null, "", {}, []) and text that is not JSON give null, so no script is emitted. `<`,
 * `>`, `&` and the JavaScript line separators are escaped, so the text cannot close the script.
 */
export function jsonLdText(schema: unknown): string | null {
  let value = schema;
  if (typeof value === "string") {
    if (!value.trim()) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0) return null;
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
