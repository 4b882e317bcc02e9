// Paths and page size of the gift cards screens (issue 14: staff issue, adjust and disable cards).

export const GIFT_CARD_PATHS = {
  list: "/admin/gift-cards",
  detail: (id: string) => `/admin/gift-cards/${encodeURIComponent(id)}`,
} as const;

/** Cards on one page of the list. */
export const GIFT_CARDS_PAGE_SIZE = 25;
