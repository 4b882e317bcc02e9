// The storefront's content reads (issue 5 "Storefront"): the GROQ for each page kind beside its
// read. Content is read fresh on every render (deduplicated within one render by React's
// cache()): the content API answers from memory in about a millisecond, and "saving publishes"
// means the next page load shows a staff edit, which Next's data cache would serve stale (it
// answers with the old entry once after it expires, and keeps it on disk across builds). Preview
// (Next draft mode) reads drafts with the preview module's staff client.
import "server-only";
import type { QueryParams } from "@sanity/client";
import { cache } from "react";
import type { SeoEntry } from "@/modules/content/seo";
import {
  isPreview,
  previewContentClient,
  publishedContentClient,
} from "@/modules/preview/preview.server";

/** The content types that are pages of their own (/{slug}, /locations/{slug}, /locations-we-serve/{slug}). */
export const PAGE_TYPES = ["page", "locations", "locationsWeServe"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A Portable Text block or object of a body, with link annotations' references joined. */
export type BodyBlock = { _type: string; _key?: string; [field: string]: unknown };

export interface ContentPage {
  _id: string;
  _type: PageType;
  _updatedAt?: string;
  title?: string | null;
  slug: string;
  seo?: SeoEntry[] | null;
  seoSchema?: unknown;
  body?: BodyBlock[] | null;
  /** Any other fields of the document (a showroom's address, hours, ...). */
  [field: string]: unknown;
}

/**
 * The body with every link annotation's reference joined to its type and slug, which is all
 * spec §2's link table needs; images keep their asset reference for @sanity/image-url.
 */
const BODY_PROJECTION = `body[]{
  ...,
  markDefs[]{
    ...,
    defined(internalLink) => {"internalLink": internalLink->{_type, "slug": slug.current}}
  }
}`;

const PAGE_PROJECTION = `{
  ...,
  "slug": slug.current,
  ${BODY_PROJECTION}
}`;

const DOCUMENT_BY_SLUG = `*[_type == $type && slug.current == $slug][0]${PAGE_PROJECTION}`;

const PAGE_SLUGS = `*[_type in $types && defined(slug.current)]{_type, "slug": slug.current, _updatedAt}`;

async function contentFetch<T>(query: string, params: QueryParams): Promise<T> {
  const client = (await isPreview()) ? await previewContentClient() : publishedContentClient();
  return client.fetch<T>(query, params, { cache: "no-store" });
}

/** One page-like document by type and slug, or null (the route turns that into notFound()). */
export const getContentPage = cache(
  async (type: PageType, slug: string): Promise<ContentPage | null> =>
    contentFetch<ContentPage | null>(DOCUMENT_BY_SLUG, { type, slug }),
);

export interface ContentSlug {
  _type: PageType;
  slug: string;
  _updatedAt?: string;
}

/** Every published page, showroom and served area (for sitemap.xml). */
export const listContentSlugs = cache(async (): Promise<ContentSlug[]> =>
  contentFetch<ContentSlug[]>(PAGE_SLUGS, { types: [...PAGE_TYPES] }),
);

/** The site-wide structured data (the Organization) from the site settings document. */
export const getSiteSchema = cache(async (): Promise<unknown> =>
  contentFetch<unknown>(`*[_type == "siteSettings"][0].seoSchema`, {}),
);

/** The site settings' default SEO entries (the title and description of pages without their own). */
export const getSiteSeo = cache(async (): Promise<SeoEntry[]> => {
  const seo = await contentFetch<SeoEntry[] | null>(`*[_type == "siteSettings"][0].seo`, {});
  return seo ?? [];
});

/** A showroom whose stock is a commerce stock location (issue 15). */
export interface LinkedShowroom {
  name: string;
  slug: string;
  stockLocationId: string;
}

const LINKED_SHOWROOMS = `*[_type == "locations" && defined(slug.current) && defined(stockLocationId)] | order(name asc){name, "slug": slug.current, stockLocationId}`;

/** The showrooms linked to a stock location, for the product page's "On display at" lines. */
export const listLinkedShowrooms = cache(async (): Promise<LinkedShowroom[]> =>
  contentFetch<LinkedShowroom[]>(LINKED_SHOWROOMS, {}),
);
