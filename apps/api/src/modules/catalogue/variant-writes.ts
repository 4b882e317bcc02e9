// Writing variants (contract medusa-v1 §12.1): each variant has one value for every option of its
// product, no two live variants of a product share all their values, SKUs are unique, and the
// base prices are in the store's currencies or its regions. Callers run these in a transaction.
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productOptions, productOptionValues, productVariants } from "./tables";
import { moneyAmounts } from "../pricing/tables";
import { invalidData, notFound } from "../../http/errors";
import {
  deleteVariantItems,
  setVariantAvailable,
  stockNewVariant,
  stockNewVariants,
} from "../inventory/variant-stock";
import { generateId } from "../../http/ids";
import { mergeMetadata } from "../carts/line-items";
import type { BasePriceInput, VariantCreateBody, VariantUpdateBody } from "@atelier/contracts";
import { loadOptionValues } from "./product-relations";
import { loadBasePrices } from "./admin-product-response";
import { priceRows, variantsPriceRows } from "./references";

type VariantColumns = Omit<VariantCreateBody, "prices" | "options">;

export interface VariantDraft {
  columns: VariantColumns;
  /** One value per option of the product. */
  optionValues: { option_id: string; value: string }[];
  prices: BasePriceInput[];
}

export const variantNotFound = (id: string) => notFound(`Variant with id: ${id} was not found`);

/** The ids of a product's live options, oldest first: the order option values are given in. */
export async function productOptionIds(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(and(eq(productOptions.product_id, productId), isNull(productOptions.deleted_at)))
    .orderBy(asc(productOptions.created_at), asc(productOptions.id));
  return rows.map((row) => row.id);
}

async function liveVariantIds(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.product_id, productId), isNull(productVariants.deleted_at)));
  return rows.map((row) => row.id);
}

/** Each live variant's values, as option id → value. */
export async function variantCombinations(
  db: Database,
  productId: string,
): Promise<Map<string, Map<string, string>>> {
  const values = await loadOptionValues(db, await liveVariantIds(db, productId));
  return new Map(
    [...values].map(([variantId, rows]) => [
      variantId,
      new Map(rows.map((row) => [row.option_id, row.value])),
    ]),
  );
}

function combinationKey(optionIds: string[], values: Map<string, string>): string {
  return JSON.stringify(optionIds.map((id) => values.get(id) ?? ""));
}

/** Refuses a set of variants in which two have the same value for every option. */
export function assertDistinctCombinations(
  optionIds: string[],
  combinations: Iterable<Map<string, string>>,
): void {
  const seen = new Set<string>();
  for (const values of combinations) {
    const key = combinationKey(optionIds, values);
    if (seen.has(key)) {
      const described = optionIds.map((id) => values.get(id)).join(" / ");
      throw invalidData(
        optionIds.length === 0
          ? "A product without options can have only one variant"
          : `Two variants cannot have the same option values (${described})`,
      );
    }
    seen.add(key);
  }
}

/** Checks that the option values name every product option exactly once. */
export function assertOneValuePerOption(
  optionIds: string[],
  values: { option_id: string; value: string }[],
): void {
  const known = new Set(optionIds);
  const given = new Set<string>();
  for (const { option_id } of values) {
    if (!known.has(option_id))
      throw invalidData(`Option with id ${option_id} is not an option of this product`);
    if (given.has(option_id)) throw invalidData(`Option ${option_id} is given more than once`);
    given.add(option_id);
  }
  if (given.size !== known.size) {
    throw invalidData(
      `A variant needs one value for each of the product's ${optionIds.length} options`,
    );
  }
}

/** SKUs are unique across the catalogue (the column's unique index includes deleted rows). */
export async function assertSkusFree(
  db: Database,
  skus: (string | null | undefined)[],
  exceptVariantId?: string,
): Promise<void> {
  const given = skus.filter((sku): sku is string => typeof sku === "string" && sku !== "");
  const repeated = given.find((sku, index) => given.indexOf(sku) !== index);
  if (repeated !== undefined) throw invalidData(`SKU ${repeated} is given to two variants`);
  if (given.length === 0) return;
  const [taken] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, given),
        exceptVariantId === undefined ? undefined : ne(productVariants.id, exceptVariantId),
      ),
    )
    .limit(1);
  if (taken !== undefined) throw invalidData(`A variant with SKU ${taken.sku} already exists`);
}

function variantTitle(draft: VariantDraft, productTitle: string): string {
  if (draft.columns.title) return draft.columns.title;
  const joined = draft.optionValues.map((option) => option.value).join(" / ");
  return joined || productTitle;
}

/** Inserts one variant with its option values and prices; returns its id. */
export async function insertVariant(
  db: Database,
  product: { id: string; title: string },
  draft: VariantDraft,
  rank: number,
): Promise<string> {
  const [id] = await insertVariants(db, [{ product, draft, rank }]);
  return id;
}

/**
 * `insertVariant` for many variants (of one product or several) in a few statements whatever
 * their number; the ids are made in the given order, so ordering by id keeps that order.
 */
export async function insertVariants(
  db: Database,
  variants: { product: { id: string; title: string }; draft: VariantDraft; rank: number }[],
): Promise<string[]> {
  if (variants.length === 0) return [];
  const rows = variants.map(({ product, draft, rank }) => {
    const { metadata, ...columns } = draft.columns;
    return {
      ...columns,
      id: generateId("variant"),
      product_id: product.id,
      title: variantTitle(draft, product.title),
      variant_rank: columns.variant_rank ?? rank,
      metadata: metadata ?? null,
    };
  });
  const ids = rows.map((row) => row.id);
  await db.insert(productVariants).values(rows);
  const optionValues = variants.flatMap(({ draft }, index) =>
    draft.optionValues.map(({ option_id, value }) => ({
      id: generateId("optval"),
      option_id,
      variant_id: ids[index],
      value,
    })),
  );
  if (optionValues.length > 0) await db.insert(productOptionValues).values(optionValues);
  const prices = await variantsPriceRows(
    db,
    variants.map(({ draft }, index) => ({ variantId: ids[index], prices: draft.prices })),
  );
  if (prices.length > 0) await db.insert(moneyAmounts).values(prices);
  await stockNewVariants(db, ids);
  return ids;
}

/** Adds a variant to an existing product (`POST /admin/products/:id/variants`). */
export async function addVariant(
  db: Database,
  product: { id: string; title: string },
  body: VariantCreateBody,
): Promise<string> {
  const { prices, options, ...columns } = body;
  const optionIds = await productOptionIds(db, product.id);
  assertOneValuePerOption(optionIds, options);
  const combinations = await variantCombinations(db, product.id);
  assertDistinctCombinations(optionIds, [
    ...combinations.values(),
    new Map(options.map((option) => [option.option_id, option.value])),
  ]);
  await assertSkusFree(db, [columns.sku]);
  return insertVariant(db, product, { columns, optionValues: options, prices }, combinations.size);
}

async function findVariant(db: Database, productId: string, variantId: string) {
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.product_id, productId),
        isNull(productVariants.deleted_at),
      ),
    );
  if (variant === undefined) throw variantNotFound(variantId);
  return variant;
}

/** `prices` replaces the variant's base prices: kept by id, added without one, others removed. */
async function replaceBasePrices(db: Database, variantId: string, prices: BasePriceInput[]) {
  const existing = (await loadBasePrices(db, [variantId])).get(variantId) ?? [];
  const rows = await priceRows(db, variantId, prices, new Set(existing.map((row) => row.id)));
  if (existing.length > 0) {
    await db.delete(moneyAmounts).where(
      inArray(
        moneyAmounts.id,
        existing.map((row) => row.id),
      ),
    );
  }
  if (rows.length > 0) await db.insert(moneyAmounts).values(rows);
}

/** Changes a variant's columns, option values and (when given) its base prices. */
export async function updateVariant(
  db: Database,
  productId: string,
  variantId: string,
  body: VariantUpdateBody,
): Promise<void> {
  const variant = await findVariant(db, productId, variantId);
  const { prices, options, metadata, inventory_quantity: available, ...columns } = body;
  if (columns.sku !== undefined) await assertSkusFree(db, [columns.sku], variantId);

  if (options !== undefined && options.length > 0) {
    const optionIds = await productOptionIds(db, productId);
    const known = new Set(optionIds);
    const unknown = options.find((option) => !known.has(option.option_id));
    if (unknown !== undefined)
      throw invalidData(`Option with id ${unknown.option_id} is not an option of this product`);
    const combinations = await variantCombinations(db, productId);
    const changed = new Map(combinations.get(variantId));
    for (const option of options) changed.set(option.option_id, option.value);
    combinations.set(variantId, changed);
    assertDistinctCombinations(optionIds, combinations.values());
    for (const option of options) {
      const updated = await db
        .update(productOptionValues)
        .set({ value: option.value, updated_at: new Date() })
        .where(
          and(
            eq(productOptionValues.variant_id, variantId),
            eq(productOptionValues.option_id, option.option_id),
            isNull(productOptionValues.deleted_at),
          ),
        )
        .returning({ id: productOptionValues.id });
      if (updated.length === 0) {
        await db.insert(productOptionValues).values({
          id: generateId("optval"),
          option_id: option.option_id,
          variant_id: variantId,
          value: option.value,
        });
      }
    }
  }

  if (prices !== undefined) await replaceBasePrices(db, variantId, prices);

  await db
    .update(productVariants)
    .set({
      ...columns,
      ...(metadata === undefined
        ? {}
        : { metadata: metadata === null ? null : mergeMetadata(variant.metadata, metadata) }),
      updated_at: new Date(),
    })
    .where(eq(productVariants.id, variantId));
  await stockNewVariant(db, variantId);
  if (available !== undefined) await setVariantAvailable(db, variantId, available, null);
}

/** Makes the product's variants the listed ones: changed by id, added without, the rest deleted. */
export async function replaceVariants(
  db: Database,
  product: { id: string; title: string },
  variants: (VariantUpdateBody & { id?: string })[],
): Promise<void> {
  const existing = new Set(await liveVariantIds(db, product.id));
  const kept = new Set(variants.flatMap((variant) => variant.id ?? []));
  const unknown = [...kept].find((variantId) => !existing.has(variantId));
  if (unknown !== undefined) throw variantNotFound(unknown);
  await deleteVariants(
    db,
    [...existing].filter((variantId) => !kept.has(variantId)),
  );
  for (const [rank, { id, ...variant }] of variants.entries()) {
    const ranked = { ...variant, variant_rank: variant.variant_rank ?? rank };
    if (id !== undefined) await updateVariant(db, product.id, id, ranked);
    else {
      await addVariant(db, product, {
        ...ranked,
        prices: variant.prices ?? [],
        options: variant.options ?? [],
      });
    }
  }
}

/**
 * Soft-deletes variants. Their SKUs are released (kept in metadata as `deleted_sku`) because the
 * SKU index counts deleted rows, and a SKU should be reusable once its variant is gone.
 */
export async function deleteVariants(db: Database, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  const rows = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      metadata: productVariants.metadata,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  const now = new Date();
  for (const row of rows) {
    await db
      .update(productVariants)
      .set({
        deleted_at: now,
        updated_at: now,
        sku: null,
        metadata: row.sku === null ? row.metadata : { ...row.metadata, deleted_sku: row.sku },
      })
      .where(eq(productVariants.id, row.id));
  }
  await deleteVariantItems(db, variantIds);
}

export async function deleteVariant(
  db: Database,
  productId: string,
  variantId: string,
): Promise<void> {
  await findVariant(db, productId, variantId);
  await deleteVariants(db, [variantId]);
}
