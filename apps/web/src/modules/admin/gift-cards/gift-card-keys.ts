// Query keys of the gift cards screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const giftCardKeys = {
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...adminKeys.all, "gift-cards"] as const,
  list: (query: { q?: string; offset: number }) => [...giftCardKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, "gift-card", id] as const,
  regions: () => [...adminKeys.all, "gift-card-regions"] as const,
};
