import { asc, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { seedDemoData, type SeedSummary } from "../src/seed";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("demo seed on %s", (kind) => {
  let api: TestApi;
  let summary: SeedSummary;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    // Two API instances starting together must still seed one shop.
    const [first, second] = await Promise.all([seedDemoData(api.deps), seedDemoData(api.deps)]);
    expect(second).toEqual(first);
    summary = first;
  });
  afterAll(() => api?.close());

  const db = () => api.deps.db;

  /** The furniture and home goods: every product but the gift card, which has its own test. */
  const catalogueProducts = () =>
    db().select().from(schema.products).where(eq(schema.products.is_giftcard, false));
  async function catalogueVariants() {
    const ids = new Set((await catalogueProducts()).map((product) => product.id));
    const variants = await db().select().from(schema.productVariants);
    return variants.filter((variant) => ids.has(variant.product_id));
  }

  async function rowCounts(): Promise<number[]> {
    const tables = [
      schema.stores,
      schema.regions,
      schema.countries,
      schema.products,
      schema.productVariants,
      schema.moneyAmounts,
      schema.productImages,
      schema.productCategories,
      schema.publishableApiKeys,
    ];
    return Promise.all(
      tables.map(async (table) => (await db().select({ rows: count() }).from(table))[0].rows),
    );
  }

  it("creates the store with its currencies, default region and sales channel", async () => {
    const [store, ...others] = await db().select().from(schema.stores);
    expect(others).toEqual([]);
    expect(store).toMatchObject({
      name: "Atelier",
      default_currency_code: "usd",
      default_region_id: summary.regions.us,
      default_sales_channel_id: summary.salesChannelId,
    });
    const currencies = await db()
      .select()
      .from(schema.currencies)
      .orderBy(asc(schema.currencies.code));
    expect(currencies).toEqual([
      { code: "eur", symbol: "€", symbol_native: "€", name: "Euro" },
      { code: "jpy", symbol: "¥", symbol_native: "￥", name: "Japanese Yen" },
      { code: "usd", symbol: "$", symbol_native: "$", name: "US Dollar" },
    ]);
    const storeCurrencies = await db().select().from(schema.storeCurrencies);
    expect(storeCurrencies.map((row) => row.currency_code).sort()).toEqual(["eur", "jpy", "usd"]);
  });

  it("creates three regions with their currencies, tax rates, countries and manual providers", async () => {
    const regions = await db()
      .select()
      .from(schema.regions)
      .orderBy(asc(schema.regions.created_at));
    expect(
      regions.map(({ id, name, currency_code, tax_rate }) => ({
        id,
        name,
        currency_code,
        tax_rate,
      })),
    ).toEqual([
      { id: summary.regions.us, name: "United States", currency_code: "usd", tax_rate: 8 },
      { id: summary.regions.eu, name: "Europe", currency_code: "eur", tax_rate: 20 },
      { id: summary.regions.jp, name: "Japan", currency_code: "jpy", tax_rate: 10 },
    ]);
    expect(regions.every((region) => region.id.startsWith("reg_"))).toBe(true);

    const countries = await db().select().from(schema.countries);
    const inRegion = (regionId: string) =>
      countries
        .filter((country) => country.region_id === regionId)
        .map((country) => country.iso_2)
        .sort();
    expect(inRegion(summary.regions.us)).toEqual(["ca", "us"]);
    expect(inRegion(summary.regions.eu)).toEqual(["de", "dk", "es", "fr", "it", "nl", "se"]);
    expect(inRegion(summary.regions.jp)).toEqual(["jp"]);
    expect(countries.find((country) => country.iso_2 === "dk")).toMatchObject({
      iso_3: "dnk",
      num_code: 208,
      name: "DENMARK",
      display_name: "Denmark",
    });

    const payment = await db().select().from(schema.regionPaymentProviders);
    const fulfillment = await db().select().from(schema.regionFulfillmentProviders);
    for (const region of regions) {
      expect(payment).toContainEqual({ region_id: region.id, provider_id: "manual" });
      expect(fulfillment).toContainEqual({ region_id: region.id, provider_id: "manual" });
    }
  });

  it("links the publishable key to the web sales channel", async () => {
    expect(summary.publishableApiKey).toMatch(/^pk_[0-9A-Z]{26}$/);
    const [key] = await db()
      .select()
      .from(schema.publishableApiKeys)
      .where(eq(schema.publishableApiKeys.id, summary.publishableApiKey));
    expect(key).toMatchObject({ title: "Atelier Web", revoked_at: null });
    const [channel] = await db()
      .select()
      .from(schema.salesChannels)
      .where(eq(schema.salesChannels.id, summary.salesChannelId));
    expect(channel.name).toBe("Atelier Web");
    const links = await db().select().from(schema.publishableApiKeySalesChannels);
    expect(links).toEqual([
      { publishable_key_id: summary.publishableApiKey, sales_channel_id: summary.salesChannelId },
    ]);
  });

  it("publishes at least 48 products, all in the sales channel, across six collections", async () => {
    const products = await db().select().from(schema.products);
    expect(summary.productCount).toBe(products.length);
    expect((await catalogueProducts()).length).toBeGreaterThanOrEqual(48);
    expect(products.every((product) => product.status === "published")).toBe(true);

    const channelLinks = await db().select().from(schema.productSalesChannels);
    expect(new Set(channelLinks.map((link) => link.product_id)).size).toBe(products.length);
    expect(channelLinks.every((link) => link.sales_channel_id === summary.salesChannelId)).toBe(
      true,
    );

    const collections = await db().select().from(schema.productCollections);
    expect(collections.map((collection) => collection.handle).sort()).toEqual([
      "bedroom",
      "decor",
      "dining",
      "lighting",
      "living",
      "textiles",
    ]);
    const used = new Set((await catalogueProducts()).map((product) => product.collection_id));
    expect(collections.every((collection) => used.has(collection.id))).toBe(true);
  });

  it("files products under a two-level category tree, one or two categories each", async () => {
    const categories = await db().select().from(schema.productCategories);
    const byId = new Map(categories.map((category) => [category.id, category]));
    const parents = categories.filter((category) => category.parent_category_id === null);
    const children = categories.filter((category) => category.parent_category_id !== null);
    expect(parents.map((category) => category.name)).toEqual(
      expect.arrayContaining(["Furniture", "Lighting", "Home textiles", "Accessories"]),
    );
    expect(
      children.every(
        (child) => byId.get(child.parent_category_id ?? "")?.parent_category_id === null,
      ),
    ).toBe(true);
    for (const parent of parents) {
      expect(
        children.filter((child) => child.parent_category_id === parent.id).length,
      ).toBeGreaterThanOrEqual(3);
    }

    const links = await db().select().from(schema.productCategoryLinks);
    const perProduct = new Map<string, number>();
    for (const link of links)
      perProduct.set(link.product_id, (perProduct.get(link.product_id) ?? 0) + 1);
    expect(perProduct.size).toBe((await catalogueProducts()).length);
    expect([...perProduct.values()].every((n) => n >= 1 && n <= 2)).toBe(true);
  });

  it("gives every product a type, tags, material, sizes and a dimensions line", async () => {
    const products = await catalogueProducts();
    const types = await db().select().from(schema.productTypes);
    expect(types.length).toBeGreaterThanOrEqual(8);
    const tagLinks = await db().select().from(schema.productTagLinks);
    for (const product of products) {
      expect(product.type_id).not.toBeNull();
      expect(product.material).toBeTruthy();
      expect(product.subtitle).toBeTruthy();
      expect(
        [product.weight, product.length, product.height, product.width].every((n) =>
          Number.isInteger(n),
        ),
      ).toBe(true);
      expect(product.metadata).toEqual({
        dimensions: expect.stringMatching(/^W [\d.]+ × D [\d.]+ × H [\d.]+ cm$/),
      });
      expect(tagLinks.some((link) => link.product_id === product.id)).toBe(true);
    }
  });

  it("gives every product at least two variants with options and unique SKUs", async () => {
    const variants = await catalogueVariants();
    const products = await catalogueProducts();
    for (const product of products) {
      expect(
        variants.filter((variant) => variant.product_id === product.id).length,
      ).toBeGreaterThanOrEqual(2);
    }
    const skus = variants.map((variant) => variant.sku);
    expect(skus.every(Boolean)).toBe(true);
    expect(new Set(skus).size).toBe(skus.length);

    const optionValues = await db().select().from(schema.productOptionValues);
    for (const variant of variants) {
      const values = optionValues
        .filter((value) => value.variant_id === variant.id)
        .map((value) => value.value);
      expect(values.join(" / ")).toBe(variant.title);
    }
  });

  it("prices every variant in usd and eur cents and in whole yen", async () => {
    const variants = await catalogueVariants();
    // Base prices only: the Trade prices list (trade-prices.test.ts) prices every variant too.
    const prices = await db()
      .select()
      .from(schema.moneyAmounts)
      .where(isNull(schema.moneyAmounts.price_list_id));
    let eurDiffers = false;
    for (const variant of variants) {
      const amounts = Object.fromEntries(
        prices
          .filter((price) => price.variant_id === variant.id)
          .map((price) => [price.currency_code, price.amount]),
      );
      expect(Object.keys(amounts).sort()).toEqual(["eur", "jpy", "usd"]);
      // ¥ is zero-decimal: about 150 yen to the dollar, never 100 times that.
      const yenPerDollar = amounts.jpy / (amounts.usd / 100);
      expect(yenPerDollar).toBeGreaterThan(100);
      expect(yenPerDollar).toBeLessThan(200);
      expect(amounts.jpy % 100).toBe(0);
      expect(amounts.usd % 100).toBe(0);
      eurDiffers ||= amounts.eur !== amounts.usd;
    }
    expect(eurDiffers).toBe(true);
    expect(prices.every((price) => price.region_id === null && price.price_list_id === null)).toBe(
      true,
    );
  });

  it("has plenty in stock, some low stock, some sold out and one made-to-order product", async () => {
    const variants = await catalogueVariants();
    const quantities = variants.map((variant) => variant.inventory_quantity);
    expect(quantities.filter((quantity) => quantity === 0).length).toBeGreaterThanOrEqual(2);
    expect(quantities.filter((quantity) => quantity >= 5 && quantity <= 60).length).toBeGreaterThan(
      variants.length / 2,
    );

    const byProduct = new Map<string, typeof variants>();
    for (const variant of variants)
      byProduct.set(variant.product_id, [...(byProduct.get(variant.product_id) ?? []), variant]);
    const lowStock = [...byProduct.values()].filter((list) =>
      list.every((v) => v.inventory_quantity >= 1 && v.inventory_quantity <= 3),
    );
    expect(lowStock.length).toBeGreaterThanOrEqual(2);
    const backorder = [...byProduct.values()].filter((list) =>
      list.every((v) => v.allow_backorder),
    );
    expect(backorder.length).toBe(1);
  });

  it("gives every product two images, the first as its thumbnail", async () => {
    const products = await catalogueProducts();
    const images = await db().select().from(schema.productImages);
    for (const product of products) {
      const own = images
        .filter((image) => image.product_id === product.id)
        .sort((a, b) => a.rank - b.rank);
      expect(own.map((image) => [image.rank, image.url])).toEqual([
        [0, `/media/catalog/${product.handle}-1.webp`],
        [1, `/media/catalog/${product.handle}-2.webp`],
      ]);
      expect(product.thumbnail).toBe(own[0].url);
    }
  });

  it("staggers creation dates so that newest-first ordering means something", async () => {
    const products = await db()
      .select({ created_at: schema.products.created_at })
      .from(schema.products);
    const times = new Set(products.map((product) => product.created_at.getTime()));
    expect(times.size).toBe(products.length);
  });

  it("sells the Atelier gift card in 25, 50 and 100, priced in each region's currency", async () => {
    const [card, ...others] = await db()
      .select()
      .from(schema.products)
      .where(eq(schema.products.is_giftcard, true));
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      title: "Atelier gift card",
      handle: "gift-card",
      status: "published",
      discountable: false,
      collection_id: null,
    });
    const variants = await db()
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.product_id, card.id))
      .orderBy(asc(schema.productVariants.variant_rank));
    expect(variants.map((variant) => [variant.title, variant.manage_inventory])).toEqual([
      ["25", false],
      ["50", false],
      ["100", false],
    ]);
    const prices = await db()
      .select()
      .from(schema.moneyAmounts)
      .where(eq(schema.moneyAmounts.variant_id, variants[0].id));
    // Sold at face value: no price list (such as Trade prices) sells it for less.
    expect(Object.fromEntries(prices.map((price) => [price.currency_code, price.amount]))).toEqual({
      usd: 2500,
      eur: 2500,
      jpy: 2500,
    });
    const channels = await db()
      .select()
      .from(schema.productSalesChannels)
      .where(eq(schema.productSalesChannels.product_id, card.id));
    expect(channels).toEqual([{ product_id: card.id, sales_channel_id: summary.salesChannelId }]);
  });

  it("seeds a demo code for each way a discount or gift card is refused", async () => {
    const discounts = await db().select().from(schema.discounts);
    const byCode = new Map(discounts.map((discount) => [discount.code, discount]));
    expect([...byCode.keys()]).toEqual(
      expect.arrayContaining([
        "FREESHIP",
        "SUMMER24",
        "SPRING23",
        "LAUNCH100",
        "EUROPE15",
        "LIGHTING20",
      ]),
    );
    expect(byCode.get("SPRING23")?.ends_at?.getTime()).toBeLessThan(Date.now());
    expect(byCode.get("LAUNCH100")).toMatchObject({ usage_limit: 100, usage_count: 100 });
    const europeOnly = await db()
      .select()
      .from(schema.discountRegions)
      .where(eq(schema.discountRegions.discount_id, byCode.get("EUROPE15")?.id ?? ""));
    expect(europeOnly.map((link) => link.region_id)).toEqual([summary.regions.eu]);

    const cards = await db().select().from(schema.giftCards);
    const card = (code: string) => cards.find((row) => row.code === code);
    expect(card("GIFT-US-25")).toMatchObject({ balance: 2500, region_id: summary.regions.us });
    expect(card("GIFT-US-EXPIRED")?.ends_at?.getTime()).toBeLessThan(Date.now());
  });

  it("inserts nothing when it runs again and reports the same shop", async () => {
    const before = await rowCounts();
    expect(await seedDemoData(api.deps)).toEqual(summary);
    expect(await rowCounts()).toEqual(before);
  });
});
