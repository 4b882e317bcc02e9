"use client";

// What the product form offers to choose from: the collections, and the currencies a price can be
// given in (the store's currencies from GET /admin/store). Each falls back to the Store API
// (collections, store info) when the Admin route is missing (404).
import { isCommerceError, type Currency, type ProductCollection } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { COLLECTIONS_PAGE_SIZE } from "./constants";
import { catalogueKeys } from "./query-keys";

const isNotFound = (error: unknown) => isCommerceError(error) && error.status === 404;

export function useCollections() {
  const client = useAdminCommerce();
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

/** Lower-case currency codes, the store's default first, then A to Z. */
export function useStoreCurrencies() {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: catalogueKeys.currencies(),
    queryFn: async (): Promise<string[]> => {
      const { store } = await client
        .request<{ store: StoreCurrencies }>("GET", "/admin/store")
        .catch((error: unknown) => {
          if (isNotFound(error)) return client.store.custom.retrieve();
          throw error;
        });
      return currencyCodes(store);
    },
  });
}

type StoreCurrencies = { default_currency_code: string; currencies: Currency[] };

function currencyCodes({ default_currency_code, currencies }: StoreCurrencies): string[] {
  const first = default_currency_code.toLowerCase();
  const codes = currencies.map((currency) => currency.code.toLowerCase()).toSorted();
  return codes.includes(first) ? [first, ...codes.filter((code) => code !== first)] : codes;
}
