// The web server's one door to the commerce API: every catalogue read the pages make, each with
// its cache policy beside it. Calls throw the client's typed CommerceError when the API fails
// (the route's error boundary shows it); a handle that matches nothing is `null`, and the page
// turns that into notFound().
import "server-only";
import {
  createCommerceClient,
  type Product,
  type ProductCategory,
  type ProductCollection,
  type ProductListQuery,
  type VariantLocationAvailability,
  type LocationProduct,
  type Region,
  type StoreInfo,
} from "@atelier/commerce-client";
import { cache } from "react";
import { COMMERCE_MAX_RETRIES } from "@/modules/commerce/constants";
import { runtimeConfig, serverApiUrl } from "./config";

/**
 * Catalogue reads go through Next's data cache for 30 s and carry tags so that a later staff
 * edit can revalidate them at once. Prices are cached too: the region id is part of the URL, so
 * each region has its own entries, and a price change shows within 30 s.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 30;

export const CACHE_TAGS = {
  store: "store",
  regions: "regions",
  collections: "collections",
  categories: "categories",
  products: "products",
  product: (handle: string) => `product:${handle}`,
  /** What each stock location holds: the showroom lines and pages (issue 15). */
  stock: "stock",
} as const;

/** Collections and categories are few; one page holds them all. */
const TAXONOMY_PAGE_SIZE = 100;

function storeApi(tags: string[]) {
  return createCommerceClient({
    baseUrl: serverApiUrl(),
    publishableApiKey: runtimeConfig().publishableApiKey,
    maxRetries: COMMERCE_MAX_RETRIES,
    fetch: (input, init) =>
      fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags } }),
  }).store;
}

export const getStoreInfo = cache(async (): Promise<StoreInfo> => {
  const { store } = await storeApi([CACHE_TAGS.store]).custom.retrieve();
  return store;
});

export const listRegions = cache(async (): Promise<Region[]> => {
  const { regions } = await storeApi([CACHE_TAGS.regions]).regions.list();
  return regions;
});

/** Sorted by title: collections have no rank, and menus must keep one order. */
export const listCollections = cache(async (): Promise<ProductCollection[]> => {
  const { collections } = await storeApi([CACHE_TAGS.collections]).collections.list({
    limit: TAXONOMY_PAGE_SIZE,
  });
  return collections.toSorted((a, b) => a.title.localeCompare(b.title, "en"));
});

export const getCollectionByHandle = cache(
  async (handle: string): Promise<ProductCollection | null> => {
    const { collections } = await storeApi([CACHE_TAGS.collections]).collections.list({
      handle: [handle],
      limit: 1,
    });
    return collections[0] ?? null;
  },
);

/** The top-level categories, each with its whole subtree in `category_children`. */
export const listCategoryTree = cache(async (): Promise<ProductCategory[]> => {
  const { product_categories } = await storeApi([CACHE_TAGS.categories]).productCategories.list({
    parent_category_id: "null",
    include_descendants_tree: true,
    limit: TAXONOMY_PAGE_SIZE,
  });
  return product_categories;
});

export interface ProductListing {
  products: Product[];
  /** All matches, before paging. */
  count: number;
}

export async function listProducts(query: ProductListQuery): Promise<ProductListing> {
  const { products, count } = await storeApi([CACHE_TAGS.products]).products.list(query);
  return { products, count };
}

/** The store API has no get-by-handle route: a list filtered by handle stands in (contract §7.1). */
export const getProductByHandle = cache(
  async (handle: string, regionId: string): Promise<Product | null> => {
    const { products } = await storeApi([
      CACHE_TAGS.products,
      CACHE_TAGS.product(handle),
    ]).products.list({
      handle,
      region_id: regionId,
      limit: 1,
    });
    return products[0] ?? null;
  },
);

/**
 * What each stock location serving the shop's channel has available of each of the product's
 * variants (issue 15, the product page's showroom lines); cached like the product itself.
 */
export const getProductAvailability = cache(
  async (productId: string, handle: string): Promise<VariantLocationAvailability[]> => {
    const { locations } = await storeApi([
      CACHE_TAGS.stock,
      CACHE_TAGS.product(handle),
    ]).products.availability(productId);
    return locations;
  },
);

/** The products with units available at a stock location (a showroom page's "On display here"). */
export const listLocationProducts = cache(
  async (locationId: string): Promise<LocationProduct[]> => {
    const { products } = await storeApi([CACHE_TAGS.stock]).stockLocations.products(locationId);
    return products;
  },
);
