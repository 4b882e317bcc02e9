// Admin shipping options (contract medusa-v1 §12.1, §13).

/** Default page size of the list route (§12.1). */
export const SHIPPING_OPTIONS_DEFAULT_LIMIT = 50;

/** Shipping option `price_type` and requirement `type` (§13). Atelier prices flat rates only. */
export const SHIPPING_PRICE_TYPES = ["flat_rate", "calculated"] as const;
export const REQUIREMENT_TYPES = ["min_subtotal", "max_subtotal"] as const;
