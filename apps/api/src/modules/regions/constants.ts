// Admin regions (contract medusa-v1 §13); the list's default page size is declared with the route.

/**
 * What a fulfillment provider offers (`GET /admin/regions/:id/fulfillment-options`): Atelier's
 * providers are manual, so each offers Medusa's manual fulfillment and its return.
 */
export const MANUAL_FULFILLMENT_OPTIONS = [
  { id: "manual-fulfillment" },
  { id: "manual-fulfillment-return", is_return: true },
];
