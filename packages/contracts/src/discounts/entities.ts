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
