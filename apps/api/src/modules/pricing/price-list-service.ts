// Price lists for the Admin API (contract medusa-v1 §12.1, §13): the wire shape with prices and
// customer groups, and the writes of prices and groups the routes share. Any write changes what
// the Store answers, so the routes drop the cached catalogue answers after each one.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productVariants } from "../catalogue/tables";
import { customerGroups } from "../customers/tables";
import { moneyAmounts, priceListCustomerGroups, priceLists } from "./tables";
import { regions } from "../regions/tables";
import { currencies } from "../store-settings/tables";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { groupBy } from "../../db/group-by";
import type { PriceListPriceInput } from "@atelier/contracts";
import { customerGroupNotFound } from "../customers/admin/customer-group-routes";

type PriceListRow = typeof priceLists.$inferSelect;
type MoneyAmountRow = typeof moneyAmounts.$inferSelect;
type CustomerGroupRow = typeof customerGroups.$inferSelect;

export interface AdminPriceList extends PriceListRow {
  prices: MoneyAmountRow[];
  customer_groups: CustomerGroupRow[];
}

export const priceListNotFound = (id: string) =>
  notFound(`Price list with id: ${id} was not found`);

export async function findPriceList(db: Database, id: string): Promise<PriceListRow> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, id), isNull(priceLists.deleted_at)));
  if (!row) throw priceListNotFound(id);
  return row;
}

/** The lists with their prices (oldest first) and live customer groups. */
export async function withPricesAndGroups(
  db: Database,
  rows: PriceListRow[],
): Promise<AdminPriceList[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [prices, groups] = await Promise.all([
    db
      .select()
      .from(moneyAmounts)
      .where(and(inArray(moneyAmounts.price_list_id, ids), isNull(moneyAmounts.deleted_at)))
      .orderBy(asc(moneyAmounts.created_at), asc(moneyAmounts.id)),
    db
      .select({ price_list_id: priceListCustomerGroups.price_list_id, group: customerGroups })
      .from(priceListCustomerGroups)
      .innerJoin(customerGroups, eq(customerGroups.id, priceListCustomerGroups.customer_group_id))
      .where(
        and(inArray(priceListCustomerGroups.price_list_id, ids), isNull(customerGroups.deleted_at)),
      )
      .orderBy(asc(customerGroups.name)),
  ]);
  const pricesByList = groupBy(prices, (price) => price.price_list_id ?? "");
  const groupsByList = groupBy(groups, (row) => row.price_list_id);
  return rows.map((row) => ({
    ...row,
    prices: pricesByList.get(row.id) ?? [],
    customer_groups: (groupsByList.get(row.id) ?? []).map(({ group }) => group),
  }));
}

export async function adminPriceList(db: Database, id: string): Promise<AdminPriceList> {
  const [list] = await withPricesAndGroups(db, [await findPriceList(db, id)]);
  return list;
}

/** Replaces the list's customer groups; every group must exist (else 404). */
export async function setCustomerGroups(
  db: Database,
  priceListId: string,
  groups: { id: string }[],
): Promise<void> {
  const ids = [...new Set(groups.map(({ id }) => id))];
  if (ids.length > 0) {
    const found = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(inArray(customerGroups.id, ids), isNull(customerGroups.deleted_at)));
    const known = new Set(found.map((row) => row.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw customerGroupNotFound(missing);
  }
  await db
    .delete(priceListCustomerGroups)
    .where(eq(priceListCustomerGroups.price_list_id, priceListId));
  if (ids.length > 0) {
    await db
      .insert(priceListCustomerGroups)
      .values(ids.map((customer_group_id) => ({ price_list_id: priceListId, customer_group_id })));
  }
}

/**
 * Checks the prices' variants, regions and currencies and works out each price's currency (a
 * region's price is in the region's currency).
 */
async function resolvePrices(
  db: Database,
  inputs: PriceListPriceInput[],
): Promise<(PriceListPriceInput & { currency_code: string })[]> {
  const variantIds = [...new Set(inputs.map((price) => price.variant_id))];
  const regionIds = [...new Set(inputs.flatMap((price) => price.region_id ?? []))];
  const currencyCodes = [...new Set(inputs.flatMap((price) => price.currency_code ?? []))];
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const variants =
    variantIds.length === 0
      ? []
      : await db
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(and(inArray(productVariants.id, variantIds), isNull(productVariants.deleted_at)));
  const regionRows =
    regionIds.length === 0
      ? []
      : await db
          .select({ id: regions.id, currency_code: regions.currency_code })
          .from(regions)
          .where(and(inArray(regions.id, regionIds), isNull(regions.deleted_at)));
  const currencyRows =
    currencyCodes.length === 0
      ? []
      : await db
          .select({ code: currencies.code })
          .from(currencies)
          .where(inArray(currencies.code, currencyCodes));
  const knownVariants = new Set(variants.map((row) => row.id));
  const missingVariant = variantIds.find((id) => !knownVariants.has(id));
  if (missingVariant !== undefined) {
    throw notFound(`Variant with id: ${missingVariant} was not found`);
  }
  const regionCurrency = new Map(regionRows.map((row) => [row.id, row.currency_code]));
  const missingRegion = regionIds.find((id) => !regionCurrency.has(id));
  if (missingRegion !== undefined) throw notFound(`Region with id: ${missingRegion} was not found`);
  const knownCurrencies = new Set(currencyRows.map((row) => row.code));
  const unknownCurrency = currencyCodes.find((code) => !knownCurrencies.has(code));
  if (unknownCurrency !== undefined) {
    throw invalidData(`Currency with code ${unknownCurrency} does not exist`);
  }
  return inputs.map((price) => ({
    ...price,
    currency_code: price.region_id ? regionCurrency.get(price.region_id)! : price.currency_code!,
  }));
}

/**
 * Adds prices to the list, or changes those given with the `id` of one of its prices. With
 * `replace`, the list's other prices of the same variants go first (Medusa's `override`).
 */
export async function upsertPrices(
  db: Database,
  priceListId: string,
  inputs: PriceListPriceInput[],
  replace: boolean,
): Promise<void> {
  if (inputs.length === 0) return;
  const prices = await resolvePrices(db, inputs);
  const keptIds = prices.flatMap((price) => price.id ?? []);
  if (keptIds.length > 0) {
    const owned = await db
      .select({ id: moneyAmounts.id })
      .from(moneyAmounts)
      .where(and(inArray(moneyAmounts.id, keptIds), eq(moneyAmounts.price_list_id, priceListId)));
    const ownedIds = new Set(owned.map((row) => row.id));
    const stranger = keptIds.find((id) => !ownedIds.has(id));
    if (stranger !== undefined)
      throw notFound(`Price with id: ${stranger} was not found in the price list`);
  }
  if (replace) {
    const variantIds = [...new Set(prices.map((price) => price.variant_id))];
    const gone = await db
      .select({ id: moneyAmounts.id })
      .from(moneyAmounts)
      .where(
        and(
          eq(moneyAmounts.price_list_id, priceListId),
          inArray(moneyAmounts.variant_id, variantIds),
        ),
      );
    const goneIds = gone.map((row) => row.id).filter((id) => !keptIds.includes(id));
    if (goneIds.length > 0) await db.delete(moneyAmounts).where(inArray(moneyAmounts.id, goneIds));
  }
  for (const price of prices) {
    const values = {
      amount: price.amount,
      variant_id: price.variant_id,
      currency_code: price.currency_code,
      region_id: price.region_id ?? null,
      min_quantity: price.min_quantity ?? null,
      max_quantity: price.max_quantity ?? null,
    };
    if (price.id !== undefined) {
      await db
        .update(moneyAmounts)
        .set({ ...values, updated_at: new Date() })
        .where(eq(moneyAmounts.id, price.id));
    }
  }
  const added = prices.filter((price) => price.id === undefined);
  if (added.length > 0) {
    await db.insert(moneyAmounts).values(
      added.map((price) => ({
        id: generateId("ma"),
        amount: price.amount,
        variant_id: price.variant_id,
        currency_code: price.currency_code,
        region_id: price.region_id ?? null,
        min_quantity: price.min_quantity ?? null,
        max_quantity: price.max_quantity ?? null,
        price_list_id: priceListId,
      })),
    );
  }
}

/** Deletes the list's prices matching `which`, and answers their ids. */
export async function deletePrices(
  db: Database,
  priceListId: string,
  which: { ids?: string[]; variantIds?: string[] },
): Promise<string[]> {
  const deleted = await db
    .delete(moneyAmounts)
    .where(
      and(
        eq(moneyAmounts.price_list_id, priceListId),
        which.ids === undefined ? undefined : inArray(moneyAmounts.id, which.ids),
        which.variantIds === undefined
          ? undefined
          : inArray(moneyAmounts.variant_id, which.variantIds),
      ),
    )
    .returning({ id: moneyAmounts.id });
  return deleted.map((row) => row.id);
}
