"use client";

// What the product form offers to choose from: the collections, and the currencies a price can be
// given in (the store's currencies from GET /admin/store, else those of the shop's regions). Each
// falls back to the Store API when the Admin route is missing (404).
import { isCommerceError, type Currency, type ProductCollection } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useCommerce } from "@/modules/commerce";
import { COLLECTIONS_PAGE_SIZE } from "./constants";
import { catalogueKeys } from "./query-keys";

const isNotFound = (error: unknown) => isCommerceError(error) && error.status === 404;

export function useCollections() {
  const client = useCommerce();
  return useQuery({
    queryKey: catalogueKeys.collections(),
    queryFn: async (): Promise<ProductCollection[]> => {
      const query = { limit: COLLECTIONS_PAGE_SIZE };
      // The Store lists the same collections, for an API without the admin route.
      const { collections } = await client.admin.collections.list(query).catch((error: unknown) => {
        if (isNotFound(error)) return client.store.collections.list(query);
        throw error;
      });
      return collections.toSorted((a, b) => a.title.localeCompare(b.title, "en"));
    },
  });
}

/** Lower-case currency codes, the store's default first. */
export function useStoreCurrencies() {
  const client = useCommerce();
  return useQuery({
    queryKey: catalogueKeys.currencies(),
    queryFn: async (): Promise<string[]> => {
      try {
        const { store } = await client.request<{
          store: { default_currency_code: string; currencies: Currency[] };
        }>("GET", "/admin/store");
        const codes = store.currencies.map((currency) => currency.code.toLowerCase());
        const first = store.default_currency_code.toLowerCase();
        return [...new Set([first, ...codes].filter((code) => codes.includes(code)))];
      } catch (error) {
        if (!isNotFound(error)) throw error;
        const { regions } = await client.store.regions.list();
        return [...new Set(regions.map((region) => region.currency_code.toLowerCase()))];
      }
    },
  });
}
