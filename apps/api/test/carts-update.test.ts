import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regions } from "../src/db/schema";
import { invalidateCatalogueCache } from "../src/http/response-cache";
import { cartCalls, cartOf, errorOf, insertCartFixture, type CartFixture } from "./fixtures/carts";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("updating carts on %s", (kind) => {
  let api: TestApi;
  let shop: CartFixture;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    shop = await insertCartFixture(api.deps.db);
    calls = cartCalls(api);
  });
  afterAll(() => api?.close());

  it("sets the email, lowercased", async () => {
    const cart = await calls.newCart();
    const response = await calls.update(cart.id, { email: "Ada@Example.COM" });
    expect(response.status).toBe(200);
    expect((await cartOf(response)).email).toBe("ada@example.com");
    expect((await cartOf(await calls.get(cart.id))).email).toBe("ada@example.com");
  });

  it("merges metadata and context, and removes a metadata key set to an empty string", async () => {
    const cart = await calls.newCart();
    await calls.update(cart.id, {
      metadata: { gift: true, note: "hello" },
      context: { locale: "en-US" },
    });
    const updated = await cartOf(
      await calls.update(cart.id, { metadata: { note: "", wrap: "paper" } }),
    );
    expect(updated.metadata).toEqual({ gift: true, wrap: "paper" });
    expect(updated.context).toMatchObject({ ip: "127.0.0.1", locale: "en-US" });
  });

  it("sets the shipping country within the region and refuses one outside it", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.eu });
    const inside = await calls.update(cart.id, { country_code: "DE" });
    expect((await cartOf(inside)).shipping_address?.country_code).toBe("de");
    const outside = await calls.update(cart.id, { country_code: "us" });
    expect(outside.status).toBe(400);
    expect(await errorOf(outside)).toMatchObject({ type: "not_allowed" });
    expect((await cartOf(await calls.get(cart.id))).shipping_address?.country_code).toBe("de");
  });

  it("writes the addresses and the email together, or none of them when an address is refused", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.eu });
    const address = { first_name: "Ada", address_1: "1 Rue Haute", city: "Lyon" };
    const saved = await calls.update(cart.id, {
      email: "ada@example.com",
      shipping_address: { ...address, country_code: "fr" },
      billing_address: { ...address, country_code: "de" },
    });
    expect(saved.status).toBe(200);
    const answered = await cartOf(saved);
    expect(answered).toMatchObject({
      email: "ada@example.com",
      shipping_address: { ...address, country_code: "fr" },
      billing_address: { ...address, country_code: "de" },
    });
    // Answered from the rows written, as a read answers them.
    expect(answered).toEqual(await cartOf(await calls.get(cart.id)));

    const refused = await calls.update(cart.id, {
      email: "grace@example.com",
      shipping_address: { city: "Boston", country_code: "us" },
      billing_address: { city: "Boston" },
    });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ type: "not_allowed" });
    expect(await cartOf(await calls.get(cart.id))).toEqual(answered);
  });

  it("changes the cart's own address in place: fields not sent stay, metadata merges", async () => {
    const cart = await calls.newCart({ region_id: shop.regions.eu });
    const first = await cartOf(
      await calls.update(cart.id, {
        shipping_address: {
          first_name: "Ada",
          address_1: "1 Rue Haute",
          country_code: "fr",
          metadata: { floor: 2, note: "ring twice" },
        },
      }),
    );
    const second = await cartOf(
      await calls.update(cart.id, {
        shipping_address: { address_1: "2 Rue Basse", metadata: { note: "", door: "blue" } },
      }),
    );
    expect(second.shipping_address).toMatchObject({
      id: first.shipping_address?.id,
      first_name: "Ada",
      address_1: "2 Rue Basse",
      country_code: "fr",
      metadata: { floor: 2, door: "blue" },
    });
    const cleared = await cartOf(
      await calls.update(cart.id, { shipping_address: { first_name: null, metadata: null } }),
    );
    expect(cleared.shipping_address).toMatchObject({ first_name: null, metadata: null });
    expect(cleared).toEqual(await cartOf(await calls.get(cart.id)));
  });

  it("gives a signed-in shopper's cart their id and email", async () => {
    const registered = await api.request("/store/customers", {
      method: "POST",
      json: { email: "Grace@Example.com", password: "correct horse battery" },
    });
    expect(registered.status).toBe(200);
    const { customer } = (await registered.json()) as { customer: { id: string } };
    const tokenResponse = await api.request("/store/auth/token", {
      method: "POST",
      json: { email: "grace@example.com", password: "correct horse battery" },
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const signedIn = { authorization: `Bearer ${token}` };

    const created = await cartOf(await calls.create({}, signedIn));
    expect(created).toMatchObject({ customer_id: customer.id, email: "grace@example.com" });

    const guestCart = await calls.newCart();
    const takenOver = await cartOf(
      await calls.update(guestCart.id, { email: "x@example.com" }, signedIn),
    );
    expect(takenOver).toMatchObject({ customer_id: customer.id, email: "grace@example.com" });
  });

  describe("changing region", () => {
    it("re-prices every line in the new region's currency and taxes it at the new rate", async () => {
      const cart = await calls.newCart({ region_id: shop.regions.us });
      await calls.addItem(cart.id, { variant_id: shop.variants.chairNatural, quantity: 2 });
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
      const response = await calls.update(cart.id, {
        region_id: shop.regions.eu,
        country_code: "fr",
      });
      expect(response.status).toBe(200);
      const moved = await cartOf(response);
      expect(moved.region_id).toBe(shop.regions.eu);
      expect(moved.region.currency_code).toBe("eur");
      expect(moved.shipping_address?.country_code).toBe("fr");
      expect(moved.items.map((item) => [item.variant_id, item.unit_price])).toEqual([
        [shop.variants.chairNatural, 11000],
        [shop.variants.vase, 2300],
      ]);
      // 2 × 11000 + 2300 = 24300; 20 % = 4400 + 460
      expect(moved).toMatchObject({ subtotal: 24300, tax_total: 4860, total: 29160 });
      expect(moved.items[0].tax_lines[0].rate).toBe(20);
    });

    it("prices in yen without any conversion", async () => {
      const cart = await calls.newCart({ region_id: shop.regions.us });
      await calls.addItem(cart.id, { variant_id: shop.variants.lamp, quantity: 1 });
      const moved = await cartOf(await calls.update(cart.id, { region_id: shop.regions.jp }));
      expect(moved.items[0].unit_price).toBe(7000);
      expect(moved).toMatchObject({ subtotal: 7000, tax_total: 700, total: 7700 });
      // Japan has one country, so the cart now ships there.
      expect(moved.shipping_address?.country_code).toBe("jp");
    });

    it("removes the lines whose variant has no price in the new region", async () => {
      const cart = await calls.newCart({ region_id: shop.regions.us });
      await calls.addItem(cart.id, { variant_id: shop.variants.rug, quantity: 1 });
      await calls.addItem(cart.id, { variant_id: shop.variants.chairBlack, quantity: 1 });
      const moved = await cartOf(await calls.update(cart.id, { region_id: shop.regions.jp }));
      expect(moved.items.map((item) => item.variant_id)).toEqual([shop.variants.chairBlack]);
      expect(moved.subtotal).toBe(19000);
    });

    it("clears a shipping country the new region does not have", async () => {
      const cart = await calls.newCart({ region_id: shop.regions.us });
      expect(cart.shipping_address?.country_code).toBe("us");
      const moved = await cartOf(await calls.update(cart.id, { region_id: shop.regions.eu }));
      expect(moved.shipping_address?.country_code ?? null).toBeNull();
    });

    it("refuses a country that is not in the new region", async () => {
      const cart = await calls.newCart({ region_id: shop.regions.us });
      const response = await calls.update(cart.id, {
        region_id: shop.regions.eu,
        country_code: "jp",
      });
      expect(response.status).toBe(400);
      expect((await cartOf(await calls.get(cart.id))).region_id).toBe(shop.regions.us);
    });

    it("refuses an unknown or deleted region", async () => {
      const cart = await calls.newCart();
      const unknown = await calls.update(cart.id, { region_id: "reg_nope" });
      expect(unknown.status).toBe(400);
      expect(await errorOf(unknown)).toEqual({
        type: "invalid_data",
        message: "Region with id reg_nope was not found",
      });

      await api.deps.db
        .update(regions)
        .set({ deleted_at: new Date() })
        .where(eq(regions.id, shop.regions.jp));
      invalidateCatalogueCache();
      try {
        const deleted = await calls.update(cart.id, { region_id: shop.regions.jp });
        expect(deleted.status).toBe(400);
        expect((await errorOf(deleted)).message).toBe(
          `Region with id ${shop.regions.jp} was not found`,
        );
      } finally {
        await api.deps.db
          .update(regions)
          .set({ deleted_at: null })
          .where(eq(regions.id, shop.regions.jp));
        invalidateCatalogueCache();
      }
    });
  });

  describe("changing sales channel", () => {
    it("moves the cart and drops the lines not sold in the new channel", async () => {
      const cart = await calls.newCart();
      await calls.addItem(cart.id, { variant_id: shop.variants.vase, quantity: 1 });
      const moved = await cartOf(
        await calls.update(cart.id, { sales_channel_id: shop.outletChannelId }),
      );
      expect(moved.sales_channel_id).toBe(shop.outletChannelId);
      expect(moved.sales_channel?.name).toBe("Outlet");
      expect(moved.items).toEqual([]);
      const added = await calls.addItem(cart.id, {
        variant_id: shop.variants.otherChannelOnly,
        quantity: 1,
      });
      expect(added.status).toBe(200);
    });

    it("refuses a disabled or unknown channel", async () => {
      const cart = await calls.newCart();
      expect(
        (await calls.update(cart.id, { sales_channel_id: shop.disabledChannelId })).status,
      ).toBe(400);
      expect((await calls.update(cart.id, { sales_channel_id: "sc_nope" })).status).toBe(400);
    });
  });

  it("answers 404 for an unknown cart", async () => {
    const response = await calls.update("cart_01ARZ3NDEKTSV4RRFFQ69G5FAV", {
      email: "a@example.com",
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).type).toBe("not_found");
  });

  describe("refuses bad bodies with a readable 400", () => {
    const badBodies: [string, unknown, string][] = [
      ["an unknown field", { colour: "red" }, "property colour should not exist"],
      ["a discount without a code", { discounts: [{}] }, "discounts.0.code is required"],
      ["an email that is not one", { email: "not-an-email" }, "email: must be an email"],
      ["a region id that is a number", { region_id: 1 }, "region_id"],
      [
        "a country code that is not one",
        { country_code: "u" },
        "country_code: must be a two-letter country code",
      ],
      ["metadata that is a list", { metadata: [1] }, "metadata"],
      ["context that is text", { context: "x" }, "context"],
    ];
    it.each(badBodies)("%s", async (_name, body, message) => {
      const cart = await calls.newCart();
      const response = await calls.update(cart.id, body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.type).toBe("invalid_data");
      expect(error.message).toContain(message);
    });

    it("malformed JSON", async () => {
      const cart = await calls.newCart();
      const response = await api.request(`/store/carts/${cart.id}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "not json",
      });
      expect(response.status).toBe(400);
    });
  });
});
