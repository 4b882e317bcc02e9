// Loads the relations of a page of products (variants, prices, options, images, tags,
// collection, type, sales channels) with one query per relation for the whole page, run in
// parallel, so a page costs the same few round trips whatever its size. The shipping profiles
// (`profile_id`, `profiles`) come from the cached profile lookup, so they cost no query.
import { and, asc, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  productCollections,
  productImages,
  productOptions,
  productOptionValues,
  productSalesChannels,
  productTagLinks,
  productTags,
  productTypes,
  productVariants,
} from "./tables";
import { salesChannels } from "../sales-channels/tables";
import { availableInChannels } from "../inventory/channel-stock";
import { groupBy } from "../../db/group-by";
import type { ResolvedPriceContext } from "../pricing/price-context";
import { loadProductMoneyAmounts } from "../pricing/variant-prices";
import { loadShippingProfiles } from "../shipping/shipping-profile";
import {
  type ImageRow,
  type OptionRow,
  type OptionValueRow,
  type ProductRow,
  type SalesChannelRow,
  type StoreProduct,
  storeImage,
  storeProductColumns,
  storeVariant,
  type TagRow,
  type VariantRow,
} from "./product-serializer";

export interface ProductReadContext {
  publicUrl: string;
  price: ResolvedPriceContext;
  /** Medusa adds `sales_channels` to products only when a publishable key was sent. */
  includeSalesChannels: boolean;
  /** The request's channels: stock shown is what their locations hold (empty: all locations). */
  salesChannelIds: string[];
}

/** The variant with the stock its channels' locations hold, when it has inventory items there. */
export function withChannelStock(
  variant: VariantRow,
  stock: ReadonlyMap<string, number>,
): VariantRow {
  const available = stock.get(variant.id);
  return available === undefined || !variant.manage_inventory
    ? variant
    : { ...variant, inventory_quantity: available };
}

const present = <T>(values: (T | null)[]): T[] => [
  ...new Set(values.filter((value): value is T => value !== null)),
];

/** The products' variants that are not deleted, in their rank order. */
export function loadLiveVariants(db: Database, productIds: string[]): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.product_id, productIds), isNull(productVariants.deleted_at)))
    .orderBy(
      asc(productVariants.variant_rank),
      asc(productVariants.created_at),
      asc(productVariants.id),
    );
}

/** The products' options that are not deleted, oldest first. */
export function loadLiveOptions(db: Database, productIds: string[]): Promise<OptionRow[]> {
  return db
    .select()
    .from(productOptions)
    .where(and(inArray(productOptions.product_id, productIds), isNull(productOptions.deleted_at)))
    .orderBy(asc(productOptions.created_at), asc(productOptions.id));
}

/** The products' images that are not deleted, in their rank order. */
export function loadLiveImages(db: Database, productIds: string[]): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(and(inArray(productImages.product_id, productIds), isNull(productImages.deleted_at)))
    .orderBy(asc(productImages.rank), asc(productImages.created_at), asc(productImages.id));
}

/** The option values of each variant (by variant id), oldest first. */
export async function loadOptionValues(
  db: Database,
  variantIds: string[],
): Promise<Map<string, OptionValueRow[]>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productOptionValues)
    .where(
      and(
        inArray(productOptionValues.variant_id, variantIds),
        isNull(productOptionValues.deleted_at),
      ),
    )
    .orderBy(asc(productOptionValues.created_at), asc(productOptionValues.id));
  return groupBy(rows, (row) => row.variant_id);
}

function loadOptionValuesOfProducts(db: Database, productIds: string[]): Promise<OptionValueRow[]> {
  return db
    .select(getTableColumns(productOptionValues))
    .from(productOptionValues)
    .innerJoin(productVariants, eq(productVariants.id, productOptionValues.variant_id))
    .where(
      and(
        inArray(productVariants.product_id, productIds),
        isNull(productVariants.deleted_at),
        isNull(productOptionValues.deleted_at),
      ),
    )
    .orderBy(asc(productOptionValues.created_at), asc(productOptionValues.id));
}

async function loadTagsOfProducts(
  db: Database,
  productIds: string[],
): Promise<Map<string, TagRow[]>> {
  const rows = await db
    .select({ product_id: productTagLinks.product_id, tag: productTags })
    .from(productTagLinks)
    .innerJoin(productTags, eq(productTags.id, productTagLinks.product_tag_id))
    .where(and(inArray(productTagLinks.product_id, productIds), isNull(productTags.deleted_at)))
    .orderBy(asc(productTags.value), asc(productTags.id));
  const byProduct = groupBy(rows, (row) => row.product_id);
  return new Map(
    [...byProduct].map(([productId, links]) => [productId, links.map((link) => link.tag)]),
  );
}

async function loadSalesChannelsOfProducts(
  db: Database,
  productIds: string[],
): Promise<Map<string, SalesChannelRow[]>> {
  const rows = await db
    .select({ product_id: productSalesChannels.product_id, channel: salesChannels })
    .from(productSalesChannels)
    .innerJoin(salesChannels, eq(salesChannels.id, productSalesChannels.sales_channel_id))
    .where(
      and(inArray(productSalesChannels.product_id, productIds), isNull(salesChannels.deleted_at)),
    )
    .orderBy(asc(salesChannels.created_at), asc(salesChannels.id));
  const byProduct = groupBy(rows, (row) => row.product_id);
  return new Map(
    [...byProduct].map(([productId, links]) => [productId, links.map((link) => link.channel)]),
  );
}

export async function withProductRelations(
  db: Database,
  rows: ProductRow[],
  read: ProductReadContext,
): Promise<StoreProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const collectionIds = present(rows.map((row) => row.collection_id));
  const typeIds = present(rows.map((row) => row.type_id));
  const [
    variants,
    options,
    optionValues,
    moneyAmounts,
    images,
    tags,
    collections,
    types,
    channels,
    profiles,
    channelStock,
  ] = await Promise.all([
    loadLiveVariants(db, ids),
    loadLiveOptions(db, ids),
    loadOptionValuesOfProducts(db, ids),
    loadProductMoneyAmounts(db, ids, { priceListIds: read.price.context.priceListIds }),
    loadLiveImages(db, ids),
    loadTagsOfProducts(db, ids),
    collectionIds.length === 0
      ? []
      : db
          .select()
          .from(productCollections)
          .where(
            and(
              inArray(productCollections.id, collectionIds),
              isNull(productCollections.deleted_at),
            ),
          ),
    typeIds.length === 0
      ? []
      : db
          .select()
          .from(productTypes)
          .where(and(inArray(productTypes.id, typeIds), isNull(productTypes.deleted_at))),
    read.includeSalesChannels ? loadSalesChannelsOfProducts(db, ids) : undefined,
    loadShippingProfiles(db),
    availableInChannels(db, { productIds: ids }, read.salesChannelIds),
  ]);

  const variantsByProduct = groupBy(variants, (row) => row.product_id);
  const optionsByProduct = groupBy(options, (row) => row.product_id);
  const valuesByVariant = groupBy(optionValues, (row) => row.variant_id);
  const valuesByOption = groupBy(optionValues, (row) => row.option_id);
  const imagesByProduct = groupBy(images, (row) => row.product_id ?? "");
  const collectionById = new Map(collections.map((row) => [row.id, row]));
  const typeById = new Map(types.map((row) => [row.id, row]));

  return rows.map((row) => ({
    ...storeProductColumns(row, read.publicUrl),
    ...profiles.ofProduct(row.profile_id),
    variants: (variantsByProduct.get(row.id) ?? []).map((variant) =>
      storeVariant(
        withChannelStock(variant, channelStock),
        row,
        valuesByVariant.get(variant.id) ?? [],
        moneyAmounts.get(variant.id) ?? [],
        read.price,
      ),
    ),
    options: (optionsByProduct.get(row.id) ?? []).map((option) => ({
      ...option,
      values: valuesByOption.get(option.id) ?? [],
    })),
    images: (imagesByProduct.get(row.id) ?? []).map((image) => storeImage(image, read.publicUrl)),
    tags: tags.get(row.id) ?? [],
    collection: row.collection_id === null ? null : (collectionById.get(row.collection_id) ?? null),
    type: row.type_id === null ? null : (typeById.get(row.type_id) ?? null),
    ...(channels === undefined ? {} : { sales_channels: channels.get(row.id) ?? [] }),
  }));
}
