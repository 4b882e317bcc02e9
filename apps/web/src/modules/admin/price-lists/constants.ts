// Paths, page sizes and labels of the price lists screens (issue 14; contract medusa-v1 §12.1,
// §13: a sale list shows the variant's price struck through, an override list replaces it).
import type { PriceListStatus, PriceListType } from "@atelier/commerce-client";

export const PRICE_LIST_PATHS = {
  list: "/admin/price-lists",
  create: "/admin/price-lists/new",
  detail: (id: string) => `/admin/price-lists/${encodeURIComponent(id)}`,
} as const;

/** Price lists on one page of the list. */
export const PRICE_LISTS_PAGE_SIZE = 25;

/** Products (with every price of theirs in the list) on one page of a list's prices. */
export const PRICE_LIST_PRODUCTS_PAGE_SIZE = 20;

/** The most customer groups the form offers to tick (the API's largest page). */
export const GROUP_CHOICES_LIMIT = 200;

export const PRICE_LIST_TYPE_LABELS: Record<PriceListType, string> = {
  sale: "Sale",
  override: "Override",
};

export const PRICE_LIST_STATUS_LABELS: Record<PriceListStatus, string> = {
  active: "Active",
  draft: "Draft",
};
