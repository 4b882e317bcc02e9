// Turns the hand-written demo catalogue into table rows. Pure apart from the ids, so the same
// input always gives the same titles, prices, stock levels and dates.
import type { InferInsertModel } from "drizzle-orm";
import type * as schema from "../db/schema";
import { generateId } from "../http/ids";
import { demoPrices } from "./prices";
import { productImages } from "./product-images";
import type { ProductSeed } from "./products";
import { randomInt, seededRandom, type Random } from "./random";
import { seedCurrencies } from "./regions";
import { seedCategories, seedCollections, seedProductTypes, seedTags } from "./taxonomy";

export interface CatalogueRows {
  collections: InferInsertModel<typeof schema.productCollections>[];
  categories: InferInsertModel<typeof schema.productCategories>[];
  types: InferInsertModel<typeof schema.productTypes>[];
  tags: InferInsertModel<typeof schema.productTags>[];
  products: InferInsertModel<typeof schema.products>[];
  tagLinks: InferInsertModel<typeof schema.productTagLinks>[];
  categoryLinks: InferInsertModel<typeof schema.productCategoryLinks>[];
  salesChannelLinks: InferInsertModel<typeof schema.productSalesChannels>[];
  images: InferInsertModel<typeof schema.productImages>[];
  options: InferInsertModel<typeof schema.productOptions>[];
  variants: InferInsertModel<typeof schema.productVariants>[];
  optionValues: InferInsertModel<typeof schema.productOptionValues>[];
  prices: InferInsertModel<typeof schema.moneyAmounts>[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Fixed, so every fresh database gets the same stock levels and catalogue dates. */
const STOCK_SEED = 20240611;

/** Every combination of the option values, in the order written: [["Oak","Forest wool"], …]. */
export function optionCombinations(options: ProductSeed["options"]): string[][] {
  return options.reduce<string[][]>(
    (combinations, option) =>
      combinations.flatMap((combination) => option.values.map((value) => [...combination, value])),
    [[]],
  );
}

/** A SKU such as `ATL-TAVOLA-180CM-OILEOAK`: the handle's first word, then each option value shortened. */
export function variantSku(handle: string, values: string[]): string {
  const code = (value: string) =>
    value
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean)
      .map((word) => (/^\d+$/.test(word) ? word : word.slice(0, 4)))
      .join("");
  return ["ATL", handle.split("-")[0].toUpperCase(), ...values.map(code)].join("-");
}

/** "W 220 × D 95 × H 78 cm", from millimetres. */
export function dimensionsLine({ width, depth, height }: ProductSeed["size"]): string {
  const cm = (mm: number) => String(mm / 10);
  return `W ${cm(width)} × D ${cm(depth)} × H ${cm(height)} cm`;
}

function stockFor(product: ProductSeed, title: string, random: Random): number {
  if (product.soldOut?.includes(title)) return 0;
  if (product.stock === "made-to-order") return randomInt(random, 0, 2);
  if (product.stock === "low") return randomInt(random, 1, 3);
  return randomInt(random, 5, 60);
}

/** New arrivals were added in the last three weeks, the rest over the past year. */
function createdAt(product: ProductSeed, index: number, now: Date, random: Random): Date {
  const days = product.tags.includes("new") ? randomInt(random, 1, 20) : randomInt(random, 30, 400);
  return new Date(now.getTime() - days * DAY_MS - index * MINUTE_MS);
}

function idsByKey<K extends string>(keys: readonly K[], prefix: string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, generateId(prefix)])) as Record<K, string>;
}

export function buildCatalogueRows(
  products: ProductSeed[],
  salesChannelId: string,
  now: Date,
): CatalogueRows {
  const random = seededRandom(STOCK_SEED);
  const collectionIds = idsByKey(
    seedCollections.map((collection) => collection.handle),
    "pcol",
  );
  const categoryIds = idsByKey(
    seedCategories.flatMap((parent) => [
      parent.handle,
      ...parent.children.map((child) => child.handle),
    ]),
    "pcat",
  );
  const typeIds = idsByKey(seedProductTypes, "ptyp");
  const tagIds = idsByKey(seedTags, "ptag");

  const rows: CatalogueRows = {
    collections: seedCollections.map(({ handle, title, description }) => ({
      id: collectionIds[handle],
      handle,
      title,
      metadata: { description },
    })),
    categories: seedCategories.flatMap((parent, parentRank) => [
      {
        id: categoryIds[parent.handle],
        handle: parent.handle,
        name: parent.name,
        description: parent.description,
        rank: parentRank,
      },
      ...parent.children.map((child, rank) => ({
        id: categoryIds[child.handle],
        handle: child.handle,
        name: child.name,
        description: child.description,
        parent_category_id: categoryIds[parent.handle],
        rank,
      })),
    ]),
    types: seedProductTypes.map((value) => ({ id: typeIds[value], value })),
    tags: seedTags.map((value) => ({ id: tagIds[value], value })),
    products: [],
    tagLinks: [],
    categoryLinks: [],
    salesChannelLinks: [],
    images: [],
    options: [],
    variants: [],
    optionValues: [],
    prices: [],
  };

  products.forEach((product, index) => {
    const productId = generateId("prod");
    const created = createdAt(product, index, now, random);
    const dates = { created_at: created, updated_at: created };
    const images = productImages(product.handle);

    rows.products.push({
      id: productId,
      title: product.title,
      subtitle: product.subtitle,
      description: product.description,
      handle: product.handle,
      status: "published",
      thumbnail: images[0].url,
      collection_id: collectionIds[product.collection],
      type_id: typeIds[product.type],
      width: product.size.width,
      length: product.size.depth,
      height: product.size.height,
      weight: product.size.weight,
      material: product.material,
      metadata: { dimensions: dimensionsLine(product.size) },
      ...dates,
    });
    rows.tagLinks.push(
      ...product.tags.map((tag) => ({ product_id: productId, product_tag_id: tagIds[tag] })),
    );
    rows.categoryLinks.push(
      ...product.categories.map((category) => ({
        product_id: productId,
        product_category_id: categoryIds[category],
      })),
    );
    rows.salesChannelLinks.push({ product_id: productId, sales_channel_id: salesChannelId });
    rows.images.push(
      ...images.map((image, rank) => ({
        id: generateId("img"),
        product_id: productId,
        url: image.url,
        rank,
        ...dates,
      })),
    );

    const optionIds = product.options.map((option) => {
      const id = generateId("opt");
      rows.options.push({ id, title: option.title, product_id: productId, ...dates });
      return id;
    });

    optionCombinations(product.options).forEach((values, rank) => {
      const variantId = generateId("variant");
      const title = values.join(" / ");
      rows.variants.push({
        id: variantId,
        title,
        product_id: productId,
        sku: variantSku(product.handle, values),
        variant_rank: rank,
        inventory_quantity: stockFor(product, title, random),
        allow_backorder: product.stock === "made-to-order",
        manage_inventory: true,
        ...dates,
      });
      rows.optionValues.push(
        ...values.map((value, position) => ({
          id: generateId("optval"),
          value,
          option_id: optionIds[position],
          variant_id: variantId,
          ...dates,
        })),
      );
      const dollars =
        product.price +
        values.reduce((extra, value) => extra + (product.surcharges?.[value] ?? 0), 0);
      const amounts = demoPrices(dollars);
      rows.prices.push(
        ...seedCurrencies.map(({ code }) => ({
          id: generateId("ma"),
          currency_code: code,
          amount: amounts[code],
          variant_id: variantId,
          ...dates,
        })),
      );
    });
  });

  return rows;
}
