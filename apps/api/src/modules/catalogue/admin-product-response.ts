// The Admin product JSON (contract medusa-v1 §12.1): the store shape's columns and relations, but
// every base price in every currency (no price-list prices, no calculated price), products of any
// status, and the product's sales channels and categories. One query per relation for a page.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  productCategories,
  productCategoryLinks,
  productCollections,
  products,
  productSalesChannels,
  productTagLinks,
  productTags,
  productTypes,
} from "./tables";
import { moneyAmounts } from "../pricing/tables";
import { salesChannels } from "../sales-channels/tables";
import { notFound } from "../../http/errors";
import { groupBy } from "../../db/group-by";
import type { MoneyAmountRow } from "../pricing/variant-prices";
import {
  type CollectionRow,
  type OptionRow,
  type OptionValueRow,
  type ProductRow,
  type SalesChannelRow,
  type StoreImage,
  storeImage,
  storeProductColumns,
  type TagRow,
  type TypeRow,
  type VariantRow,
} from "./product-serializer";
import {
  loadLiveImages,
  loadLiveOptions,
  loadLiveVariants,
  loadOptionValues,
} from "./product-relations";

type CategoryRow = typeof productCategories.$inferSelect;

export type AdminVariant = VariantRow & {
  prices: MoneyAmountRow[];
  options: OptionValueRow[];
  original_price: null;
  calculated_price: null;
};

export type AdminProduct = ProductRow & {
  variants: AdminVariant[];
  options: (OptionRow & { values: OptionValueRow[] })[];
  images: StoreImage[];
  tags: TagRow[];
  collection: CollectionRow | null;
  type: TypeRow | null;
  sales_channels: SalesChannelRow[];
  categories: CategoryRow[];
};

export const productNotFound = (id: string) => notFound(`Product with id: ${id} was not found`);

/** Base prices only: price-list prices belong to their price list (contract §12.1). */
export async function loadBasePrices(
  db: Database,
  variantIds: string[],
): Promise<Map<string, MoneyAmountRow[]>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(moneyAmounts)
    .where(
      and(
        inArray(moneyAmounts.variant_id, variantIds),
        isNull(moneyAmounts.price_list_id),
        isNull(moneyAmounts.deleted_at),
      ),
    )
    .orderBy(asc(moneyAmounts.currency_code), asc(moneyAmounts.created_at), asc(moneyAmounts.id));
  return groupBy(rows, (row) => row.variant_id);
}

/** Variants with their base prices and option values. */
export async function adminVariants(db: Database, rows: VariantRow[]): Promise<AdminVariant[]> {
  const ids = rows.map((row) => row.id);
  const [prices, values] = await Promise.all([loadBasePrices(db, ids), loadOptionValues(db, ids)]);
  return rows.map((row) => ({
    ...row,
    prices: prices.get(row.id) ?? [],
    options: values.get(row.id) ?? [],
    original_price: null,
    calculated_price: null,
  }));
}

async function linkedRows<L extends { product_id: string }, R>(
  links: Promise<(L & { row: R })[]>,
): Promise<Map<string, R[]>> {
  const grouped = groupBy(await links, (link) => link.product_id);
  return new Map([...grouped].map(([productId, group]) => [productId, group.map((l) => l.row)]));
}

export async function adminProducts(
  db: Database,
  rows: ProductRow[],
  publicUrl: string,
): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const collectionIds = [...new Set(rows.flatMap((row) => row.collection_id ?? []))];
  const typeIds = [...new Set(rows.flatMap((row) => row.type_id ?? []))];
  const [variantRows, options, images, tags, collections, types, channels, categories] =
    await Promise.all([
      loadLiveVariants(db, ids),
      loadLiveOptions(db, ids),
      loadLiveImages(db, ids),
      linkedRows(
        db
          .select({ product_id: productTagLinks.product_id, row: productTags })
          .from(productTagLinks)
          .innerJoin(productTags, eq(productTags.id, productTagLinks.product_tag_id))
          .where(and(inArray(productTagLinks.product_id, ids), isNull(productTags.deleted_at)))
          .orderBy(asc(productTags.value), asc(productTags.id)),
      ),
      collectionIds.length === 0
        ? []
        : db.select().from(productCollections).where(inArray(productCollections.id, collectionIds)),
      typeIds.length === 0
        ? []
        : db.select().from(productTypes).where(inArray(productTypes.id, typeIds)),
      linkedRows(
        db
          .select({ product_id: productSalesChannels.product_id, row: salesChannels })
          .from(productSalesChannels)
          .innerJoin(salesChannels, eq(salesChannels.id, productSalesChannels.sales_channel_id))
          .where(
            and(inArray(productSalesChannels.product_id, ids), isNull(salesChannels.deleted_at)),
          )
          .orderBy(asc(salesChannels.created_at), asc(salesChannels.id)),
      ),
      linkedRows(
        db
          .select({ product_id: productCategoryLinks.product_id, row: productCategories })
          .from(productCategoryLinks)
          .innerJoin(
            productCategories,
            eq(productCategories.id, productCategoryLinks.product_category_id),
          )
          .where(inArray(productCategoryLinks.product_id, ids))
          .orderBy(asc(productCategories.rank), asc(productCategories.id)),
      ),
    ]);

  const variants = groupBy(await adminVariants(db, variantRows), (row) => row.product_id);
  const optionsByProduct = groupBy(options, (row) => row.product_id);
  const valuesByOption = groupBy(
    [...variants.values()].flat().flatMap((variant) => variant.options),
    (value) => value.option_id,
  );
  const imagesByProduct = groupBy(images, (row) => row.product_id ?? "");
  const collectionById = new Map(
    collections.filter((row) => row.deleted_at === null).map((row) => [row.id, row]),
  );
  const typeById = new Map(
    types.filter((row) => row.deleted_at === null).map((row) => [row.id, row]),
  );

  return rows.map((row) => ({
    ...storeProductColumns(row, publicUrl),
    variants: variants.get(row.id) ?? [],
    options: (optionsByProduct.get(row.id) ?? []).map((option) => ({
      ...option,
      values: valuesByOption.get(option.id) ?? [],
    })),
    images: (imagesByProduct.get(row.id) ?? []).map((image) => storeImage(image, publicUrl)),
    tags: tags.get(row.id) ?? [],
    collection: row.collection_id === null ? null : (collectionById.get(row.collection_id) ?? null),
    type: row.type_id === null ? null : (typeById.get(row.type_id) ?? null),
    sales_channels: channels.get(row.id) ?? [],
    categories: categories.get(row.id) ?? [],
  }));
}

/** A product that is not deleted, or undefined. */
export async function findProductRow(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deleted_at)));
  return row;
}

export async function adminProduct(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<AdminProduct> {
  const row = await findProductRow(db, id);
  if (row === undefined) throw productNotFound(id);
  const [product] = await adminProducts(db, [row], publicUrl);
  return product;
}
