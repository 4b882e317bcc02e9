// Price lists: sale and override prices for customer groups (Medusa v1 §12.1).
import { z } from "zod";
import { MoneyAmount, ProductBase, ProductVariantBase } from "../catalogue/entities";
import { softDeletable, Timestamp } from "../common/fields";
import { CustomerGroup } from "../customers/admin-entities";

export const PriceListType = z.enum(["sale", "override"]);
export type PriceListType = z.infer<typeof PriceListType>;
export const PriceListStatus = z.enum(["active", "draft"]);
export type PriceListStatus = z.infer<typeof PriceListStatus>;

/** A price list with its prices (oldest first) and its live customer groups (by name). */
export const PriceList = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: PriceListType,
    status: PriceListStatus,
    starts_at: Timestamp.nullable(),
    ends_at: Timestamp.nullable(),
    customer_groups: z.array(CustomerGroup),
    prices: z.array(MoneyAmount),
  })
  .meta({ id: "PriceList" });
export type PriceList = z.infer<typeof PriceList>;

/** A product a price list prices: its own columns and live variants, each with the list's prices. */
export const PriceListProduct = ProductBase.extend({
  variants: z.array(ProductVariantBase.extend({ prices: z.array(MoneyAmount) })),
}).meta({ id: "PriceListProduct" });
export type PriceListProduct = z.infer<typeof PriceListProduct>;

/** What deleting prices from a list answers: the ids of the prices that went. */
export const PriceListPricesDeleted = z
  .object({ ids: z.array(z.string()), object: z.literal("money-amount"), deleted: z.literal(true) })
  .meta({ id: "PriceListPricesDeleted" });
export type PriceListPricesDeleted = z.infer<typeof PriceListPricesDeleted>;
