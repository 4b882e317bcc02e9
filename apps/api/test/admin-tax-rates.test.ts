// Admin tax rates through the published `@medusajs/medusa-js` client (Medusa v1
// `/admin/tax-rates`): CRUD with `fields`/`expand`, the product, product-type and shipping-option
// batches, and their effect on a shopper's cart and order, computed here as Medusa v1's tax
// calculation does (each tax line of a line rounded on its own, after the discount); bad input
// answered with a 400, idempotent creation.
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTypes, products, productVariants } from "../src/db/schema";
import { generateId } from "../src/http/ids";
import { checkoutCalls, insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection } from "./fixtures/medusa-js";
import { adminCalls, deliveredOrder } from "./fixtures/orders";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface TaxRateJson {
  id: string;
  rate?: number | null;
  code?: string;
  name?: string;
  region_id?: string;
  product_count?: number;
  product_type_count?: number;
  shipping_option_count?: number;
  products?: { id: string }[];
  product_types?: { id: string }[];
  shipping_options?: { id: string }[];
  region?: { id: string };
}

interface TaxLine {
  rate: number;
  name: string;
  code: string;
}

interface TaxedCart {
  id: string;
  items: {
    id: string;
    unit_price: number;
    quantity: number;
    subtotal: number;
    tax_total: number;
    total: number;
    tax_lines: TaxLine[];
  }[];
  shipping_methods: { price: number; tax_total: number; tax_lines: TaxLine[] }[];
  region: { tax_rates: { id: string }[] };
  item_tax_total: number;
  shipping_tax_total: number;
  tax_total: number;
  total: number;
}

/** Medusa v1's tax of an amount: every rate rounded on its own, then added up. */
const medusaTax = (amount: number, rates: number[]) =>
  rates.reduce((sum, rate) => sum + Math.round(amount * (rate / 100)), 0);

describe.each(databaseKinds)("admin tax rates on %s", (kind) => {
  let api: TestApi;
  let admin: Medusa;
  let staff: SignedInStaff;
  let shop: CheckoutShop;
  let bowlProductId: string;
  let standardShippingId: string;
  let calls: ReturnType<typeof checkoutCalls>;

  const cartOf = async (id: string) => (await calls.cart(id)) as unknown as TaxedCart;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await adminMedusa(api);
    staff = await signInStaff(api);
    shop = await insertCheckoutShop(api);
    calls = checkoutCalls(api);
    const [variant] = await api.deps.db
      .select({ product_id: productVariants.product_id })
      .from(productVariants)
      .where(eq(productVariants.id, shop.bowl));
    bowlProductId = variant.product_id;
    const options = (await (
      await api.request(`/store/shipping-options?region_id=${shop.regions.us}`)
    ).json()) as { shipping_options: { id: string; name: string }[] };
    standardShippingId = options.shipping_options.find((o) => o.name === "Standard Shipping")!.id;
  });
  afterAll(() => api?.close());

  it("taxes a product at its own rate in the cart, the order and the product's price", async () => {
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { quantity: 3 });
    const before = await cartOf(cart.id);
    expect(before.items[0].tax_lines).toEqual([
      expect.objectContaining({ rate: 8, name: "default", code: "default" }),
    ]);

    const { tax_rate: rate } = (await admin.admin.taxRates.create({
      code: "LUX",
      name: "Luxury goods",
      region_id: shop.regions.us,
      rate: 12.5,
      products: [bowlProductId],
    })) as unknown as { tax_rate: TaxRateJson };
    expect(rate).toMatchObject({ code: "LUX", name: "Luxury goods", rate: 12.5 });
    expect(rate.id).toMatch(/^txr_/);
    expect(Object.keys(rate).sort()).toEqual(
      ["code", "created_at", "id", "name", "rate", "region_id", "updated_at"].sort(),
    );

    // The cart, read again at once, is taxed at the product's rate, as Medusa computes it.
    const after = await cartOf(cart.id);
    const line = after.items[0];
    expect(line.tax_lines).toEqual([
      expect.objectContaining({ rate: 12.5, name: "Luxury goods", code: "LUX", item_id: line.id }),
    ]);
    const subtotal = 5000 * 3;
    expect(line.tax_total).toBe(medusaTax(subtotal, [12.5]));
    expect(after.item_tax_total).toBe(1875);
    // Shipping keeps the region's rate; no rate names its option.
    const shipping = after.shipping_methods[0];
    expect(shipping.tax_lines).toEqual([expect.objectContaining({ rate: 8, code: "default" })]);
    expect(after.shipping_tax_total).toBe(medusaTax(shipping.price, [8]));
    expect(after.total).toBe(subtotal + shipping.price + 1875 + after.shipping_tax_total);
    expect(after.region.tax_rates.map((r) => r.id)).toEqual([rate.id]);

    // The Store's price with tax shows the product's rate.
    const product = (await (
      await api.request(`/store/products/${bowlProductId}?region_id=${shop.regions.us}`)
    ).json()) as {
      product: {
        variants: {
          calculated_price_incl_tax: number;
          tax_rates: TaxLine[];
        }[];
      };
    };
    expect(product.product.variants[0]).toMatchObject({
      calculated_price_incl_tax: 5000 + 625,
      tax_rates: [{ rate: 12.5, name: "Luxury goods", code: "LUX" }],
    });

    // Completed, the order keeps the totals the shopper saw.
    await calls.selectProvider(cart.id, "manual");
    const completed = (await (await calls.complete(cart.id)).json()) as {
      type: string;
      data: { id: string; tax_total: number; total: number; items: { tax_lines: TaxLine[] }[] };
    };
    expect(completed.type).toBe("order");
    expect(completed.data.tax_total).toBe(after.tax_total);
    expect(completed.data.total).toBe(after.total);
    expect(completed.data.items[0].tax_lines).toEqual([
      expect.objectContaining({ rate: 12.5, code: "LUX" }),
    ]);

    // Once the rate is gone, an order taxed at it still shows and refunds that rate.
    const delivered = await deliveredOrder(api, shop, adminCalls(staff), {
      quantity: 2,
      email: "taxed@example.com",
    });
    await admin.admin.taxRates.delete(rate.id);
    const order = (await admin.admin.orders.retrieve(delivered.id)).order as unknown as {
      items: { id: string; tax_lines: TaxLine[] }[];
    };
    expect(order.items[0].tax_lines).toEqual([expect.objectContaining({ rate: 12.5 })]);
    const returned = (await admin.admin.orders.requestReturn(delivered.id, {
      items: [{ item_id: order.items[0].id, quantity: 2 }],
    })) as unknown as { order: { returns: { refund_amount: number }[] } };
    expect(returned.order.returns[0].refund_amount).toBe(Math.round(5000 * 2 * 1.125));
  });

  it("prices an order edit at the rates the order was taxed at", async () => {
    const { tax_rate: rate } = (await admin.admin.taxRates.create({
      code: "EDIT20",
      name: "Edited goods",
      region_id: shop.regions.us,
      rate: 20,
      products: [bowlProductId],
    })) as unknown as { tax_rate: TaxRateJson };
    const cart = await calls.readyCart(shop.regions.us, shop.bowl, { quantity: 1 });
    await calls.selectProvider(cart.id, "manual");
    const completed = (await (await calls.complete(cart.id)).json()) as {
      data: { id: string; items: { id: string; tax_total: number }[] };
    };
    expect(completed.data.items[0].tax_total).toBe(medusaTax(5000, [20]));

    const { order_edit: edit } = (await admin.admin.orderEdits.create({
      order_id: completed.data.id,
    })) as unknown as { order_edit: { id: string; items: { id: string }[] } };
    // Nothing changed yet: the edit's lines are taxed as the order's were.
    const { order_edit: unchanged } = (await admin.admin.orderEdits.retrieve(
      edit.id,
    )) as unknown as { order_edit: { difference_due: number } };
    expect(unchanged.difference_due).toBe(0);

    // One more bowl on the order's line and one on a line of its own: both at 20 %.
    await admin.admin.orderEdits.updateLineItem(edit.id, edit.items[0].id, { quantity: 2 });
    const { order_edit: changed } = (await admin.admin.orderEdits.addLineItem(edit.id, {
      variant_id: shop.bowl,
      quantity: 1,
    })) as unknown as { order_edit: { difference_due: number } };
    expect(changed.difference_due).toBe(2 * (5000 + medusaTax(5000, [20])));
    await admin.admin.taxRates.delete(rate.id);
  });

  it("adds product-type and shipping-option rates and removes them in batches", async () => {
    const typeId = generateId("ptyp");
    await api.deps.db.insert(productTypes).values({ id: typeId, value: "Ceramics" });
    await api.deps.db
      .update(products)
      .set({ type_id: typeId })
      .where(eq(products.id, bowlProductId));

    const { tax_rate: reduced } = (await admin.admin.taxRates.create({
      code: "RED",
      name: "Reduced",
      region_id: shop.regions.us,
      rate: 5,
    })) as unknown as { tax_rate: TaxRateJson };
    const { tax_rate: own } = (await admin.admin.taxRates.create({
      code: "CITY",
      name: "City levy",
      region_id: shop.regions.us,
      rate: 2.5,
      products: [bowlProductId],
    })) as unknown as { tax_rate: TaxRateJson };
    const withTypes = (await admin.admin.taxRates.addProductTypes(
      reduced.id,
      { product_types: [typeId] },
      { expand: ["product_types"], fields: ["product_type_count", "name"] },
    )) as unknown as { tax_rate: TaxRateJson };
    expect(withTypes.tax_rate).toMatchObject({
      id: reduced.id,
      name: "Reduced",
      product_type_count: 1,
      product_types: [{ id: typeId, value: "Ceramics" }],
    });
    expect(withTypes.tax_rate.rate).toBeUndefined();
    const { tax_rate: free } = (await admin.admin.taxRates.create({
      code: "SHIP0",
      name: "Shipping exempt",
      region_id: shop.regions.us,
      rate: 0,
    })) as unknown as { tax_rate: TaxRateJson };
    const withOption = (await admin.admin.taxRates.addShippingOptions(
      free.id,
      { shipping_options: [standardShippingId] },
      { expand: ["shipping_options"] },
    )) as unknown as { tax_rate: TaxRateJson };
    expect(withOption.tax_rate.shipping_options?.map((o) => o.id)).toEqual([standardShippingId]);

    // The product's own rate and its type's rate both apply; shipping is at the option's rate.
    const cart = await cartOf(
      (await calls.readyCart(shop.regions.us, shop.bowl, { quantity: 1 })).id,
    );
    const line = cart.items[0];
    expect(line.tax_lines.map((t) => t.code).sort()).toEqual(["CITY", "RED"]);
    expect(line.tax_total).toBe(medusaTax(5000, [2.5, 5]));
    expect(cart.shipping_methods[0].tax_lines).toEqual([
      expect.objectContaining({ rate: 0, code: "SHIP0" }),
    ]);
    expect(cart.shipping_tax_total).toBe(0);
    const offered = await calls.shippingOptionsFor(cart.id);
    const standard = offered.find((option) => option.id === standardShippingId)!;
    expect(standard).toMatchObject({ tax_amount: 0, price_incl_tax: standard.amount });

    const listed = (await admin.admin.taxRates.list({
      region_id: shop.regions.us,
      fields: ["product_count", "product_type_count", "shipping_option_count", "code"],
    } as never)) as unknown as { tax_rates: TaxRateJson[]; count: number; limit: number };
    expect(listed.limit).toBe(50);
    expect(
      listed.tax_rates.map((r) => [
        r.code,
        r.product_count,
        r.product_type_count,
        r.shipping_option_count,
      ]),
    ).toEqual([
      ["SHIP0", 0, 0, 1],
      ["CITY", 1, 0, 0],
      ["RED", 0, 1, 0],
    ]);
    const elsewhere = (await admin.admin.taxRates.list({
      region_id: [shop.regions.eu],
    } as never)) as unknown as { count: number };
    expect(elsewhere.count).toBe(0);

    await admin.admin.taxRates.removeProductTypes(reduced.id, { product_types: [typeId] });
    await admin.admin.taxRates.removeShippingOptions(free.id, {
      shipping_options: [standardShippingId],
    });
    const updated = (await admin.admin.taxRates.update(
      own.id,
      { rate: 7, products: [] },
      { expand: ["products", "region"] },
    )) as unknown as { tax_rate: TaxRateJson };
    expect(updated.tax_rate).toMatchObject({
      rate: 7,
      products: [],
      region: { id: shop.regions.us },
    });

    const back = await cartOf(cart.id);
    expect(back.items[0].tax_lines).toEqual([
      expect.objectContaining({ rate: 8, code: "default" }),
    ]);
    expect(back.items[0].tax_total).toBe(400);
    expect(back.shipping_methods[0].tax_lines[0].rate).toBe(8);

    for (const id of [reduced.id, own.id, free.id]) {
      expect(await admin.admin.taxRates.delete(id)).toMatchObject({
        id,
        object: "tax-rate",
        deleted: true,
      });
    }
    expect((await rejection(admin.admin.taxRates.retrieve(own.id))).status).toBe(404);
  });

  it("refuses bad input with a 400 that says what is wrong", async () => {
    const us = shop.regions.us;
    const refusals: [string, unknown][] = [
      ["/admin/tax-rates", { name: "No code", region_id: us }],
      ["/admin/tax-rates", { code: "X", name: "Bad rate", region_id: us, rate: "ten" }],
      ["/admin/tax-rates", { code: "X", name: "Too much", region_id: us, rate: 101 }],
      ["/admin/tax-rates", { code: "X", name: "Nowhere", region_id: "reg_missing" }],
      ["/admin/tax-rates", { code: "X", name: "Ghost", region_id: us, products: ["prod_none"] }],
      ["/admin/tax-rates", { code: "X", name: "Extra", region_id: us, colour: "red" }],
    ];
    for (const [path, json] of refusals) {
      const response = await staff.request(path, { method: "POST", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { type: string; message: string };
      expect(body.type).toBe("invalid_data");
      expect(body.message.length).toBeGreaterThan(5);
    }
    const ghost = await staff.request("/admin/tax-rates", {
      method: "POST",
      json: { code: "X", name: "Ghost", region_id: us, products: ["prod_none"] },
    });
    expect(((await ghost.json()) as { message: string }).message).toContain("prod_none");

    const { tax_rate: rate } = (await admin.admin.taxRates.create({
      code: "EU",
      name: "EU rate",
      region_id: shop.regions.eu,
    })) as unknown as { tax_rate: TaxRateJson };
    expect(rate.rate).toBeNull();
    const foreignOption = await staff.request(
      `/admin/tax-rates/${rate.id}/shipping-options/batch`,
      {
        method: "POST",
        json: { shipping_options: [standardShippingId] },
      },
    );
    expect(foreignOption.status).toBe(400);
    const emptyBatch = await staff.request(`/admin/tax-rates/${rate.id}/products/batch`, {
      method: "POST",
      json: { products: [] },
    });
    expect(emptyBatch.status).toBe(400);
    expect((await staff.request("/admin/tax-rates?fields=colour")).status).toBe(400);
    expect((await staff.request("/admin/tax-rates?expand=owner")).status).toBe(400);
    expect((await staff.request("/admin/tax-rates?rate[gte]=x")).status).toBe(400);
    const missing = await staff.request("/admin/tax-rates/txr_missing/products/batch", {
      method: "POST",
      json: { products: [bowlProductId] },
    });
    expect(missing.status).toBe(404);
  });

  it("creates one rate for a repeated Idempotency-Key", async () => {
    const send = () =>
      staff.request("/admin/tax-rates", {
        method: "POST",
        json: { code: "ONCE", name: "Once", region_id: shop.regions.jp, rate: 3 },
        headers: { "Idempotency-Key": "tax-rate-once" },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    const listed = (await admin.admin.taxRates.list({ code: "ONCE" } as never)) as unknown as {
      count: number;
      tax_rates: TaxRateJson[];
    };
    expect(listed.count).toBe(1);
    expect(((await again.json()) as { tax_rate: TaxRateJson }).tax_rate.id).toBe(
      listed.tax_rates[0].id,
    );
  });
});
