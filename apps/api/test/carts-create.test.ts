import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, regions, stores } from "../src/db/schema";
import { invalidateCatalogueCache } from "../src/http/response-cache";
import { cartCalls, cartOf, errorOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("creating and reading carts on %s", (kind) => {
  let api: TestApi;
  let shop: CartFixture;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    shop = await insertCartFixture(api.deps.db);
    calls = cartCalls(api);
  });
  afterAll(() => api?.close());

  it("creates an empty cart in the store's default region with the Medusa cart shape", async () => {
    const response = await calls.create({}, { "user-agent": "cart-test" });
    expect(response.status).toBe(200);
    const cart = await cartOf(response);
    expect(cart.object).toBe("cart");
    expect(cart.id).toMatch(/^cart_[0-9A-Z]{26}$/);
    expect(cart.region_id).toBe(shop.regions.us);
    expect(cart.region).toMatchObject({
      id: shop.regions.us,
      currency_code: "usd",
      tax_rate: 8,
      tax_rates: [],
    });
    expect(cart.region.countries.map((country) => country.iso_2)).toEqual(["us"]);
    expect(cart.region.payment_providers).toEqual([{ id: "system", is_installed: true }]);
    expect(cart.items).toEqual([]);
    expect(cart).toMatchObject({
      email: null,
      type: "default",
      completed_at: null,
      billing_address: null,
      discounts: [],
      gift_cards: [],
      shipping_methods: [],
      payment_sessions: [],
      subtotal: 0,
      discount_total: 0,
      item_tax_total: 0,
      shipping_total: 0,
      shipping_tax_total: 0,
      tax_total: 0,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      total: 0,
    });
    expect(cart.context).toMatchObject({ ip: "127.0.0.1", user_agent: "cart-test" });
    // A region with a single country ships there without being told.
    expect(cart.shipping_address?.country_code).toBe("us");
  });

  it("reads a cart back unchanged", async () => {
    const created = await calls.newCart({ region_id: shop.regions.eu });
    const response = await calls.get(created.id);
    expect(response.status).toBe(200);
    expect(await cartOf(response)).toEqual(created);
  });

  describe("without a default region", () => {
    const setDefaultRegion = (default_region_id: string | null) =>
      api.deps.db.update(stores).set({ default_region_id });
    const setRegionsDeleted = async (deleted_at: Date | null) => {
      await api.deps.db.update(regions).set({ deleted_at });
      invalidateCatalogueCache();
    };

    it("falls back to the oldest region when the store names none", async () => {
      await setDefaultRegion(null);
      try {
        const cart = await calls.newCart();
        expect([shop.regions.us, shop.regions.eu, shop.regions.jp]).toContain(cart.region_id);
      } finally {
        await setDefaultRegion(shop.regions.us);
      }
    });

    it("answers 400 with a message that says what is missing when there is no region at all", async () => {
      await setDefaultRegion(null);
      await setRegionsDeleted(new Date());
      try {
        const response = await calls.create();
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.type).toBe("invalid_data");
        expect(error.message).toMatch(/region/i);
      } finally {
        await setRegionsDeleted(null);
        await setDefaultRegion(shop.regions.us);
      }
    });
  });

  it("creates the cart in the region asked for, shipping to the country asked for", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.eu, country_code: "FR" });
    expect(cart.region.currency_code).toBe("eur");
    expect(cart.shipping_address?.country_code).toBe("fr");
  });

  it("leaves the shipping country open in a region with several countries", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.eu });
    expect(cart.shipping_address).toBeNull();
  });

  it("refuses a country outside the region", async () => {
    const response = await calls.create({ region_id: shop.regions.eu, country_code: "jp" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ type: "not_allowed" });
  });

  it("refuses an unknown region with a readable message", async () => {
    const response = await calls.create({ region_id: "reg_nope" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      type: "invalid_data",
      message: "Region with id reg_nope was not found",
    });
  });

  it("creates a cart with items, merging items that name the same variant", async () => {
    const cart = await calls.newCart({
      region_id: shop.regions.us,
      items: [
        { variant_id: shop.variants.chairNatural, quantity: 1 },
        { variant_id: shop.variants.lamp, quantity: 2 },
        { variant_id: shop.variants.chairNatural, quantity: 2 },
      ],
    });
    expect(cart.items.map((item) => [item.variant_id, item.quantity])).toEqual([
      [shop.variants.chairNatural, 3],
      [shop.variants.lamp, 2],
    ]);
    // 3 × 12500 + 2 × 4999 = 47498; tax 8 % per line: 3000 + 800 (799.84)
    expect(cart.subtotal).toBe(47498);
    expect(cart.tax_total).toBe(3800);
    expect(cart.total).toBe(51298);
  });

  it("creates nothing when one of the items cannot be added", async () => {
    const cartCount = () => api.deps.db.select({ n: count() }).from(carts);
    const before = await cartCount();
    const response = await calls.create({
      items: [
        { variant_id: shop.variants.chairNatural, quantity: 1 },
        { variant_id: shop.variants.lamp, quantity: 4 },
      ],
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      type: "not_allowed",
      code: "insufficient_inventory",
    });
    expect(await cartCount()).toEqual(before);
  });

  describe("sales channel", () => {
    it("uses the store's default channel when nothing names one", async () => {
      const cart = await calls.newCart();
      expect(cart.sales_channel_id).toBe(shop.salesChannelId);
      expect(cart.sales_channel).toMatchObject({
        id: shop.salesChannelId,
        name: "Default Sales Channel",
      });
    });

    it("takes the publishable key's channel", async () => {
      const response = await calls.create({}, { "x-publishable-api-key": shop.publishableKey });
      expect((await cartOf(response)).sales_channel_id).toBe(shop.salesChannelId);
    });

    it("takes the channel in the body over the default", async () => {
      const cart = await calls.newCart({ sales_channel_id: shop.outletChannelId });
      expect(cart.sales_channel_id).toBe(shop.outletChannelId);
    });

    it("refuses a channel outside the publishable key's scope", async () => {
      const response = await calls.create(
        { sales_channel_id: shop.outletChannelId },
        { "x-publishable-api-key": shop.publishableKey },
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: string[]; message: string };
      expect(body.errors[0]).toContain(shop.outletChannelId);
    });

    it("asks which channel to use when the key has several", async () => {
      const response = await calls.create({}, { "x-publishable-api-key": shop.twoChannelKey });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("invalid_data");
      const chosen = await calls.create(
        { sales_channel_id: shop.outletChannelId },
        { "x-publishable-api-key": shop.twoChannelKey },
      );
      expect((await cartOf(chosen)).sales_channel_id).toBe(shop.outletChannelId);
    });

    it("refuses an unknown or disabled channel", async () => {
      const unknown = await calls.create({ sales_channel_id: "sc_nope" });
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).message).toContain("sc_nope");
      const disabled = await calls.create({ sales_channel_id: shop.disabledChannelId });
      expect(disabled.status).toBe(400);
      expect((await errorOf(disabled)).message).toContain("disabled");
    });

    it("refuses an unknown publishable key", async () => {
      const response = await calls.create({}, { "x-publishable-api-key": "pk_nope" });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("invalid_data");
    });
  });

  it("answers 404 for a cart that does not exist", async () => {
    const response = await calls.get("cart_01ARZ3NDEKTSV4RRFFQ69G5FAV");
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      type: "not_found",
      message: "Cart with id cart_01ARZ3NDEKTSV4RRFFQ69G5FAV was not found",
    });
  });

  it("answers 404, not 500, for ids no cart could have", async () => {
    for (const id of ["%00", "x".repeat(500), "%F0%9F%98%80", "%ED%A0%80"]) {
      const response = await calls.get(id);
      expect(response.status, id).toBe(404);
    }
  });

  it("accepts expand and fields on a read but nothing else", async () => {
    const cart = await calls.newCart();
    const accepted = await api.request(`/store/carts/${cart.id}?expand=items&fields=id`);
    expect(accepted.status).toBe(200);
    const refused = await api.request(`/store/carts/${cart.id}?colour=red`);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({
      type: "invalid_data",
      message: "property colour should not exist",
    });
  });

  describe("refuses bad bodies with a readable 400", () => {
    const badBodies: [string, unknown][] = [
      ["an unknown field", { colour: "red" }],
      ["a region id that is not text", { region_id: 5 }],
      ["a country code that is not one", { country_code: "usa" }],
      ["items that are not a list", { items: "chair" }],
      ["an item without quantity", { items: [{ variant_id: "variant_x" }] }],
      ["an item with quantity 0", { items: [{ variant_id: "variant_x", quantity: 0 }] }],
      [
        "an item with a fractional quantity",
        { items: [{ variant_id: "variant_x", quantity: 1.5 }] },
      ],
      ["an item with a huge quantity", { items: [{ variant_id: "variant_x", quantity: 1e20 }] }],
      ["a context that is not an object", { context: [1, 2] }],
      [
        "a context nested too deep",
        { context: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } },
      ],
      ["a context holding a NUL character", { context: { note: "a\u0000b" } }],
      ["a body that is not an object", [1, 2, 3]],
    ];
    it.each(badBodies)("%s", async (_name, body) => {
      const response = await calls.create(body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.type).toBe("invalid_data");
      expect(error.message.length).toBeGreaterThan(5);
    });

    it("malformed JSON", async () => {
      const response = await api.request("/store/carts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"region_id": ',
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        type: "invalid_data",
        message: "The request body is not valid JSON.",
      });
    });

    it("JSON nested far deeper than the stack", async () => {
      const response = await api.request("/store/carts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"context":{"deep":${"[".repeat(40_000)}${"]".repeat(40_000)}}}`,
      });
      expect(response.status).toBe(400);
    });
  });
});
