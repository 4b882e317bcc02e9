// Paths of the draft orders screens (issue 13: orders staff take on the customer's behalf).

export const DRAFT_ORDER_PATHS = {
  list: "/admin/draft-orders",
  create: "/admin/draft-orders/new",
  detail: (id: string) => `/admin/draft-orders/${encodeURIComponent(id)}`,
} as const;

/** Drafts on one page of the list. */
export const DRAFT_ORDERS_PAGE_SIZE = 25;

/** Products offered at once when staff search the catalogue for a line. */
export const VARIANT_SEARCH_LIMIT = 8;

/** Customers offered at once when staff search for the draft's customer. */
export const CUSTOMER_SEARCH_LIMIT = 5;
