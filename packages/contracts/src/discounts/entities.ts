// Discounts and their rules as a cart or order carries them (Medusa v1 §6.5).
import { z } from "zod";
import { Metadata, Timestamp, timestamps } from "../common/fields";

export const DiscountRule = z
  .object({
    ...timestamps,
    id: z.string(),
    type: z.enum(["fixed", "percentage", "free_shipping"]),
    description: z.string().nullable(),
    value: z
      .number()
      .meta({ description: "Minor units for `fixed`, a percentage for `percentage`." }),
    allocation: z.enum(["total", "item"]).nullable(),
    metadata: Metadata,
  })
  .meta({ id: "DiscountRule" });
export type DiscountRule = z.infer<typeof DiscountRule>;

export const Discount = z
  .object({
    ...timestamps,
    id: z.string(),
    code: z.string(),
    is_dynamic: z.boolean(),
    rule_id: z.string(),
    rule: DiscountRule.optional(),
    is_disabled: z.boolean(),
    parent_discount_id: z.string().nullable(),
    starts_at: Timestamp,
    ends_at: Timestamp.nullable(),
    valid_duration: z.string().nullable().meta({ description: "An ISO 8601 duration." }),
    usage_limit: z.number().int().nullable(),
    usage_count: z.number().int(),
    metadata: Metadata,
  })
  .meta({ id: "Discount" });
export type Discount = z.infer<typeof Discount>;

export const DiscountConditionType = z.enum([
  "products",
  "product_types",
  "product_collections",
  "product_tags",
  "customer_groups",
]);
export type DiscountConditionType = z.infer<typeof DiscountConditionType>;

export const DiscountConditionOperator = z.enum(["in", "not_in"]);
export type DiscountConditionOperator = z.infer<typeof DiscountConditionOperator>;

/** A resource a condition names: its id and the name staff know it by. */
export const DiscountConditionResource = z
  .object({
    id: z.string(),
    label: z.string().meta({
      description:
        "The product's or collection's title, the type's or tag's value, the group's name.",
    }),
  })
  .meta({ id: "DiscountConditionResource" });
export type DiscountConditionResource = z.infer<typeof DiscountConditionResource>;

export const DiscountCondition = z
  .object({
    ...timestamps,
    id: z.string(),
    type: DiscountConditionType,
    operator: DiscountConditionOperator,
    discount_rule_id: z.string(),
    metadata: Metadata,
    products: z.array(DiscountConditionResource).optional(),
    product_types: z.array(DiscountConditionResource).optional(),
    product_collections: z.array(DiscountConditionResource).optional(),
    product_tags: z.array(DiscountConditionResource).optional(),
    customer_groups: z.array(DiscountConditionResource).optional(),
  })
  .meta({ id: "DiscountCondition" });
export type DiscountCondition = z.infer<typeof DiscountCondition>;

/** A region as a discount lists it: the row, without its countries and providers. */
export const DiscountRegion = z
  .object({
    ...timestamps,
    deleted_at: Timestamp.nullable(),
    id: z.string(),
    name: z.string(),
    currency_code: z.string(),
    tax_rate: z.number(),
    tax_code: z.string().nullable(),
    gift_cards_taxable: z.boolean(),
    automatic_taxes: z.boolean(),
    tax_provider_id: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "DiscountRegion" });
export type DiscountRegion = z.infer<typeof DiscountRegion>;

/** A discount as the admin routes answer it: with its rule and conditions, regions and parent. */
export const AdminDiscount = Discount.extend({
  deleted_at: Timestamp.nullable(),
  rule: DiscountRule.extend({ conditions: z.array(DiscountCondition) }),
  regions: z.array(DiscountRegion),
  parent_discount: Discount.nullable(),
}).meta({ id: "AdminDiscount" });
export type AdminDiscount = z.infer<typeof AdminDiscount>;

/**
 * What a shopper reads when a code's conditions leave it nothing to apply to: no line of the cart
 * is among its products, types, collections or tags, or the cart's customer is not in its groups.
 */
export const discountConditionsNotMetMessage = (code: string) =>
  `Discount ${code} does not apply to this cart: its conditions are not met`;
