// Paths and page sizes of the sales channels screens (issue 15: which products each storefront
// sells).

export const SALES_CHANNEL_PATHS = {
  list: "/admin/sales-channels",
  detail: (id: string) => `/admin/sales-channels/${encodeURIComponent(id)}`,
} as const;

/** Channels on one page of the list. */
export const SALES_CHANNELS_PAGE_SIZE = 25;

/** A channel's products on one page. */
export const CHANNEL_PRODUCTS_PAGE_SIZE = 25;

/** Products offered at once when staff search for ones to add to a channel. */
export const PRODUCT_SEARCH_LIMIT = 10;
