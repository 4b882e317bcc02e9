// Shipping options and the methods a cart or order carries (Medusa v1 §6.4, §7.6).
import { z } from "zod";
import { VariantTaxRate } from "../catalogue/entities";
import { ShippingProfile } from "./profile";
import { JsonObject, Metadata, softDeletable, Timestamp } from "../common/fields";

export const ShippingOptionRequirement = z
  .object({
    id: z.string(),
    shipping_option_id: z.string(),
    type: z.enum(["min_subtotal", "max_subtotal"]),
    amount: z.number().int(),
    deleted_at: Timestamp.nullable(),
  })
  .meta({ id: "ShippingOptionRequirement" });
export type ShippingOptionRequirement = z.infer<typeof ShippingOptionRequirement>;

export const ShippingOption = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    region_id: z.string(),
    profile_id: z.string(),
    provider_id: z.string(),
    price_type: z.enum(["flat_rate", "calculated"]),
    amount: z.number().int().nullable(),
    is_return: z.boolean(),
    admin_only: z.boolean(),
    data: JsonObject,
    metadata: Metadata,
    requirements: z.array(ShippingOptionRequirement),
    profile: ShippingProfile.optional(),
    price_incl_tax: z.number().int().optional().meta({ description: "Store listings only." }),
    tax_rates: z.array(VariantTaxRate).optional(),
    tax_amount: z.number().int().optional(),
  })
  .meta({ id: "ShippingOption" });
export type ShippingOption = z.infer<typeof ShippingOption>;

/** A shipping method's tax; a cart's are worked out on each read, so only an order's are rows. */
/** The option a shipping method carries: without its requirements, which are not loaded there. */
export const ShippingMethodOption = ShippingOption.omit({ requirements: true }).meta({
  id: "ShippingMethodOption",
});
export type ShippingMethodOption = z.infer<typeof ShippingMethodOption>;

export const ShippingMethodTaxLine = z
  .object({
    id: z.string().optional().meta({ description: "Absent on a cart's methods." }),
    created_at: Timestamp.optional(),
    updated_at: Timestamp.optional(),
    shipping_method_id: z.string(),
    code: z.string().nullable(),
    name: z.string(),
    rate: z.number(),
    metadata: Metadata.optional(),
  })
  .meta({ id: "ShippingMethodTaxLine" });
export type ShippingMethodTaxLine = z.infer<typeof ShippingMethodTaxLine>;

export const ShippingMethod = z
  .object({
    id: z.string(),
    shipping_option_id: z.string(),
    order_id: z.string().nullable(),
    claim_order_id: z.string().nullable(),
    cart_id: z.string().nullable(),
    swap_id: z.string().nullable(),
    return_id: z.string().nullable(),
    price: z.number().int(),
    data: JsonObject,
    shipping_option: ShippingMethodOption.optional(),
    tax_lines: z.array(ShippingMethodTaxLine).optional(),
    subtotal: z.number().int().optional(),
    total: z.number().int().optional(),
    tax_total: z.number().int().optional(),
    original_total: z.number().int().optional(),
    original_tax_total: z.number().int().optional(),
  })
  .meta({ id: "ShippingMethod" });
export type ShippingMethod = z.infer<typeof ShippingMethod>;
