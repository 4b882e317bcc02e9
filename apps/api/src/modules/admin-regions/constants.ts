// Admin regions, shipping options and currencies (contract medusa-v1 §12.1, §13).

/** Default page sizes of the list routes (§12.1). */
export const REGIONS_DEFAULT_LIMIT = 50;
export const SHIPPING_OPTIONS_DEFAULT_LIMIT = 50;
export const CURRENCIES_DEFAULT_LIMIT = 20;

/** Shipping option `price_type` and requirement `type` (§13). Atelier prices flat rates only. */
export const SHIPPING_PRICE_TYPES = ["flat_rate", "calculated"] as const;
export const REQUIREMENT_TYPES = ["min_subtotal", "max_subtotal"] as const;

/**
 * What a fulfillment provider offers (`GET /admin/regions/:id/fulfillment-options`): Atelier's
 * providers are manual, so each offers Medusa's manual fulfillment and its return.
 */
export const MANUAL_FULFILLMENT_OPTIONS = [
  { id: "manual-fulfillment" },
  { id: "manual-fulfillment-return", is_return: true },
];
