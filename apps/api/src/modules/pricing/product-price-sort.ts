// Sorting products by price is our extension of Medusa v1 (which cannot sort by price): the
// shop's "sort by price" needs it. The sort key is the lowest price any live variant of the
// product sells for, at quantity one, in the region or currency asked for: the "from" price
// the shop shows, chosen by the same rules as `selectVariantPricing`.
import { and, eq, gte, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, productVariants } from "../catalogue/tables";
import { moneyAmounts, priceLists } from "./tables";
import { isLiveMoneyAmount, type PriceContext } from "./variant-prices";

/** A scalar subquery over the outer `product` row; null when the product has no price here. */
export function lowestProductPrice(db: Database, context: PriceContext): SQL {
  const appliesHere = or(
    context.regionId === undefined ? undefined : eq(moneyAmounts.region_id, context.regionId),
    context.currencyCode === undefined
      ? undefined
      : and(isNull(moneyAmounts.region_id), eq(moneyAmounts.currency_code, context.currencyCode)),
  );
  const lowest = db
    .select({ amount: min(moneyAmounts.amount) })
    .from(moneyAmounts)
    .innerJoin(productVariants, eq(productVariants.id, moneyAmounts.variant_id))
    .leftJoin(priceLists, eq(priceLists.id, moneyAmounts.price_list_id))
    .where(
      and(
        eq(productVariants.product_id, products.id),
        isNull(productVariants.deleted_at),
        isNull(moneyAmounts.deleted_at),
        appliesHere,
        or(isNull(moneyAmounts.min_quantity), lte(moneyAmounts.min_quantity, 1)),
        or(isNull(moneyAmounts.max_quantity), gte(moneyAmounts.max_quantity, 1)),
        isLiveMoneyAmount({ priceListIds: context.priceListIds }),
      ),
    );
  return sql`(${lowest})`;
}
