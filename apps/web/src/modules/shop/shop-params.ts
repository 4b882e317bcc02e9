// The shop's URL state: /shop?q=lamp&collection=lighting&category=chairs&sort=price-asc&page=2.
// Parsed once at the page edge; everything below works with ShopParams.

export const PRODUCTS_PER_PAGE = 12;

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest", order: "-created_at" },
  { value: "price-asc", label: "Price: low to high", order: "price" },
  { value: "price-desc", label: "Price: high to low", order: "-price" },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export const DEFAULT_SORT: SortValue = "newest";

/** Longest search text sent to the API; longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 100;

export interface ShopParams {
  q: string;
  /** Collection handle. */
  collection: string;
  /** Category handle. */
  category: string;
  sort: SortValue;
  page: number;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

function isSortValue(value: string): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export function parseShopParams(searchParams: SearchParamsRecord): ShopParams {
  const sort = first(searchParams.sort);
  const page = Number.parseInt(first(searchParams.page), 10);
  return {
    q: first(searchParams.q).slice(0, MAX_SEARCH_LENGTH),
    collection: first(searchParams.collection),
    category: first(searchParams.category),
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** A collection or category page lists by sort and page only: its filter is in the path. */
export function listingParams(params: ShopParams): ShopParams {
  return { ...params, q: "", collection: "", category: "" };
}

export function sortOrder(sort: SortValue): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.order ?? SORT_OPTIONS[0].order;
}

/**
 * The URL for the same listing with some parameters changed. Defaults are left out so each
 * listing has one canonical address, and any change other than the page goes back to page 1.
 */
export function shopHref(
  basePath: string,
  current: ShopParams,
  changes: Partial<ShopParams>,
): string {
  const next: ShopParams = { ...current, page: 1, ...changes };
  const query = new URLSearchParams();
  if (next.q) query.set("q", next.q);
  if (next.collection) query.set("collection", next.collection);
  if (next.category) query.set("category", next.category);
  if (next.sort !== DEFAULT_SORT) query.set("sort", next.sort);
  if (next.page > 1) query.set("page", String(next.page));
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}
