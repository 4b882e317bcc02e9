// Query keys of the regions and settings screens, under the admin factory so signing out clears
// them.
import { adminKeys } from "../query-keys";

export const regionKeys = {
  all: () => [...adminKeys.all, "regions"] as const,
  list: () => [...regionKeys.all(), "list"] as const,
  detail: (id: string) => [...regionKeys.all(), "detail", id] as const,
  shippingOptions: (regionId: string) =>
    [...adminKeys.all, "shipping-options", { region_id: regionId }] as const,
  taxRates: (regionId: string) => [...adminKeys.all, "tax-rates", { region_id: regionId }] as const,
  taxRate: (id: string) => [...adminKeys.all, "tax-rates", "detail", id] as const,
  productTypes: () => [...adminKeys.all, "product-types"] as const,
  productChoices: () => [...adminKeys.all, "products", "tax-rate-choices"] as const,
  /** The store settings, which also name the currencies and providers a region may use. */
  store: () => [...adminKeys.all, "store"] as const,
};
