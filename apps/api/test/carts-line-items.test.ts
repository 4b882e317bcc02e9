import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, regions } from "../src/db/schema";
import { invalidateCatalogueCache } from "../src/http/response-cache";
import { cartCalls, cartOf, errorOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";
import { setStock } from "./fixtures/inventory";
import { statementsSentBy } from "./fixtures/statements";

describe.each(databaseKinds)("cart line items on %s", (kind) => {
  let api: TestApi;
  let shop: CartFixture;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    shop = await insertCartFixture(api.deps.db);
    calls = cartCalls(api);
  });
  afterAll(() => api?.close());

  it("adds a line described by its product and variant, priced and taxed in the region", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.us });
    const response = await calls.addItem(cart.id, {
      variant_id: shop.variants.chairNatural,
      quantity: 2,
    });
    expect(response.status).toBe(200);
    const updated = await cartOf(response);
    expect(updated.items).toHaveLength(1);
    const [line] = updated.items;
    expect(line).toMatchObject({
      cart_id: cart.id,
      title: "Oak Chair",
      description: "Natural",
      thumbnail: `${api.url}${shop.chairThumbnail}`,
      unit_price: 12500,
      quantity: 2,
      variant_id: shop.variants.chairNatural,
      subtotal: 25000,
      discount_total: 0,
      tax_total: 2000,
      total: 27000,
      original_total: 27000,
      original_tax_total: 2000,
      adjustments: [],
      tax_lines: [{ rate: 8, name: "default", code: "default", item_id: line.id }],
    });
    expect(line.id).toMatch(/^item_/);
    expect(line.variant).toMatchObject({
      id: shop.variants.chairNatural,
      title: "Natural",
      product: {
        title: "Oak Chair",
        handle: "oak-chair",
        thumbnail: `${api.url}${shop.chairThumbnail}`,
      },
    });
    expect(updated).toMatchObject({
      subtotal: 25000,
      item_tax_total: 2000,
      tax_total: 2000,
      total: 27000,
    });
  });

  it.each([
    ["us", 12500, 8, 1000, 13500],
    ["eu", 11000, 20, 2200, 13200],
    ["jp", 18000, 10, 1800, 19800],
  ] as const)(
    "prices and taxes a line in the %s region",
    async (region, unitPrice, rate, tax, total) => {
      const cart = await calls.newCart({ region_id: shop.regions[region] });
      const updated = await cartOf(
        await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 1 }),
      );
      expect(updated.items[0]).toMatchObject({ unit_price: unitPrice, tax_total: tax, total });
      expect(updated.items[0].tax_lines[0].rate).toBe(rate);
      expect(updated).toMatchObject({ subtotal: unitPrice, tax_total: tax, total });
    },
  );

  it("keeps yen whole: the integer is already the amount in yen", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.jp });
    await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 });
    const updated = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.chairBlack, quantity: 2 }),
    );
    // 7000 + 2 × 19000 = 45000 yen; 10 % tax = 700 + 3800
    expect(updated).toMatchObject({ subtotal: 45000, tax_total: 4500, total: 49500 });
  });

  it("rounds tax per line", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.us });
    const updated = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 }),
    );
    // 4999 × 8 % = 399.92 → 400
    expect(updated.items[0].tax_total).toBe(400);
    expect(updated.total).toBe(5399);
  });

  it("charges no tax in a region that does not compute taxes", async () => {
    const setAutomaticTaxes = async (automatic_taxes: boolean) => {
      await api.deps.db
        .update(regions)
        .set({ automatic_taxes })
        .where(eq(regions.id, shop.regions.eu));
      // What an admin region update does, so the cached region is not served.
      invalidateCatalogueCache();
    };
    await setAutomaticTaxes(false);
    try {
      const cart = await calls.newCart({ region_id: shop.regions.eu });
      const updated = await cartOf(
        await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 1 }),
      );
      expect(updated.items[0]).toMatchObject({ tax_total: 0, tax_lines: [], total: 11000 });
      expect(updated).toMatchObject({ item_tax_total: 0, tax_total: 0, total: 11000 });
    } finally {
      await setAutomaticTaxes(true);
    }
  });

  it("merges an equal line instead of adding a second one", async () => {
    const cart = await calls.newCart();
    const first = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.chairBlack, quantity: 1 }),
    );
    const second = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.chairBlack, quantity: 2 }),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0].id).toBe(first.items[0].id);
    expect(second.items[0].quantity).toBe(3);
  });

  it("keeps lines with different metadata apart, and merges equal metadata whatever its key order", async () => {
    const cart = await calls.newCart();
    await calls.addItem(cart.id, {
      variant_id: shop.variants.chairBlack,
      quantity: 1,
      metadata: { engraving: "A", gift: true },
    });
    await calls.addItem(cart.id, {
      variant_id: shop.variants.chairBlack,
      quantity: 1,
      metadata: { engraving: "B" },
    });
    const updated = await cartOf(
      await calls.addItem(cart.id, {
        variant_id: shop.variants.chairBlack,
        quantity: 1,
        metadata: { gift: true, engraving: "A" },
      }),
    );
    expect(updated.items.map((item) => [item.metadata, item.quantity])).toEqual([
      [{ engraving: "A", gift: true }, 2],
      [{ engraving: "B" }, 1],
    ]);
  });

  it("lists lines in the order they were first added", async () => {
    const cart = await calls.newCart();
    await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
    await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 1 });
    const updated = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    expect(updated.items.map((item) => item.variant_id)).toEqual([
      shop.variants.vase,
      shop.variants.chairNatural,
    ]);
  });

  describe("stock", () => {
    it("refuses more than the stock of a variant that cannot be backordered", async () => {
      const cart = await calls.newCart();
      const tooMany = await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 4 });
      expect(tooMany.status).toBe(400);
      expect(await errorOf(tooMany)).toEqual({
        code: "insufficient_inventory",
        type: "not_allowed",
        message: `Variant with id: ${shop.variants.lamp} does not have the required inventory`,
      });
      expect(
        (await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 3 })).status,
      ).toBe(200);
    });

    it("counts what the cart already holds, across lines of the same variant", async () => {
      const cart = await calls.newCart();
      await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 2 });
      await calls.addItem(cart.id, {
        variant_id: shop.variants.lamp,
        quantity: 1,
        metadata: { shade: "wide" },
      });
      const oneMore = await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 });
      expect(oneMore.status).toBe(400);
      expect((await errorOf(oneMore)).code).toBe("insufficient_inventory");
    });

    it("checks a raised quantity but always allows lowering it", async () => {
      const cart = await calls.newCart();
      const added = await cartOf(
        await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 3 }),
      );
      const lineId = added.items[0].id;
      expect((await calls.updateItem(cart.id, lineId, { quantity: 4 })).status).toBe(400);
      // Stock drops below what the cart holds; the shopper can still reduce the line.
      await setStock(api, shop.variants.lamp, 1);
      try {
        const lowered = await calls.updateItem(cart.id, lineId, { quantity: 2 });
        expect(lowered.status).toBe(200);
        expect((await cartOf(lowered)).items[0].quantity).toBe(2);
      } finally {
        await setStock(api, shop.variants.lamp, 3);
      }
    });

    it("checks the stock when it writes, though the API knows the cart and the variant", async () => {
      const cart = await calls.newCart();
      // After these two adds the API knows the cart as it wrote it and the variant as it read it,
      // so the next add reads neither (known-carts.ts, known-variants.ts).
      await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 });
      await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 });
      // Stock sold elsewhere, as another API process would sell it: nothing here hears of it.
      await setStock(api, shop.variants.lamp, 2);
      try {
        const oneMore = await calls.addItem(cart.id, {
          variant_id: shop.variants.lamp,
          quantity: 1,
        });
        expect(oneMore.status).toBe(400);
        expect((await errorOf(oneMore)).code).toBe("insufficient_inventory");
        const [line] = (await cartOf(await calls.get(cart.id))).items;
        expect(line.quantity).toBe(2);
      } finally {
        await setStock(api, shop.variants.lamp, 3);
      }
    });

    it("adds to a cart it has just created without reading it, yet sees a change made since", async () => {
      // The variant read once, so the API knows it (known-variants.ts).
      await calls.addItem((await calls.newCart()).id, {
        variant_id: shop.variants.lamp,
        quantity: 1,
      });
      const fresh = await calls.newCart();
      const sent = await statementsSentBy(() =>
        calls.addItem(fresh.id, { variant_id: shop.variants.lamp, quantity: 1 }),
      );
      expect(sent.status).toBe(200);
      const added = await cartOf(sent.response);
      expect(added.items).toHaveLength(1);
      expect(added).toEqual(await cartOf(await calls.get(fresh.id)));
      // On PostgreSQL the new cart was known as created: the add is its guarded write alone.
      if (kind === "postgres") expect(sent.statements).toBe(1);

      // A cart changed outside the API after it was created is read, not answered as known.
      const changed = await calls.newCart();
      await api.deps.db
        .update(carts)
        .set({ email: "changed@example.com" })
        .where(eq(carts.id, changed.id));
      const next = await cartOf(
        await calls.addItem(changed.id, { variant_id: shop.variants.lamp, quantity: 1 }),
      );
      expect(next.email).toBe("changed@example.com");
      expect(next.items).toHaveLength(1);
    });

    it("lets a backorderable variant go beyond its stock", async () => {
      const cart = await calls.newCart();
      const response = await calls.addItem(cart.id, {
        variant_id: shop.variants.vase,
        quantity: 5,
      });
      expect(response.status).toBe(200);
    });

    it("ignores stock for a variant whose inventory is not managed", async () => {
      const cart = await calls.newCart();
      const response = await calls.addItem(cart.id, {
        variant_id: shop.variants.rug,
        quantity: 50,
      });
      expect(response.status).toBe(200);
    });
  });

  it("prices a line for its quantity when the variant has a quantity price", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.us });
    const nine = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 9 }),
    );
    expect(nine.items[0].unit_price).toBe(2500);
    const ten = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    expect(ten.items[0].unit_price).toBe(2000);
    const back = await cartOf(await calls.updateItem(cart.id, ten.items[0].id, { quantity: 2 }));
    expect(back.items[0]).toMatchObject({ quantity: 2, unit_price: 2500 });
  });

  it("refuses a variant with no price in the cart's region", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.jp });
    const response = await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 1 });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.type).toBe("invalid_data");
    expect(error.message).toContain("no price");
  });

  it("refuses a product that is not sold in the cart's sales channel", async () => {
    const cart = await calls.newCart();
    const response = await calls.addItem(cart.id, {
      variant_id: shop.variants.otherChannelOnly,
      quantity: 1,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain("sales channel");
  });

  it("sets a line's quantity, and quantity 0 removes it", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 1 }),
    );
    const lineId = added.items[0].id;
    const raised = await cartOf(
      await calls.updateItem(cart.id, lineId, { quantity: 4, metadata: { note: "x" } }),
    );
    expect(raised.items[0]).toMatchObject({
      quantity: 4,
      subtotal: 50000,
      metadata: { note: "x" },
    });
    expect(raised.subtotal).toBe(50000);
    const removed = await cartOf(await calls.updateItem(cart.id, lineId, { quantity: 0 }));
    expect(removed.items).toEqual([]);
    expect(removed.total).toBe(0);
  });

  it("deletes a line", async () => {
    const cart = await calls.newCart();
    await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 1 });
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    const response = await calls.deleteItem(cart.id, added.items[0].id);
    expect(response.status).toBe(200);
    const remaining = await cartOf(response);
    expect(remaining.items.map((item) => item.variant_id)).toEqual([shop.variants.vase]);
    expect(remaining.subtotal).toBe(2500);
  });

  describe("not found", () => {
    it("answers 404 for an unknown cart on every line route", async () => {
      const missing = "cart_01ARZ3NDEKTSV4RRFFQ69G5FAV";
      for (const response of [
        await calls.addItem(missing, { variant_id: shop.variants.vase, quantity: 1 }),
        await calls.updateItem(missing, "item_x", { quantity: 1 }),
        await calls.deleteItem(missing, "item_x"),
      ]) {
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toEqual({
          type: "not_found",
          message: `Cart with id ${missing} was not found`,
        });
      }
    });

    it("answers 404 for an unknown variant or line", async () => {
      const cart = await calls.newCart();
      const variant = await calls.addItem(cart.id, { variant_id: "variant_nope", quantity: 1 });
      expect(variant.status).toBe(404);
      expect((await errorOf(variant)).message).toBe("Variant with id variant_nope was not found");
      const update = await calls.updateItem(cart.id, "item_nope", { quantity: 1 });
      expect(update.status).toBe(404);
      expect((await errorOf(update)).message).toBe("Line item with id item_nope was not found");
      expect((await calls.deleteItem(cart.id, "item_nope")).status).toBe(404);
    });

    it("does not reach a line of another cart", async () => {
      const mine = await calls.newCart();
      const theirs = await calls.newCart();
      const added = await cartOf(
        await calls.addItem(theirs.id, { variant_id: shop.variants.vase, quantity: 1 }),
      );
      expect((await calls.deleteItem(mine.id, added.items[0].id)).status).toBe(404);
      expect((await calls.updateItem(mine.id, added.items[0].id, { quantity: 3 })).status).toBe(
        404,
      );
      expect((await cartOf(await calls.get(theirs.id))).items[0].quantity).toBe(1);
    });
  });

  it("refuses every change to a completed cart", async () => {
    const cart = await calls.newCart();
    const added = await cartOf(
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
    );
    await api.deps.db.update(carts).set({ completed_at: new Date() }).where(eq(carts.id, cart.id));
    const lineId = added.items[0].id;
    for (const response of [
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
      await calls.updateItem(cart.id, lineId, { quantity: 2 }),
      await calls.deleteItem(cart.id, lineId),
      await calls.update(cart.id, { email: "a@example.com" }),
    ]) {
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("not_allowed");
    }
    expect((await cartOf(await calls.get(cart.id))).items[0].quantity).toBe(1);
  });

  describe("refuses bad bodies with a readable 400", () => {
    const badAdds: [string, unknown, string][] = [
      ["quantity 0", { variant_id: "variant_x", quantity: 0 }, "quantity: must be at least 1"],
      [
        "a negative quantity",
        { variant_id: "variant_x", quantity: -1 },
        "quantity: must be at least 1",
      ],
      [
        "a quantity that is text",
        { variant_id: "variant_x", quantity: "abc" },
        "quantity: must be a number",
      ],
      [
        "a fractional quantity",
        { variant_id: "variant_x", quantity: 1.5 },
        "quantity: must be a whole number",
      ],
      ["a huge quantity", { variant_id: "variant_x", quantity: 1e300 }, "quantity"],
      ["a missing quantity", { variant_id: "variant_x" }, "quantity is required"],
      ["a missing variant", { quantity: 1 }, "variant_id is required"],
      ["an empty variant id", { variant_id: "", quantity: 1 }, "variant_id: must not be empty"],
      [
        "an unknown field",
        { variant_id: "variant_x", quantity: 1, colour: "red" },
        "property colour should not exist",
      ],
      [
        "metadata that is not an object",
        { variant_id: "variant_x", quantity: 1, metadata: "x" },
        "metadata",
      ],
      [
        "metadata with a lone surrogate",
        { variant_id: "variant_x", quantity: 1, metadata: { a: "\ud800" } },
        "metadata",
      ],
      [
        "a variant id with a NUL character",
        { variant_id: "variant_\u0000", quantity: 1 },
        "variant_id",
      ],
    ];
    it.each(badAdds)("adding with %s", async (_name, body, message) => {
      const cart = await calls.newCart();
      const response = await calls.addItem(cart.id, body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.type).toBe("invalid_data");
      expect(error.message).toContain(message);
    });

    it("refuses a quantity the merged line could not hold", async () => {
      const cart = await calls.newCart();
      await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 9_000 });
      const response = await calls.addItem(cart.id, {
        variant_id: shop.variants.rug,
        quantity: 2_000,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("invalid_data");
    });

    const badUpdates: [string, unknown][] = [
      ["a negative quantity", { quantity: -2 }],
      ["a quantity that is text", { quantity: "abc" }],
      ["a fractional quantity", { quantity: 0.5 }],
      ["a missing quantity", {}],
      ["a quantity too large", { quantity: 2 ** 31 }],
      ["an unknown field", { quantity: 1, variant_id: "variant_x" }],
    ];
    it.each(badUpdates)("updating with %s", async (_name, body) => {
      const cart = await calls.newCart();
      const added = await cartOf(
        await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 }),
      );
      const response = await calls.updateItem(cart.id, added.items[0].id, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("invalid_data");
    });

    it("malformed JSON", async () => {
      const cart = await calls.newCart();
      const response = await api.request(`/store/carts/${cart.id}/line-items`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{variant_id: 1",
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).type).toBe("invalid_data");
    });

    it("a body over 100 kB", async () => {
      const cart = await calls.newCart();
      const response = await calls.addItem(cart.id, {
        variant_id: shop.variants.vase,
        quantity: 1,
        metadata: { note: "x".repeat(200_000) },
      });
      expect(response.status).toBe(400);
    });
  });
});
