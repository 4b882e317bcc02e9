// What product and variant bodies point at: currencies and regions of prices, the product's
// type, tags, collection, categories and sales channels. Unknown ids are 404s (as Medusa's
// foreign-key errors are); a type or tag named only by value is found or made.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productCategories, productCollections, productTags, productTypes } from "./tables";
import { moneyAmounts } from "../pricing/tables";
import { regions } from "../regions/tables";
import { salesChannels } from "../sales-channels/tables";
import { storeCurrencies, stores } from "../store-settings/tables";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { BasePriceInput } from "@atelier/contracts";

type MoneyAmountInsert = typeof moneyAmounts.$inferInsert;

function missing(wanted: string[], found: string[]): string[] {
  const known = new Set(found);
  return [...new Set(wanted)].filter((id) => !known.has(id));
}

async function firstStore(db: Database) {
  const [store] = await db.select().from(stores).orderBy(asc(stores.created_at)).limit(1);
  return store;
}

/**
 * Turns a variant's price inputs into money-amount rows, checking currencies and regions. A
 * price may keep its id only when it is one of `existingPriceIds` (the variant's base prices).
 */
export async function priceRows(
  db: Database,
  variantId: string,
  prices: BasePriceInput[],
  existingPriceIds: ReadonlySet<string> = new Set(),
): Promise<MoneyAmountInsert[]> {
  return variantsPriceRows(db, [{ variantId, prices, existingPriceIds }]);
}

export interface VariantPriceInputs {
  variantId: string;
  prices: BasePriceInput[];
  existingPriceIds?: ReadonlySet<string>;
}

/** `priceRows` of many variants, reading the store's currencies and the regions once. */
export async function variantsPriceRows(
  db: Database,
  variants: VariantPriceInputs[],
): Promise<MoneyAmountInsert[]> {
  if (variants.every((variant) => variant.prices.length === 0)) return [];
  for (const { variantId, prices, existingPriceIds = new Set() } of variants) {
    const foreign = prices.find(
      (price) => price.id !== undefined && !existingPriceIds.has(price.id),
    );
    if (foreign !== undefined) {
      throw invalidData(`Price with id ${foreign.id} is not a base price of variant ${variantId}`);
    }
  }
  const store = await firstStore(db);
  const regionIds = variants.flatMap((variant) =>
    variant.prices.flatMap((price) => price.region_id ?? []),
  );
  const [currencyRows, regionRows] = await Promise.all([
    store === undefined
      ? []
      : db
          .select({ code: storeCurrencies.currency_code })
          .from(storeCurrencies)
          .where(eq(storeCurrencies.store_id, store.id)),
    regionIds.length === 0
      ? []
      : db
          .select({ id: regions.id, currency_code: regions.currency_code })
          .from(regions)
          .where(and(inArray(regions.id, regionIds), isNull(regions.deleted_at))),
  ]);
  const storeCurrencyCodes = new Set(currencyRows.map((row) => row.code));
  const regionCurrency = new Map(regionRows.map((row) => [row.id, row.currency_code]));
  const unknownRegions = missing(regionIds, [...regionCurrency.keys()]);
  if (unknownRegions.length > 0)
    throw notFound(`Region with id: ${unknownRegions[0]} was not found`);

  return variants.flatMap(({ variantId, prices }) => {
    const seen = new Set<string>();
    return prices.map((price) => {
      const currencyCode = price.currency_code ?? regionCurrency.get(price.region_id ?? "")!;
      if (price.currency_code !== undefined && !storeCurrencyCodes.has(currencyCode)) {
        throw invalidData(
          `Currency ${currencyCode} is not one of the store's currencies (${[...storeCurrencyCodes].sort().join(", ")})`,
        );
      }
      const slot = [
        price.region_id ?? currencyCode,
        price.min_quantity ?? "",
        price.max_quantity ?? "",
      ].join("|");
      if (seen.has(slot)) {
        throw invalidData(
          `A variant can have only one price for ${price.region_id ? `region ${price.region_id}` : `currency ${currencyCode}`} and the same quantities`,
        );
      }
      seen.add(slot);
      return {
        id: price.id ?? generateId("ma"),
        variant_id: variantId,
        currency_code: currencyCode,
        region_id: price.region_id ?? null,
        amount: price.amount,
        min_quantity: price.min_quantity ?? null,
        max_quantity: price.max_quantity ?? null,
      };
    });
  });
}

/** A product type by id, or by value (made when no type has that value). */
export async function resolveTypeId(
  db: Database,
  type: { id?: string; value: string } | null | undefined,
): Promise<string | null | undefined> {
  if (type === undefined || type === null) return type;
  if (type.id !== undefined) {
    const [row] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(and(eq(productTypes.id, type.id), isNull(productTypes.deleted_at)));
    if (row === undefined) throw notFound(`ProductType with id: ${type.id} was not found`);
    return row.id;
  }
  const [existing] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(and(eq(productTypes.value, type.value), isNull(productTypes.deleted_at)))
    .limit(1);
  if (existing !== undefined) return existing.id;
  const id = generateId("ptyp");
  await db.insert(productTypes).values({ id, value: type.value });
  return id;
}

/** Tag ids for tags given by id or by value (new values become new tags). */
export async function resolveTagIds(
  db: Database,
  tags: { id?: string; value: string }[],
): Promise<string[]> {
  const byId = tags.flatMap((tag) => tag.id ?? []);
  const byValue = [...new Set(tags.filter((tag) => tag.id === undefined).map((tag) => tag.value))];
  const [idRows, valueRows] = await Promise.all([
    byId.length === 0
      ? []
      : db
          .select({ id: productTags.id })
          .from(productTags)
          .where(and(inArray(productTags.id, byId), isNull(productTags.deleted_at))),
    byValue.length === 0
      ? []
      : db
          .select({ id: productTags.id, value: productTags.value })
          .from(productTags)
          .where(and(inArray(productTags.value, byValue), isNull(productTags.deleted_at)))
          .orderBy(asc(productTags.created_at)),
  ]);
  const unknown = missing(
    byId,
    idRows.map((row) => row.id),
  );
  if (unknown.length > 0) throw notFound(`ProductTag with id: ${unknown[0]} was not found`);
  const idOfValue = new Map<string, string>();
  for (const row of valueRows) if (!idOfValue.has(row.value)) idOfValue.set(row.value, row.id);
  const created = byValue
    .filter((value) => !idOfValue.has(value))
    .map((value) => ({ id: generateId("ptag"), value }));
  if (created.length > 0) await db.insert(productTags).values(created);
  for (const tag of created) idOfValue.set(tag.value, tag.id);
  return [...new Set([...byId, ...byValue.map((value) => idOfValue.get(value)!)])];
}

export async function assertCollectionExists(db: Database, id: string): Promise<void> {
  const [row] = await db
    .select({ id: productCollections.id })
    .from(productCollections)
    .where(and(eq(productCollections.id, id), isNull(productCollections.deleted_at)));
  if (row === undefined) throw notFound(`ProductCollection with id: ${id} was not found`);
}

export async function assertCategoriesExist(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(inArray(productCategories.id, ids));
  const unknown = missing(
    ids,
    rows.map((row) => row.id),
  );
  if (unknown.length > 0) throw notFound(`ProductCategory with id: ${unknown[0]} was not found`);
}

export async function assertSalesChannelsExist(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: salesChannels.id })
    .from(salesChannels)
    .where(and(inArray(salesChannels.id, ids), isNull(salesChannels.deleted_at)));
  const unknown = missing(
    ids,
    rows.map((row) => row.id),
  );
  if (unknown.length > 0) throw notFound(`Sales channel with id: ${unknown[0]} was not found`);
}

/** Where a new product is sold when the body names no channel: the store's default channel. */
export async function defaultSalesChannelIds(db: Database): Promise<string[]> {
  const store = await firstStore(db);
  return store?.default_sales_channel_id ? [store.default_sales_channel_id] : [];
}
