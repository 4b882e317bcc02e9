// Creating, changing and deleting products with their options, variants, images and links
// (contract medusa-v1 §12.1). Each operation runs in one transaction and can be read top to
// bottom; the routes answer with the product re-read afterwards.
import {
  DEFAULT_SHIPPING_PROFILE_ID,
  GIFT_CARD_SHIPPING_PROFILE_ID,
} from "../shipping/profile-table";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  productCategoryLinks,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productSalesChannels,
  productTagLinks,
  productVariants,
} from "./tables";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { mergeMetadata } from "../carts/line-items";
import { MEDIA_URL_PREFIX } from "../media/media-root";
import { findProductRow, productNotFound } from "./admin-product-response";
import type { ProductCreateBody, ProductUpdateBody } from "@atelier/contracts";
import { DEFAULT_OPTION_VALUE } from "./constants";
import { slugify } from "./handles";
import { refuseUniqueClash } from "./unique-clash";
import {
  assertCategoriesExist,
  assertCollectionExists,
  assertSalesChannelsExist,
  defaultSalesChannelIds,
  resolveTagIds,
  resolveTypeId,
} from "./references";
import {
  assertDistinctCombinations,
  assertSkusFree,
  deleteVariants,
  insertVariants,
  productOptionIds,
  replaceVariants,
  variantCombinations,
} from "./variant-writes";

type ProductRow = typeof products.$inferSelect;

export const PRODUCT_CLASH =
  "Another product or variant took this handle or SKU at the same moment";

/** Refuses handles another product (live or deleted) has; `exceptProductId` may keep its own. */
export async function assertHandlesFree(
  db: Database,
  handles: string[],
  exceptProductId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ handle: products.handle })
    .from(products)
    .where(
      and(
        inArray(products.handle, handles),
        exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
      ),
    )
    .limit(1);
  if (taken !== undefined) {
    throw invalidData(`A product with handle ${taken.handle} already exists`);
  }
}

/** Our own media URLs are stored as paths, so they follow the API to any host (http/urls.ts). */
function storedImageUrl(url: string, publicUrl: string): string {
  const ownMedia = `${publicUrl}${MEDIA_URL_PREFIX}/`;
  return url.startsWith(ownMedia) ? url.slice(publicUrl.length) : url;
}

/** The body's product columns, without what is stored elsewhere (images, links) or merged. */
function productColumns<B extends Omit<ProductUpdateBody, "variants">>({
  images: _images,
  thumbnail: _thumbnail,
  type: _type,
  tags: _tags,
  categories: _categories,
  sales_channels: _salesChannels,
  metadata: _metadata,
  ...columns
}: B) {
  return columns;
}

/**
 * The thumbnail to store: the one given (null clears it), else the first image when the product
 * has no thumbnail yet; undefined leaves it as it is.
 */
function storedThumbnail(
  body: Pick<ProductUpdateBody, "images" | "thumbnail">,
  current: string | null,
  publicUrl: string,
): string | null | undefined {
  if (body.thumbnail === null) return null;
  const chosen = body.thumbnail ?? (current === null ? body.images?.[0] : undefined);
  return chosen === undefined ? undefined : storedImageUrl(chosen, publicUrl);
}

function imageRows(productId: string, urls: string[], publicUrl: string) {
  return urls.map((url, rank) => ({
    id: generateId("img"),
    product_id: productId,
    url: storedImageUrl(url, publicUrl),
    rank,
  }));
}

async function replaceImages(db: Database, productId: string, urls: string[], publicUrl: string) {
  await db.delete(productImages).where(eq(productImages.product_id, productId));
  if (urls.length === 0) return;
  await db.insert(productImages).values(imageRows(productId, urls, publicUrl));
}

interface ProductLinks {
  tagIds?: string[];
  categoryIds?: string[];
  salesChannelIds?: string[];
}

/** The link rows of a product: each list given (a missing one is left as it is). */
function linkRows(productId: string, links: ProductLinks) {
  return {
    tags: links.tagIds?.map((tagId) => ({ product_id: productId, product_tag_id: tagId })),
    categories:
      links.categoryIds &&
      [...new Set(links.categoryIds)].map((categoryId) => ({
        product_id: productId,
        product_category_id: categoryId,
      })),
    salesChannels:
      links.salesChannelIds &&
      [...new Set(links.salesChannelIds)].map((channelId) => ({
        product_id: productId,
        sales_channel_id: channelId,
      })),
  };
}

async function insertLinks(db: Database, rows: ReturnType<typeof linkRows>[]) {
  const tags = rows.flatMap((row) => row.tags ?? []);
  const categories = rows.flatMap((row) => row.categories ?? []);
  const channels = rows.flatMap((row) => row.salesChannels ?? []);
  if (tags.length > 0) await db.insert(productTagLinks).values(tags);
  if (categories.length > 0) await db.insert(productCategoryLinks).values(categories);
  if (channels.length > 0) await db.insert(productSalesChannels).values(channels);
}

async function replaceLinks(db: Database, productId: string, links: ProductLinks) {
  const rows = linkRows(productId, links);
  if (rows.tags !== undefined) {
    await db.delete(productTagLinks).where(eq(productTagLinks.product_id, productId));
  }
  if (rows.categories !== undefined) {
    await db.delete(productCategoryLinks).where(eq(productCategoryLinks.product_id, productId));
  }
  if (rows.salesChannels !== undefined) {
    await db.delete(productSalesChannels).where(eq(productSalesChannels.product_id, productId));
  }
  await insertLinks(db, [rows]);
}

/** Checks the references both create and update may carry, and turns them into ids. */
async function resolveProductReferences(
  db: Database,
  body: Pick<
    ProductUpdateBody,
    "collection_id" | "type" | "tags" | "categories" | "sales_channels"
  >,
) {
  if (body.collection_id) await assertCollectionExists(db, body.collection_id);
  const categoryIds = body.categories?.map((category) => category.id);
  const salesChannelIds = body.sales_channels?.map((channel) => channel.id);
  await Promise.all([
    assertCategoriesExist(db, categoryIds ?? []),
    assertSalesChannelsExist(db, salesChannelIds ?? []),
  ]);
  return {
    typeId: await resolveTypeId(db, body.type),
    tagIds: body.tags === undefined ? undefined : await resolveTagIds(db, body.tags),
    categoryIds,
    salesChannelIds,
  };
}

/** Checks a new product's body on its own; returns its handle. */
function newProductHandle(body: ProductCreateBody): string {
  const handle = body.handle ?? slugify(body.title);
  if (!handle) throw invalidData("handle: cannot be made from this title; give a handle");
  body.variants.forEach((variant, index) => {
    if (variant.options.length !== body.options.length) {
      throw invalidData(
        `variants.${index}.options: must give ${body.options.length} values, one for each product option in order`,
      );
    }
  });
  const positions = body.options.map((_, index) => String(index));
  assertDistinctCombinations(
    positions,
    body.variants.map(
      (variant) => new Map(variant.options.map((option, index) => [String(index), option.value])),
    ),
  );
  const optionTitles = body.options.map((option) => option.title);
  const repeated = optionTitles.find((title, index) => optionTitles.indexOf(title) !== index);
  if (repeated !== undefined) throw invalidData(`Option ${repeated} is given twice`);
  return handle;
}

export async function createProduct(
  db: Database,
  body: ProductCreateBody,
  publicUrl: string,
): Promise<string> {
  const [id] = await createProducts(db, [body], publicUrl);
  return id;
}

/**
 * Creates products with their options, variants, prices, stock, images and links in one
 * transaction, all or none, with a few statements whatever their number (the product import
 * writes a chunk of new products this way). Returns their ids in the given order.
 */
export async function createProducts(
  db: Database,
  bodies: ProductCreateBody[],
  publicUrl: string,
): Promise<string[]> {
  const handles = bodies.map(newProductHandle);
  const twice = handles.find((handle, index) => handles.indexOf(handle) !== index);
  if (twice !== undefined) throw invalidData(`The handle ${twice} is given to two products`);

  return db
    .transaction(async (tx) => {
      await assertHandlesFree(tx, handles);
      await assertSkusFree(
        tx,
        bodies.flatMap((body) => body.variants.map((variant) => variant.sku)),
      );
      let storeChannelIds: string[] | undefined;
      const created = [];
      for (const [index, body] of bodies.entries()) {
        const references = await resolveProductReferences(tx, body);
        const { options, variants: _variants, ...fields } = body;
        const id = generateId("prod");
        const salesChannelIds =
          references.salesChannelIds ?? (storeChannelIds ??= await defaultSalesChannelIds(tx));
        created.push({
          body,
          product: {
            ...productColumns(fields),
            id,
            handle: handles[index],
            type_id: references.typeId ?? null,
            // As Medusa: gift cards ship in the gift-card profile, other products in the default one.
            profile_id: fields.is_giftcard
              ? GIFT_CARD_SHIPPING_PROFILE_ID
              : DEFAULT_SHIPPING_PROFILE_ID,
            thumbnail: storedThumbnail(fields, null, publicUrl) ?? null,
            metadata: fields.metadata ?? null,
          },
          images: imageRows(id, fields.images ?? [], publicUrl),
          links: linkRows(id, {
            tagIds: references.tagIds ?? [],
            categoryIds: references.categoryIds ?? [],
            salesChannelIds,
          }),
          optionIds: options.map(() => generateId("opt")),
        });
      }
      await tx.insert(products).values(created.map(({ product }) => product));
      const images = created.flatMap(({ images }) => images);
      if (images.length > 0) await tx.insert(productImages).values(images);
      await insertLinks(
        tx,
        created.map(({ links }) => links),
      );
      const options = created.flatMap(({ body, product, optionIds }) =>
        body.options.map((option, index) => ({
          id: optionIds[index],
          product_id: product.id,
          title: option.title,
        })),
      );
      if (options.length > 0) await tx.insert(productOptions).values(options);
      await insertVariants(
        tx,
        created.flatMap(({ body, product, optionIds }) =>
          body.variants.map(({ prices, options: values, ...columns }, rank) => ({
            product: { id: product.id, title: body.title },
            draft: {
              columns,
              optionValues: values.map((value, index) => ({
                option_id: optionIds[index],
                value: value.value,
              })),
              prices,
            },
            rank,
          })),
        ),
      );
      return created.map(({ product }) => product.id);
    })
    .catch(refuseUniqueClash(PRODUCT_CLASH));
}

async function liveProduct(db: Database, id: string): Promise<ProductRow> {
  const row = await findProductRow(db, id);
  if (row === undefined) throw productNotFound(id);
  return row;
}

export async function updateProduct(
  db: Database,
  id: string,
  body: ProductUpdateBody,
  publicUrl: string,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const product = await liveProduct(tx, id);
      if (body.handle !== undefined && body.handle !== product.handle) {
        await assertHandlesFree(tx, [body.handle], id);
      }
      const references = await resolveProductReferences(tx, body);
      if (body.images !== undefined) await replaceImages(tx, id, body.images, publicUrl);
      await replaceLinks(tx, id, references);
      const thumbnail = storedThumbnail(body, product.thumbnail, publicUrl);
      const { metadata, variants, ...fields } = body;
      if (variants !== undefined) {
        await replaceVariants(tx, { id, title: body.title ?? product.title }, variants);
      }
      await tx
        .update(products)
        .set({
          ...productColumns(fields),
          ...(references.typeId === undefined ? {} : { type_id: references.typeId }),
          ...(thumbnail === undefined ? {} : { thumbnail }),
          ...(metadata === undefined
            ? {}
            : { metadata: metadata === null ? null : mergeMetadata(product.metadata, metadata) }),
          updated_at: new Date(),
        })
        .where(eq(products.id, id));
    })
    .catch(refuseUniqueClash(PRODUCT_CLASH));
}

/** `POST /admin/products/:id/metadata {key, value}`: one key set (or removed with `""`). */
export async function setProductMetadata(
  db: Database,
  id: string,
  key: string,
  value: unknown,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await liveProduct(tx, id);
    await tx
      .update(products)
      .set({ metadata: mergeMetadata(product.metadata, { [key]: value }), updated_at: new Date() })
      .where(eq(products.id, id));
  });
}

/**
 * Soft-deletes a product and its variants. Its handle becomes the product id so that a new
 * product may take the handle (the handle index counts deleted rows too).
 */
export async function deleteProduct(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await liveProduct(tx, id);
    const variants = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.product_id, id), isNull(productVariants.deleted_at)));
    await deleteVariants(
      tx,
      variants.map((variant) => variant.id),
    );
    const now = new Date();
    await tx
      .update(products)
      .set({ deleted_at: now, updated_at: now, handle: id })
      .where(eq(products.id, id));
  });
}

export const optionNotFound = (id: string) => notFound(`Option with id: ${id} was not found`);

async function assertOptionTitleFree(
  db: Database,
  productId: string,
  title: string,
  exceptOptionId?: string,
) {
  const [taken] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(
      and(
        eq(productOptions.product_id, productId),
        eq(productOptions.title, title),
        isNull(productOptions.deleted_at),
        exceptOptionId === undefined ? undefined : ne(productOptions.id, exceptOptionId),
      ),
    )
    .limit(1);
  if (taken !== undefined) throw invalidData(`An option with the title ${title} already exists`);
}

/** Adds an option; variants that already exist take the value "Default" for it. */
export async function addOption(db: Database, productId: string, title: string): Promise<void> {
  await db.transaction(async (tx) => {
    await liveProduct(tx, productId);
    await assertOptionTitleFree(tx, productId, title);
    const optionId = generateId("opt");
    await tx.insert(productOptions).values({ id: optionId, product_id: productId, title });
    const variants = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.product_id, productId), isNull(productVariants.deleted_at)));
    if (variants.length > 0) {
      await tx.insert(productOptionValues).values(
        variants.map((variant) => ({
          id: generateId("optval"),
          option_id: optionId,
          variant_id: variant.id,
          value: DEFAULT_OPTION_VALUE,
        })),
      );
    }
  });
}

async function liveOption(db: Database, productId: string, optionId: string) {
  const [option] = await db
    .select()
    .from(productOptions)
    .where(
      and(
        eq(productOptions.id, optionId),
        eq(productOptions.product_id, productId),
        isNull(productOptions.deleted_at),
      ),
    );
  if (option === undefined) throw optionNotFound(optionId);
  return option;
}

export async function renameOption(
  db: Database,
  productId: string,
  optionId: string,
  title: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await liveProduct(tx, productId);
    await liveOption(tx, productId, optionId);
    await assertOptionTitleFree(tx, productId, title, optionId);
    await tx
      .update(productOptions)
      .set({ title, updated_at: new Date() })
      .where(eq(productOptions.id, optionId));
  });
}

/** Removes an option, unless two variants would then have the same values (as in Medusa). */
export async function deleteOption(
  db: Database,
  productId: string,
  optionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await liveProduct(tx, productId);
    await liveOption(tx, productId, optionId);
    const remaining = (await productOptionIds(tx, productId)).filter((id) => id !== optionId);
    const combinations = await variantCombinations(tx, productId);
    try {
      assertDistinctCombinations(remaining, combinations.values());
    } catch {
      throw invalidData(
        "To delete this option, first delete variants so that no two are left with the same option values",
      );
    }
    const now = new Date();
    await tx
      .update(productOptionValues)
      .set({ deleted_at: now, updated_at: now })
      .where(eq(productOptionValues.option_id, optionId));
    await tx
      .update(productOptions)
      .set({ deleted_at: now, updated_at: now })
      .where(eq(productOptions.id, optionId));
  });
}
