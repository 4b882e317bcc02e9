// Chooses the price a shopper pays for each variant in a region or currency (Medusa v1 §7.1):
// `original_price` is the plain price, `calculated_price` the lowest price that applies. A price
// list for customer groups (trade prices) applies only to the members of one of its groups.
import {
  and,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { productVariants } from "../catalogue/tables";
import { customerGroupCustomers, customerGroups } from "../customers/tables";
import { moneyAmounts, priceListCustomerGroups, priceLists } from "./tables";
import { groupBy } from "../../db/group-by";

export type PriceListRow = typeof priceLists.$inferSelect;

/** A money amount; catalogue reads carry its price list (Medusa's `price_list`, null for a base price). */
export type MoneyAmountRow = typeof moneyAmounts.$inferSelect & {
  price_list?: PriceListRow | null;
};

export interface PriceContext {
  regionId?: string;
  /** The region's currency, or the one asked for. */
  currencyCode?: string;
  quantity?: number;
  /** The customer-group price lists open to the shopper (see `customerPriceListIds`). */
  priceListIds?: string[];
}

export interface VariantPricing {
  /** The money amounts that apply in this context (all of them when there is no context). */
  prices: MoneyAmountRow[];
  original_price: number | null;
  calculated_price: number | null;
  calculated_price_type?: "default" | "sale" | "override";
}

function fitsQuantity(price: MoneyAmountRow, quantity: number): boolean {
  return (
    (price.min_quantity === null || quantity >= price.min_quantity) &&
    (price.max_quantity === null || quantity <= price.max_quantity)
  );
}

/** Pure selection over a variant's money amounts; kept apart from I/O so it is easy to test. */
export function selectVariantPricing(
  rows: MoneyAmountRow[],
  context: PriceContext,
): VariantPricing {
  const hasContext = Boolean(context.regionId || context.currencyCode);
  if (!hasContext) return { prices: rows, original_price: null, calculated_price: null };

  const applicable = rows.filter(
    (price) =>
      (context.regionId !== undefined && price.region_id === context.regionId) ||
      (context.currencyCode !== undefined &&
        price.region_id === null &&
        price.currency_code === context.currencyCode),
  );
  const plain = applicable.filter(
    (price) =>
      price.price_list_id === null && price.min_quantity === null && price.max_quantity === null,
  );
  const original =
    plain.find((price) => price.region_id !== null && price.region_id === context.regionId) ??
    plain.find((price) => price.currency_code === context.currencyCode);

  const quantity = context.quantity ?? 1;
  const candidates = applicable.filter((price) => fitsQuantity(price, quantity));
  const lowest = candidates.reduce<MoneyAmountRow | undefined>(
    (best, price) => (best === undefined || price.amount < best.amount ? price : best),
    undefined,
  );
  const calculated = lowest ?? original;
  return {
    prices: applicable,
    original_price: original?.amount ?? null,
    calculated_price: calculated?.amount ?? null,
    calculated_price_type:
      calculated === undefined
        ? undefined
        : calculated.price_list_id === null
          ? "default"
          : priceListType(calculated.price_list?.type),
  };
}

function priceListType(type: string | undefined): "sale" | "override" {
  return type === "override" ? "override" : "sale";
}

/** The ids of the live customer groups' price lists a customer may use, sorted (a cache key part). */
export async function customerPriceListIds(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: priceListCustomerGroups.price_list_id })
    .from(priceListCustomerGroups)
    .innerJoin(
      customerGroupCustomers,
      eq(customerGroupCustomers.customer_group_id, priceListCustomerGroups.customer_group_id),
    )
    .innerJoin(customerGroups, eq(customerGroups.id, priceListCustomerGroups.customer_group_id))
    .innerJoin(priceLists, eq(priceLists.id, priceListCustomerGroups.price_list_id))
    .where(
      and(
        eq(customerGroupCustomers.customer_id, customerId),
        isNull(customerGroups.deleted_at),
        isNull(priceLists.deleted_at),
      ),
    );
  return rows.map((row) => row.id).sort();
}

/** Which customer-group price lists a shopper may use: by their ids, or by the customer. */
export type PriceListAccess =
  { priceListIds: readonly string[] | undefined } | { customerId: SQLWrapper | string | null };

const forEveryone = sql`not exists (select 1 from ${priceListCustomerGroups} where ${priceListCustomerGroups.price_list_id} = ${priceLists.id})`;

function openToShopper(access: PriceListAccess): SQL | undefined {
  if ("priceListIds" in access) {
    const ids = access.priceListIds ?? [];
    return ids.length === 0 ? undefined : inArray(priceLists.id, [...ids]);
  }
  // The same text with a null customer (matching no one), as named statements need.
  return sql`exists (select 1 from ${priceListCustomerGroups}
    inner join ${customerGroupCustomers} on ${customerGroupCustomers.customer_group_id} = ${priceListCustomerGroups.customer_group_id}
    inner join ${customerGroups} on ${customerGroups.id} = ${priceListCustomerGroups.customer_group_id}
    where ${priceListCustomerGroups.price_list_id} = ${priceLists.id}
      and ${customerGroupCustomers.customer_id} = ${access.customerId}
      and ${customerGroups.deleted_at} is null)`;
}

/**
 * True for a money amount that may be offered now to this shopper: a base price, or a price in a
 * price list that is active, inside its dates, and for everyone or for one of the shopper's
 * groups. Needs `price_list` left-joined on `money_amount.price_list_id`.
 */
export function isLiveMoneyAmount(access: PriceListAccess): SQL {
  return or(
    isNull(moneyAmounts.price_list_id),
    and(
      eq(priceLists.status, "active"),
      isNull(priceLists.deleted_at),
      or(isNull(priceLists.starts_at), lte(priceLists.starts_at, sql`now()`)),
      or(isNull(priceLists.ends_at), gt(priceLists.ends_at, sql`now()`)),
      or(forEveryone, openToShopper(access)),
    ),
  )!;
}

/**
 * Loads the money amounts that may apply to the given variants (base prices and the prices of
 * live price lists), grouped by variant id. Draft or expired price lists never reach pricing.
 */
export async function loadMoneyAmounts(
  db: Database,
  variantIds: string[],
  access: PriceListAccess,
): Promise<Map<string, MoneyAmountRow[]>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ ...getTableColumns(moneyAmounts), price_list: priceLists })
    .from(moneyAmounts)
    .leftJoin(priceLists, eq(priceLists.id, moneyAmounts.price_list_id))
    .where(
      and(
        inArray(moneyAmounts.variant_id, variantIds),
        isNull(moneyAmounts.deleted_at),
        isLiveMoneyAmount(access),
      ),
    );
  return groupBy(rows, (row) => row.variant_id);
}

/** The same as `loadMoneyAmounts` for every live variant of the given products, in one query. */
export async function loadProductMoneyAmounts(
  db: Database,
  productIds: string[],
  access: PriceListAccess,
): Promise<Map<string, MoneyAmountRow[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ ...getTableColumns(moneyAmounts), price_list: priceLists })
    .from(moneyAmounts)
    .innerJoin(productVariants, eq(productVariants.id, moneyAmounts.variant_id))
    .leftJoin(priceLists, eq(priceLists.id, moneyAmounts.price_list_id))
    .where(
      and(
        inArray(productVariants.product_id, productIds),
        isNull(productVariants.deleted_at),
        isNull(moneyAmounts.deleted_at),
        isLiveMoneyAmount(access),
      ),
    );
  return groupBy(rows, (row) => row.variant_id);
}
