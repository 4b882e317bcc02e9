// Query keys of the sales channels screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const salesChannelKeys = {
  all: () => [...adminKeys.all, "sales-channels"] as const,
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...salesChannelKeys.all(), "list"] as const,
  list: (query: { q?: string; offset: number }) => [...salesChannelKeys.lists(), query] as const,
  detail: (id: string) => [...salesChannelKeys.all(), "detail", id] as const,
  /** Every page of a channel's products. */
  products: (id: string) => [...salesChannelKeys.all(), "products", id] as const,
  productPage: (id: string, offset: number) =>
    [...salesChannelKeys.products(id), { offset }] as const,
  productSearch: (id: string, q: string) =>
    [...salesChannelKeys.all(), "product-search", id, q] as const,
  /** Every channel at once, as a key's page offers them. */
  choices: () => [...salesChannelKeys.all(), "choices"] as const,
  /** The store's default channel (the one that cannot be deleted). */
  defaultChannel: () => [...salesChannelKeys.all(), "default"] as const,
};
