// Paths and page size of the locations and stock screens (issue 15: staff keep stock at several
// places, the warehouse and the showrooms, and move it between them).

export const LOCATION_PATHS = {
  list: "/admin/locations",
  detail: (id: string) => `/admin/locations/${encodeURIComponent(id)}`,
} as const;

/** Stock levels on one page of a location's screen. */
export const STOCK_PAGE_SIZE = 25;
