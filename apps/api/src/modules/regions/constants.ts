// Admin regions (contract medusa-v1 §12.1, §13).

/** Default page size of the list route (§12.1). */
export const REGIONS_DEFAULT_LIMIT = 50;

/**
 * What a fulfillment provider offers (`GET /admin/regions/:id/fulfillment-options`): Atelier's
 * providers are manual, so each offers Medusa's manual fulfillment and its return.
 */
export const MANUAL_FULFILLMENT_OPTIONS = [
  { id: "manual-fulfillment" },
  { id: "manual-fulfillment-return", is_return: true },
];
