// Spec §3, §9: the browser-storage keys, one list for the whole app.
export const STORAGE_KEYS = {
  cartId: "atelier_cart_id",
  /** `{ regionId, countryCode }` as JSON. */
  region: "atelier_region",
  selectedCurrency: "atelier_selected_currency",
  /**
   * Who holds this browser's session and when it ends, `{ expiresAt, customer, staff }` as JSON
   * (docs/adr/0006). Not a secret: the session itself is the API's HTTP-only cookie.
   */
  session: "atelier_session",
} as const;

/** Cookies mirror the region so server-rendered pages can price for the shopper's region. */
export const COOKIE_KEYS = {
  regionId: "atelier_region_id",
  countryCode: "atelier_country_code",
} as const;

export const DEFAULT_CURRENCY = "usd";
export const DEFAULT_COUNTRY_CODE = "us";
