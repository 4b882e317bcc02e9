// Shipping options as the Admin API answers them (Medusa v1 §7.6, §12.1): the stored option with
// its live requirements and its region's own columns, unpriced and without a profile.
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
  profile: true,
  price_incl_tax: true,
  tax_rates: true,
  tax_amount: true,
})
  .extend({
    profile_id: z
      .string()
      .nullable()
      .meta({ description: "Atelier has one shipping profile, so an option names none." }),
    region: AdminShippingOptionRegion.nullable(),
  })
  .meta({ id: "AdminShippingOption" });
export type AdminShippingOption = z.infer<typeof AdminShippingOption>;
