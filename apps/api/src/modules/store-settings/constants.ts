// Store settings and currencies (contract medusa-v1 §12.1, §12.3).

/**
 * The feature flags `GET /admin/store` reports (§0 lists Medusa's): what Atelier's API offers.
 * Categories are served; tax-inclusive prices and order editing are not.
 */
export const FEATURE_FLAGS = [
  { key: "sales_channels", value: true },
  { key: "publishable_api_keys", value: true },
  { key: "product_categories", value: true },
  { key: "tax_inclusive_pricing", value: false },
  { key: "order_editing", value: false },
  { key: "analytics", value: false },
] as const;

/** Medusa's optional modules, none installed: stock is kept on the variant (§14). */
export const MODULES = [
  { module: "inventoryService", resolution: false },
  { module: "stockLocationService", resolution: false },
] as const;

/** Taxes are the region's rate, computed by the API itself (Medusa's "system" provider). */
export const TAX_PROVIDERS = [{ id: "system", is_installed: true }] as const;
