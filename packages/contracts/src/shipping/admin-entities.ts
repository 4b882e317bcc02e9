// Shipping options as the Admin API answers them (Medusa v1 §7.6, §12.1): the stored option with
// its live requirements, its region's own columns and its shipping profile, unpriced.
import { z } from "zod";
import { Region } from "../regions/entities";
import { ShippingOption } from "./entities";

/** A region's own columns, without the relations the regions routes load. */
export const AdminShippingOptionRegion = Region.omit({
  countries: true,
  payment_providers: true,
  fulfillment_providers: true,
  currency: true,
}).meta({ id: "AdminShippingOptionRegion" });

export const AdminShippingOption = ShippingOption.omit({
  price_incl_tax: true,
  tax_rates: true,
  tax_amount: true,
})
  .extend({
    region: AdminShippingOptionRegion.nullable(),
  })
  .meta({ id: "AdminShippingOption" });
export type AdminShippingOption = z.infer<typeof AdminShippingOption>;
