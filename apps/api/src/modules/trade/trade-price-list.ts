// The "Trade prices" price list of the Trade customer group (issue 4): every variant's base
// prices less the trade discount, in each currency; gift cards keep their face value. It is made with the group and by the seed
// when the group has no price list; once made, it is staff's to change, set to draft or delete
// (a deleted list stays linked, so it is not made again).
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { moneyAmounts, priceListCustomerGroups, priceLists } from "../pricing/tables";
import { products, productVariants } from "../catalogue/tables";
import { generateId } from "../../http/ids";
import {
  TRADE_DISCOUNT_PERCENT,
  TRADE_PRICE_LIST_DESCRIPTION,
  TRADE_PRICE_LIST_NAME,
} from "./constants";
import { discountedToWholeUnits } from "../pricing/currency-units";

/** Rows inserted per statement, well under PostgreSQL's limit of parameters per query. */
const INSERT_CHUNK = 500;

export async function ensureTradePriceList(db: Database, tradeGroupId: string): Promise<void> {
  const [linked] = await db
    .select({ id: priceListCustomerGroups.price_list_id })
    .from(priceListCustomerGroups)
    .where(eq(priceListCustomerGroups.customer_group_id, tradeGroupId))
    .limit(1);
  if (linked) return;

  const priceListId = generateId("pl");
  await db.insert(priceLists).values({
    id: priceListId,
    name: TRADE_PRICE_LIST_NAME,
    description: TRADE_PRICE_LIST_DESCRIPTION,
    type: "override",
    status: "active",
  });
  await db
    .insert(priceListCustomerGroups)
    .values({ price_list_id: priceListId, customer_group_id: tradeGroupId });

  const basePrices = await db
    .select({
      variant_id: moneyAmounts.variant_id,
      currency_code: moneyAmounts.currency_code,
      region_id: moneyAmounts.region_id,
      amount: moneyAmounts.amount,
    })
    .from(moneyAmounts)
    .innerJoin(productVariants, eq(productVariants.id, moneyAmounts.variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(products.is_giftcard, false),
        isNull(moneyAmounts.price_list_id),
        isNull(moneyAmounts.deleted_at),
        isNull(moneyAmounts.min_quantity),
        isNull(moneyAmounts.max_quantity),
      ),
    );
  const rows = basePrices.map((price) => ({
    id: generateId("ma"),
    ...price,
    amount: discountedToWholeUnits(price.amount, TRADE_DISCOUNT_PERCENT, price.currency_code),
    price_list_id: priceListId,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db.insert(moneyAmounts).values(rows.slice(start, start + INSERT_CHUNK));
  }
}
