// Seeds the demo shop on a fresh database: store settings, regions, the web sales channel with its
// publishable key, and a catalogue of home and design goods. Runs once; later calls only report.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { AppDeps } from "../http/context";
import { buildCatalogueRows } from "./catalogue-rows";
import { seedTradeApplications } from "./trade";
import { seedCheckout } from "./checkout";
import { seedReturnReasons } from "./return-reasons";
import { seedShippingProfiles } from "./shipping-profiles";
import { seedStockLocations } from "./stock-locations";
import { seedContent } from "./content";
import { insertRows } from "./insert-rows";
import { writeProductImages } from "./product-images";
import { seedProducts } from "./products";
import { fileStore } from "../storage/configured-store";
import { seedGiftCardProduct } from "./products/gift-card";
import { buildShopRows } from "./shop-rows";
import { readSeedSummary, type SeedSummary } from "./summary";

export { readSeedSummary, type SeedSummary } from "./summary";

export interface SeedOptions {
  /** Generate the product image files (skipped by API tests, which do not fetch them). */
  images?: boolean;
}

/** Held for the seeding transaction, so API instances starting together seed only once. */
const SEED_LOCK_KEY = 4_120_713;

async function insertDemoShop(db: Database, now: Date): Promise<SeedSummary> {
  const shop = buildShopRows(now);
  await db.insert(schema.currencies).values(shop.currencies).onConflictDoNothing();
  await db.insert(schema.salesChannels).values(shop.salesChannel);
  await db.insert(schema.regions).values(shop.regions);
  await db.insert(schema.stores).values(shop.store);
  await db.insert(schema.storeCurrencies).values(shop.storeCurrencies);
  await db.insert(schema.countries).values(shop.countries);
  await db.insert(schema.paymentProviders).values(shop.paymentProvider).onConflictDoNothing();
  await db
    .insert(schema.fulfillmentProviders)
    .values(shop.fulfillmentProvider)
    .onConflictDoNothing();
  await db.insert(schema.regionPaymentProviders).values(shop.regionPaymentProviders);
  await db.insert(schema.regionFulfillmentProviders).values(shop.regionFulfillmentProviders);
  await db.insert(schema.publishableApiKeys).values(shop.publishableKey);
  await db.insert(schema.publishableApiKeySalesChannels).values(shop.publishableKeySalesChannel);

  const catalogue = buildCatalogueRows(seedProducts, shop.salesChannel.id, now);
  await insertRows(db, schema.productCollections, catalogue.collections);
  await insertRows(db, schema.productCategories, catalogue.categories);
  await insertRows(db, schema.productTypes, catalogue.types);
  await insertRows(db, schema.productTags, catalogue.tags);
  await insertRows(db, schema.products, catalogue.products);
  await insertRows(db, schema.productTagLinks, catalogue.tagLinks);
  await insertRows(db, schema.productCategoryLinks, catalogue.categoryLinks);
  await insertRows(db, schema.productSalesChannels, catalogue.salesChannelLinks);
  await insertRows(db, schema.productImages, catalogue.images);
  await insertRows(db, schema.productOptions, catalogue.options);
  await insertRows(db, schema.productVariants, catalogue.variants);
  await insertRows(db, schema.productOptionValues, catalogue.optionValues);
  await insertRows(db, schema.moneyAmounts, catalogue.prices);
  await seedStockLocations(db, shop.store.id, shop.salesChannel.id);

  return {
    publishableApiKey: shop.publishableKey.id,
    salesChannelId: shop.salesChannel.id,
    regions: shop.regionIds,
    productCount: catalogue.products.length,
  };
}

/**
 * Seeds the demo shop in one transaction unless a store already exists, and returns what clients
 * need from it. With `images`, also renders any product image missing from the media folder.
 */
export async function seedDemoData(deps: AppDeps, options: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedShippingProfiles(tx);
    const seeded = (await readSeedSummary(tx)) ?? (await insertDemoShop(tx, new Date()));
    await seedCheckout(tx, seeded.regions);
    await seedGiftCardProduct(tx, seeded.salesChannelId, new Date());
    await seedTradeApplications(tx, new Date());
    await seedReturnReasons(tx, new Date());
    // Read back, so a first run reports the gift-card product as a later one does.
    return (await readSeedSummary(tx)) ?? seeded;
  });
  if (options.images) await writeProductImages(fileStore(deps.config), seedProducts);
  await seedContent(deps, { images: options.images });
  return summary;
}
