// Query keys of the catalogue screens (one factory per resource, under the admin keys).
import { adminKeys } from "../query-keys";

export interface ProductListKey {
  q?: string;
  status?: string;
  offset: number;
}

export const productKeys = {
  all: () => [...adminKeys.all, "products"] as const,
  list: (query: ProductListKey) => [...productKeys.all(), "list", query] as const,
  detail: (id: string) => [...productKeys.all(), "detail", id] as const,
};

export const catalogueKeys = {
  collections: () => [...adminKeys.all, "collections"] as const,
  currencies: () => [...adminKeys.all, "store-currencies"] as const,
};
