// Query keys of the price lists screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const priceListKeys = {
  all: () => [...adminKeys.all, "price-lists"] as const,
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...priceListKeys.all(), "list"] as const,
  list: (query: { q?: string; offset: number; status: string }) =>
    [...priceListKeys.lists(), query] as const,
  detail: (id: string) => [...priceListKeys.all(), "detail", id] as const,
  /** Every page of the products a list prices. */
  products: (id: string) => [...priceListKeys.all(), "products", id] as const,
  productPage: (id: string, offset: number) => [...priceListKeys.products(id), { offset }] as const,
};
