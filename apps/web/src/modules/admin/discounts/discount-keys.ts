// Query keys of the discounts screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const discountKeys = {
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...adminKeys.all, "discounts"] as const,
  list: (query: { q?: string; offset: number }) => [...discountKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, "discount", id] as const,
  dynamicCodes: (id: string) => [...adminKeys.all, "discount-codes", id] as const,
  regions: () => [...adminKeys.all, "discount-regions"] as const,
  resourceSearch: (kind: string, q: string) =>
    [...adminKeys.all, "discount-resource-search", kind, q] as const,
};
