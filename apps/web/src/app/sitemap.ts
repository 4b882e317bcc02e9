import type { MetadataRoute } from "next";
import { listCollections, listProducts } from "@/lib/commerce.server";
import { siteUrl } from "@/lib/config";
import { listContentSlugs } from "@/lib/content/pages.server";
import { sitemapEntries } from "@/modules/content/sitemap-entries";

// Read at request time (the API is not there at build time); the reads themselves are cached.
export const dynamic = "force-dynamic";

const PRODUCT_PAGE_SIZE = 100;
/** A bound on the products listed, so one sitemap stays well under the 50,000-URL limit. */
const MAX_PRODUCTS = 10_000;

async function productHandles(): Promise<{ handle: string; updatedAt?: string }[]> {
  const handles: { handle: string; updatedAt?: string }[] = [];
  for (let offset = 0; offset < MAX_PRODUCTS; offset += PRODUCT_PAGE_SIZE) {
    const { products, count } = await listProducts({ limit: PRODUCT_PAGE_SIZE, offset });
    for (const product of products) {
      if (product.handle) handles.push({ handle: product.handle, updatedAt: product.updated_at });
    }
    if (products.length === 0 || offset + products.length >= count) break;
  }
  return handles;
}

/** One source failing (the content service, say) leaves the others in the sitemap. */
async function orEmpty<T>(what: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    console.error(`sitemap.xml: could not list ${what}.`, error);
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [content, collections, products] = await Promise.all([
    orEmpty("content pages", listContentSlugs()),
    orEmpty("collections", listCollections()),
    orEmpty("products", productHandles()),
  ]);
  return sitemapEntries(siteUrl(), {
    content,
    collectionHandles: collections.flatMap((collection) =>
      collection.handle ? [collection.handle] : [],
    ),
    productHandles: products,
  });
}
