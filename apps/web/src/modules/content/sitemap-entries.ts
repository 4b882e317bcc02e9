// sitemap.xml's entries (issue 5): the home page, content pages, showrooms, served areas, the
// shop, collections and products, as absolute addresses under the site's public URL. Addresses
// that are not to be indexed (a content page whose slug is /thank-you, say) are left out.
import type { MetadataRoute } from "next";
import { isIndexablePath } from "@/modules/seo/indexing";
import { internalPath } from "./link";

export interface SitemapSources {
  content: { _type: string; slug: string; _updatedAt?: string }[];
  collectionHandles: string[];
  productHandles: { handle: string; updatedAt?: string }[];
}

export function sitemapEntries(siteUrl: string, sources: SitemapSources): MetadataRoute.Sitemap {
  const base = siteUrl.replace(/\/$/, "");
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  const add = (path: string, lastModified?: string) => {
    const url = `${base}${path}`;
    if (seen.has(url) || !isIndexablePath(path)) return;
    seen.add(url);
    entries.push(lastModified ? { url, lastModified } : { url });
  };

  add("/");
  for (const document of sources.content) {
    add(internalPath(document._type, document.slug), document._updatedAt);
  }
  add("/shop");
  for (const handle of sources.collectionHandles) {
    add(`/collections/${encodeURIComponent(handle)}`);
  }
  for (const product of sources.productHandles) {
    add(`/products/${encodeURIComponent(product.handle)}`, product.updatedAt);
  }
  return entries;
}
