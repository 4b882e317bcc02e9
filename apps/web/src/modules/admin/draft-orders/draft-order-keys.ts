// Query keys of the draft orders screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const draftOrderKeys = {
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...adminKeys.all, "draft-orders"] as const,
  list: (query: { q?: string; offset: number }) => [...draftOrderKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, "draft-order", id] as const,
  customerSearch: (q: string) => [...adminKeys.all, "draft-customer-search", q] as const,
  /** A chosen customer with their saved addresses. */
  customer: (id: string) => [...adminKeys.all, "draft-customer", id] as const,
  variantSearch: (q: string) => [...adminKeys.all, "draft-variant-search", q] as const,
  regions: () => [...adminKeys.all, "draft-regions"] as const,
  shippingOptions: (regionId: string) =>
    [...adminKeys.all, "draft-shipping-options", regionId] as const,
};
