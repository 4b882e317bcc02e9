// Paths and sizes of the discounts screens (issue 14: staff run a sale).

export const DISCOUNT_PATHS = {
  list: "/admin/discounts",
  create: "/admin/discounts/new",
  detail: (id: string) => `/admin/discounts/${encodeURIComponent(id)}`,
} as const;

/** Discounts on one page of the list. */
export const DISCOUNTS_PAGE_SIZE = 25;

/** Resources offered at once when staff search for a condition's products, collections or groups. */
export const CONDITION_SEARCH_LIMIT = 8;

/** Codes of a dynamic discount listed on its page. */
export const DYNAMIC_CODES_LIMIT = 100;
