// The storefront's content reads (issue 5 "Storefront"): the GROQ for each page kind, with its
// cache policy beside it. Published content is cached in Next's data cache for a short while and
// tagged, so a publish can revalidate it at once; preview (Next draft mode) reads drafts uncached.
import "server-only";
import type { QueryParams } from "@sanity/client";
import { cache } from "react";
import type { ContentLink } from "@/modules/content/link";
import type { SeoEntry } from "@/modules/content/seo";
import { isPreview, previewContentClient, publishedContentClient } from "@/modules/preview/preview.server";

/** Content edits show on published pages within this many seconds (or at once by tag). */
export const CONTENT_REVALIDATE_SECONDS = 30;

export const CONTENT_CACHE_TAGS = {
  content: "content",
  document: (type: string, slug: string) => `content:${type}:${slug}`,
  siteSettings: "content:siteSettings",
} as const;

/** The content types that are pages of their own, and the route prefix of each. */
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

/** A link annotation as it arrives from the queries below (its reference joined). */
export type ResolvedLinkMark = ContentLink & { _type: string; _key: string };

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

/** `tags: null` reads uncached (a list that must show a new document at once). */
async function contentFetch<T>(
  query: string,
  params: QueryParams,
  tags: string[] | null,
): Promise<T> {
  const preview = await isPreview();
  const client = preview ? await previewContentClient() : publishedContentClient();
  return client.fetch<T>(
    query,
    params,
    preview || tags === null
      ? { cache: "no-store" }
      : {
          next: {
            revalidate: CONTENT_REVALIDATE_SECONDS,
            tags: [CONTENT_CACHE_TAGS.content, ...tags],
          },
        },
  );
}

/** One page-like document by type and slug, or null (the route turns that into notFound()). */
export const getContentPage = cache(
  async (type: PageType, slug: string): Promise<ContentPage | null> =>
    contentFetch<ContentPage | null>(DOCUMENT_BY_SLUG, { type, slug }, [
      CONTENT_CACHE_TAGS.document(type, slug),
    ]),
);

export interface ContentSlug {
  _type: PageType;
  slug: string;
  _updatedAt?: string;
}

/**
 * Every published page, showroom and served area (for sitemap.xml). Read uncached: the sitemap
 * is fetched rarely, and a page published a moment ago belongs in it.
 */
export const listContentSlugs = cache(
  async (): Promise<ContentSlug[]> =>
    contentFetch<ContentSlug[]>(PAGE_SLUGS, { types: [...PAGE_TYPES] }, null),
);

/** The site-wide structured data (the Organization) from the site settings document. */
export const getSiteSchema = cache(
  async (): Promise<unknown> =>
    contentFetch<unknown>(`*[_type == "siteSettings"][0].seoSchema`, {}, [
      CONTENT_CACHE_TAGS.siteSettings,
    ]),
);
