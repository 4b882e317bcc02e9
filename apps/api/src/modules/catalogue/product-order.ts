// `order` on the product list: a product column, `-` prefixed for descending (Medusa v1 §4),
// plus `price` / `-price` (our extension, see modules/pricing/product-price-sort) which needs a
// region, currency or cart to know which prices to compare.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "./tables";
import { invalidData } from "../../http/errors";
import { type ListOrder, NEWEST_FIRST, orderColumns, parseOrder } from "../../http/list-query";
import type { PriceSelection } from "../pricing/price-context";
import { lowestProductPrice } from "../pricing/product-price-sort";
import type { PriceContext } from "../pricing/variant-prices";

const productOrderFields = ["id", "title", "handle", "created_at", "updated_at", "price"] as const;
export type ProductOrder = ListOrder<(typeof productOrderFields)[number]>;

export function parseProductOrder(
  order: string | undefined,
  selection: PriceSelection,
): ProductOrder {
  const parsed = parseOrder(order, productOrderFields, NEWEST_FIRST);
  if (
    parsed.field === "price" &&
    selection.regionId === undefined &&
    selection.currencyCode === undefined
  ) {
    throw invalidData(
      "Ordering by price needs a region_id, currency_code or cart_id to choose the prices.",
    );
  }
  return parsed;
}

export function productOrderBy(db: Database, order: ProductOrder, context: PriceContext): SQL[] {
  if (order.field !== "price")
    return orderColumns(products[order.field], products.id, order.descending);
  // Products without a price in this context go last whichever way the list is sorted.
  const price = lowestProductPrice(db, context);
  return order.descending
    ? [sql`${price} desc nulls last`, sql`${products.id} desc`]
    : [sql`${price} asc nulls last`, sql`${products.id} asc`];
}
