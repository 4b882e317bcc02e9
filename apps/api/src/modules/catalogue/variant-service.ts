// Store variant reads (Medusa v1 §7.5): variants of published products inside the request's
// channels, priced in the request's context, each with its product (without the product's
// own relations).
import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, productVariants } from "./tables";
import { notFound } from "../../http/errors";
import { comparisonConditions } from "../../http/list-query";
import { resolvePriceContext, type ResolvedPriceContext } from "../pricing/price-context";
import { loadMoneyAmounts } from "../pricing/variant-prices";
import type { SalesChannelScope } from "../sales-channels/sales-channel-scope";
import { outOfScopeMessage, SalesChannelScopeError } from "../sales-channels/scope-errors";
import { soldInChannels, storeVisibleProduct } from "./product-filters";
import { loadOptionValues, withChannelStock } from "./product-relations";
import { availableInChannels } from "../inventory/channel-stock";
import type { ProductReadOptions } from "./product-service";
import {
  type ProductRow,
  type StoreVariant,
  storeProductColumns,
  storeVariant,
  type VariantRow,
} from "./product-serializer";

export type StoreVariantWithProduct = StoreVariant & { product: ProductRow };

async function withVariantRelations(
  db: Database,
  rows: { variant: VariantRow; product: ProductRow }[],
  price: ResolvedPriceContext,
  { publicUrl, salesChannelIds }: { publicUrl: string; salesChannelIds: string[] },
): Promise<StoreVariantWithProduct[]> {
  if (rows.length === 0) return [];
  const variantIds = rows.map((row) => row.variant.id);
  const [valuesByVariant, moneyAmounts, channelStock] = await Promise.all([
    loadOptionValues(db, variantIds),
    loadMoneyAmounts(db, variantIds, { priceListIds: price.context.priceListIds }),
    availableInChannels(db, { variantIds }, salesChannelIds),
  ]);
  return rows.map(({ variant, product }) => ({
    ...storeVariant(
      withChannelStock(variant, channelStock),
      product,
      valuesByVariant.get(variant.id) ?? [],
      moneyAmounts.get(variant.id) ?? [],
      price,
    ),
    product: storeProductColumns(product, publicUrl),
  }));
}

export interface VariantFilters {
  /** `ids` (a comma list) and `id` together. */
  ids: string[];
  title?: string;
  inventory_quantity?: number | { lt?: number; gt?: number; lte?: number; gte?: number };
}

export interface VariantListQuery {
  filters: VariantFilters;
  offset: number;
  limit: number;
}

function variantFilterConditions(filters: VariantFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ids.length > 0) conditions.push(inArray(productVariants.id, filters.ids));
  if (filters.title !== undefined) conditions.push(eq(productVariants.title, filters.title));
  const stock = filters.inventory_quantity;
  if (typeof stock === "number") conditions.push(eq(productVariants.inventory_quantity, stock));
  else conditions.push(...comparisonConditions(productVariants.inventory_quantity, stock));
  return conditions;
}

export async function listStoreVariants(
  db: Database,
  query: VariantListQuery,
  options: ProductReadOptions,
): Promise<StoreVariantWithProduct[]> {
  const [price, rows] = await Promise.all([
    resolvePriceContext(db, options.selection),
    db
      .select({ variant: productVariants, product: products })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          isNull(productVariants.deleted_at),
          ...storeVisibleProduct(db, options.salesChannelIds),
          ...variantFilterConditions(query.filters),
        ),
      )
      .orderBy(desc(productVariants.created_at), desc(productVariants.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return withVariantRelations(db, rows, price, options);
}

export async function retrieveStoreVariant(
  db: Database,
  id: string,
  scope: SalesChannelScope,
  options: ProductReadOptions,
): Promise<StoreVariantWithProduct> {
  const [price, [found]] = await Promise.all([
    resolvePriceContext(db, options.selection),
    db
      .select({
        variant: productVariants,
        product: products,
        inScope: soldInChannels(db, options.salesChannelIds),
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          eq(productVariants.id, id),
          isNull(productVariants.deleted_at),
          ...storeVisibleProduct(db, []),
        ),
      ),
  ]);
  if (found === undefined) throw notFound(`Variant with id: ${id} was not found`);
  if (!found.inScope) throw new SalesChannelScopeError([outOfScopeMessage("Variant", id, scope)]);
  const [variant] = await withVariantRelations(db, [found], price, options);
  return variant;
}
