// Tax rates (Medusa v1 `TaxRate`, contract medusa-v1 §12): a region's named rate and what it
// overrides the region's default rate for. Routes answer the columns `fields` asks for (by
// default id, rate, code, name, region_id and the times), and the relations `expand` names.
import { z } from "zod";
import { AdminProductType } from "../catalogue/admin-entities";
import { ProductBase } from "../catalogue/entities";
import { Metadata, Timestamp } from "../common/fields";
import { Region } from "../regions/entities";
import { ShippingOption } from "../shipping/entities";

/** The columns a tax rate answer may carry; `fields` picks among them. */
export const TAX_RATE_FIELDS = [
  "id",
  "rate",
  "code",
  "name",
  "region_id",
  "metadata",
  "created_at",
  "updated_at",
  "product_count",
  "product_type_count",
  "shipping_option_count",
] as const;
export type TaxRateField = (typeof TAX_RATE_FIELDS)[number];

/** What Medusa answers when neither `fields` nor `expand` is given. */
export const DEFAULT_TAX_RATE_FIELDS: readonly TaxRateField[] = [
  "id",
  "rate",
  "code",
  "name",
  "region_id",
  "created_at",
  "updated_at",
];

/** The relations `expand` may name. */
export const TAX_RATE_RELATIONS = [
  "products",
  "product_types",
  "shipping_options",
  "region",
] as const;
export type TaxRateRelation = (typeof TAX_RATE_RELATIONS)[number];

/** A region's own columns, as a tax rate's `region` relation loads it. */
export const TaxRateRegion = Region.omit({
  countries: true,
  payment_providers: true,
  fulfillment_providers: true,
  currency: true,
}).meta({ id: "TaxRateRegion" });

/** A shipping option's own columns, as a tax rate's `shipping_options` relation loads them. */
export const TaxRateShippingOption = ShippingOption.omit({
  requirements: true,
  profile: true,
  price_incl_tax: true,
  tax_rates: true,
  tax_amount: true,
})
  .extend({ profile_id: z.string().nullable() })
  .meta({ id: "TaxRateShippingOption" });

export const TaxRate = z
  .object({
    id: z.string(),
    rate: z.number().nullable().optional().meta({ description: "A percentage: 25 means 25 %." }),
    code: z.string().optional(),
    name: z.string().optional(),
    region_id: z.string().optional(),
    metadata: Metadata.optional(),
    created_at: Timestamp.optional(),
    updated_at: Timestamp.optional(),
    product_count: z.number().int().optional(),
    product_type_count: z.number().int().optional(),
    shipping_option_count: z.number().int().optional(),
    region: TaxRateRegion.optional(),
    products: z.array(ProductBase).optional(),
    product_types: z.array(AdminProductType).optional(),
    shipping_options: z.array(TaxRateShippingOption).optional(),
  })
  .meta({ id: "TaxRate" });
export type TaxRate = z.infer<typeof TaxRate>;
