// Exchanges over real HTTP with the published medusa-js client (Medusa v1 §5, §12.5): a shopper
// exchanges items of a delivered order and pays the difference through the normal checkout of the
// exchange's cart, staff settle, fulfil and ship it and receive the return; staff exchange for a
// cheaper item and the difference is refunded, never above what is left to refund. Also: the new
// items take stock like an order (an exchange racing a checkout for the last unit oversells
// nothing), every money- or stock-moving call is exactly-once, and illegal transitions answer 400.
import type { AdminOrder, Swap } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds, swaps } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  stockOf,
  usAddress,
  type CheckoutShop,
  type ShippingOptionJson,
} from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { adminCalls, placeOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The US region taxes at 8 %; the fixture bowl costs $50.00 there. */
const BOWL_USD = 5_000;
const withTax = (amount: number) => Math.round(amount * 1.08);

describe.each(databaseKinds)("exchanges on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  let staffJs: Medusa;
  let shopperJs: Medusa;
  let shopperCount = 0;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
    staffJs = await adminMedusa(api);
    shopperJs = storeMedusa(api);
  });
  afterAll(() => api?.close());

  /** An order of `quantity` bowls, paid, captured, packed and shipped. */
  async function deliveredOrder(quantity: number): Promise<AdminOrderJson> {
    shopperCount += 1;
    const placed = await placeOrder(api, shop, {
      quantity,
      email: `exchanger${shopperCount}@example.com`,
    });
    await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity }],
    });
    return admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
  }

  /** A vase ($80.00) with `stock` units. */
  const newVase = (stock: number) =>
    insertVariant(api, { stock, prices: { usd: 8_000, eur: 7_000, jpy: 9_000 } });

  const staffOrder = async (id: string): Promise<AdminOrder> =>
    (await staffJs.admin.orders.retrieve(id)).order as AdminOrder;

  /** Standard shipping on the swap's cart and the manual provider selected: ready to complete. */
  async function payableSwapCart(
    cartId: string,
  ): Promise<{ total: number; shipping_total: number; shipping_tax_total: number }> {
    const { shipping_options: options } = (await shopperJs.shippingOptions.listCartOptions(
      cartId,
    )) as { shipping_options: ShippingOptionJson[] };
    const standard = options.find((option) => option.name === "Standard Shipping")!;
    await shopperJs.carts.addShippingMethod(cartId, { option_id: standard.id });
    const { cart } = await shopperJs.carts.createPaymentSessions(cartId);
    if (cart.total <= 0) return cart;
    return (await shopperJs.carts.setPaymentSession(cartId, { provider_id: "manual" })).cart;
  }

  const standardOptionId = async (): Promise<string> => {
    const { shipping_options: options } = (await staffJs.admin.shippingOptions.list({
      region_id: shop.regions.us,
    })) as { shipping_options: (ShippingOptionJson & { is_return: boolean })[] };
    return options.find((option) => option.name === "Standard Shipping" && !option.is_return)!.id;
  };

  it("a shopper exchanges a bowl for two vases, pays the difference at checkout; staff settle, fulfil and ship it, and receive the bowl", async () => {
    const order = await deliveredOrder(2);
    const line = order.items[0];
    const vase = await newVase(10);

    const { swap: asked } = (await shopperJs.swaps.create({
      order_id: order.id,
      return_items: [{ item_id: line.id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 2 }],
    })) as unknown as { swap: Swap };
    expect(asked.id).toMatch(/^swap_/);
    expect(asked).toMatchObject({
      order_id: order.id,
      fulfillment_status: "not_fulfilled",
      payment_status: "not_paid",
      difference_due: null,
      confirmed_at: null,
      additional_items: [{ variant_id: vase, quantity: 2, unit_price: 8_000, swap_id: asked.id }],
      return_order: {
        status: "requested",
        swap_id: asked.id,
        items: [{ item_id: line.id, quantity: 1 }],
      },
    });
    // The difference cart: the vases, less the bowl coming back (with its tax).
    expect(asked.cart).toMatchObject({ type: "swap", subtotal: 2 * 8_000 - BOWL_USD });
    expect(asked.cart!.items.find((item) => item.is_return)).toMatchObject({
      unit_price: -BOWL_USD,
      quantity: 1,
      total: -withTax(BOWL_USD),
    });
    // The exchange's return is the swap's, not the order's own.
    expect((await staffOrder(order.id)).returns).toEqual([]);

    const stockBefore = await stockOf(api, vase);
    const ready = await payableSwapCart(asked.cart_id!);
    const expectedDifference = ready.total;
    expect(expectedDifference).toBe(
      withTax(2 * 8_000) - withTax(BOWL_USD) + ready.shipping_total + ready.shipping_tax_total,
    );
    const completion = (await shopperJs.carts.complete(asked.cart_id!)) as unknown as {
      type: string;
      data: Swap;
    };
    expect(completion.type).toBe("swap");
    expect(completion.data).toMatchObject({
      id: asked.id,
      difference_due: expectedDifference,
      payment_status: "awaiting",
      payment: { amount: expectedDifference, swap_id: asked.id, order_id: order.id },
    });
    expect(completion.data.confirmed_at).toEqual(expect.any(String));
    expect(completion.data.shipping_methods).toHaveLength(1);
    expect(await stockOf(api, vase)).toBe(stockBefore - 2);
    // Completing again answers the same exchange and takes no more stock.
    const again = (await shopperJs.carts.complete(asked.cart_id!)) as unknown as { data: Swap };
    expect(again.data.id).toBe(asked.id);
    expect(await stockOf(api, vase)).toBe(stockBefore - 2);
    const { swap: byCart } = (await shopperJs.swaps.retrieveByCartId(
      asked.cart_id!,
    )) as unknown as {
      swap: Swap;
    };
    expect(byCart).toMatchObject({ id: asked.id, difference_due: expectedDifference });
    // The shopper's order page reads the order with its exchanges.
    const withSwaps = await api.request(`/store/orders/${order.id}?expand=returns,swaps`);
    const { order: shown } = (await withSwaps.json()) as {
      order: { returns: unknown[]; swaps: Swap[] };
    };
    expect(shown.returns).toEqual([]);
    expect(shown.swaps).toMatchObject([
      { id: asked.id, difference_due: expectedDifference, return_order: { status: "requested" } },
    ]);
    const plain = (await (await api.request(`/store/orders/${order.id}`)).json()) as {
      order: Record<string, unknown>;
    };
    expect(plain.order).not.toHaveProperty("swaps");

    const settled = (await staffJs.admin.orders.processSwapPayment(order.id, asked.id))
      .order as AdminOrder;
    expect(settled.swaps[0]).toMatchObject({ payment_status: "captured" });
    expect(settled.swaps[0].payment!.captured_at).toEqual(expect.any(String));
    expect(settled.paid_total).toBe(order.total + expectedDifference);

    const packed = (await staffJs.admin.orders.fulfillSwap(order.id, asked.id, {}))
      .order as AdminOrder;
    const swapPacked = packed.swaps[0];
    expect(swapPacked.fulfillment_status).toBe("fulfilled");
    expect(swapPacked.fulfillments[0]).toMatchObject({
      swap_id: asked.id,
      items: [{ item_id: swapPacked.additional_items[0].id, quantity: 2 }],
    });
    // The exchange's fulfillment is not one of the order's own.
    expect(packed.fulfillments).toHaveLength(1);
    const shipped = (
      await staffJs.admin.orders.createSwapShipment(order.id, asked.id, {
        fulfillment_id: swapPacked.fulfillments[0].id,
        tracking_numbers: ["EX-1"],
      })
    ).order as AdminOrder;
    expect(shipped.swaps[0]).toMatchObject({ fulfillment_status: "shipped" });
    expect(shipped.swaps[0].additional_items[0].shipped_quantity).toBe(2);

    // The bowl comes back: restocked, and no refund of its own (its worth was in the difference).
    const bowlsBefore = await stockOf(api, shop.bowl);
    await staffJs.admin.returns.receive(asked.return_order!.id, {
      items: [{ item_id: line.id, quantity: 1 }],
    });
    expect(await stockOf(api, shop.bowl)).toBe(bowlsBefore + 1);
    const after = await staffOrder(order.id);
    expect(after.refunded_total).toBe(0);
    expect(after.swaps[0].return_order).toMatchObject({ status: "received" });

    const { swaps: listed } = await staffJs.admin.swaps.list({ limit: 50 });
    expect(listed.map((each: Swap) => each.id)).toContain(asked.id);
    // Each listed exchange carries its order, for the list's order and customer columns.
    expect(listed.find((each: Swap) => each.id === asked.id)).toMatchObject({
      order: { id: order.id, display_id: order.display_id, email: order.email },
    });
    const { swap: one } = await staffJs.admin.swaps.retrieve(asked.id);
    expect(one).toMatchObject({ id: asked.id, fulfillment_status: "shipped" });
  });

  it("staff exchange two bowls for a cheaper vase; the difference is refunded once, never above what is left", async () => {
    const order = await deliveredOrder(2);
    const line = order.items[0];
    const cup = await insertVariant(api, {
      stock: 5,
      prices: { usd: 3_000, eur: 2_500, jpy: 3_500 },
    });
    const staffOrderAnswer = (
      await staffJs.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: line.id, quantity: 2 }],
        additional_items: [{ variant_id: cup, quantity: 1 }],
        custom_shipping_options: [{ option_id: await standardOptionId(), price: 0 }],
      })
    ).order as AdminOrder;
    const [swap] = staffOrderAnswer.swaps;
    expect(swap).toMatchObject({ payment_status: "not_paid", allow_backorder: false });

    // Nothing to pay: the shopper (or staff on the shopper's behalf) confirms the cart as it is.
    const completion = (await shopperJs.carts.complete(swap.cart_id!)) as unknown as {
      data: Swap;
    };
    const difference = withTax(3_000) - withTax(2 * BOWL_USD);
    expect(completion.data).toMatchObject({ difference_due: difference, payment: null });

    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.post(
          `/admin/orders/${order.id}/swaps/${swap.id}/process-payment`,
          {},
          { "Idempotency-Key": `settle-${kind}-${index}` },
        ),
      ),
    );
    expect(calls.every((call) => call.status === 200)).toBe(true);
    const given = await api.deps.db.select().from(refunds).where(eq(refunds.order_id, order.id));
    expect(given.map((row) => [row.amount, row.reason])).toEqual([[-difference, "swap"]]);
    const after = await staffOrder(order.id);
    expect(after.swaps[0].payment_status).toBe("difference_refunded");
    expect(after.refunded_total).toBe(-difference);
    expect((await rejection(staffJs.admin.orders.cancelSwap(order.id, swap.id))).body.message).toBe(
      "Swap with a refund cannot be canceled",
    );
  });

  it("marks an exchange for staff's attention instead of refunding more than is left", async () => {
    const order = await deliveredOrder(1);
    const line = order.items[0];
    const cup = await insertVariant(api, {
      stock: 5,
      prices: { usd: 1_000, eur: 900, jpy: 1_100 },
    });
    const { swap } = (await shopperJs.swaps.create({
      order_id: order.id,
      return_items: [{ item_id: line.id, quantity: 1 }],
      additional_items: [{ variant_id: cup, quantity: 1 }],
    })) as unknown as { swap: Swap };
    await payableSwapCart(swap.cart_id!);
    const { data: confirmed } = (await shopperJs.carts.complete(swap.cart_id!)) as unknown as {
      data: Swap;
    };
    expect(confirmed.difference_due).toBeLessThan(0);
    // Staff already gave back all but $1.00.
    await admin.orderAction(`/admin/orders/${order.id}/refund`, {
      amount: order.total - 100,
      reason: "other",
    });
    const after = (await staffJs.admin.orders.processSwapPayment(order.id, swap.id))
      .order as AdminOrder;
    expect(after.swaps[0].payment_status).toBe("requires_action");
    expect(after.refunded_total).toBe(order.total - 100);
  });

  it("computes a yen exchange's difference exactly", async () => {
    const calls = checkoutCalls(api);
    const { cart } = await shopperJs.carts.create({ region_id: shop.regions.jp });
    await shopperJs.carts.lineItems.create(cart.id, { variant_id: shop.bowl, quantity: 1 });
    await shopperJs.carts.update(cart.id, {
      email: `yen-exchange-${kind}@example.com`,
      shipping_address: { ...usAddress, country_code: "jp", city: "Tokyo" },
    });
    const [option] = await calls.shippingOptionsFor(cart.id);
    await shopperJs.carts.addShippingMethod(cart.id, { option_id: option.id });
    await shopperJs.carts.createPaymentSessions(cart.id);
    await shopperJs.carts.setPaymentSession(cart.id, { provider_id: "manual" });
    const { data: placed } = (await shopperJs.carts.complete(cart.id)) as unknown as {
      data: AdminOrderJson;
    };
    await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });

    const vase = await newVase(3);
    const { swap } = (await shopperJs.swaps.create({
      order_id: placed.id,
      return_items: [{ item_id: placed.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    })) as unknown as { swap: Swap };
    // ¥9,000 out and ¥7,000 back, each at Japan's 10 %: ¥2,200 before shipping.
    expect(swap.cart).toMatchObject({ subtotal: 2_000, item_tax_total: 200 });
    const ready = await payableSwapCart(swap.cart_id!);
    const { data: confirmed } = (await shopperJs.carts.complete(swap.cart_id!)) as unknown as {
      data: Swap;
    };
    expect(confirmed.difference_due).toBe(2_200 + ready.shipping_total + ready.shipping_tax_total);
    expect(confirmed.payment).toMatchObject({ currency_code: "jpy", amount: ready.total });
  });

  it("an exchange racing a checkout for the last unit: one wins, nothing is oversold", async () => {
    const order = await deliveredOrder(1);
    const lastOne = await newVase(1);
    const { swap } = (await shopperJs.swaps.create({
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: lastOne, quantity: 1 }],
    })) as unknown as { swap: Swap };
    await payableSwapCart(swap.cart_id!);
    const rival = await checkoutCalls(api).payableCart(shop.regions.us, lastOne, "manual", {
      email: `rival-${kind}@example.com`,
    });

    const [exchange, checkout] = await Promise.all([
      api.request(`/store/carts/${swap.cart_id}/complete`, { method: "POST" }),
      api.request(`/store/carts/${rival.id}/complete`, { method: "POST" }),
    ]);
    expect([exchange.status, checkout.status].sort()).toEqual([200, 409]);
    expect(await stockOf(api, lastOne)).toBe(0);
    const [row] = await api.deps.db.select().from(swaps).where(eq(swaps.id, swap.id));
    expect(row.confirmed_at !== null).toBe(exchange.status === 200);
  });

  it("twenty identical exchange requests make one exchange; twenty completions confirm it once", async () => {
    const order = await deliveredOrder(1);
    const vase = await newVase(10);
    const body = {
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    };
    const asks = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request("/store/swaps", {
          method: "POST",
          json: body,
          headers: { "Idempotency-Key": `exchange-${kind}-${order.id}` },
        }),
      ),
    );
    for (const ask of asks) expect([200, 409]).toContain(ask.status);
    const made = await api.deps.db.select().from(swaps).where(eq(swaps.order_id, order.id));
    expect(made).toHaveLength(1);

    const stockBefore = await stockOf(api, vase);
    await payableSwapCart(made[0].cart_id!);
    const completions = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.request(`/store/carts/${made[0].cart_id}/complete`, {
          method: "POST",
          headers: { "Idempotency-Key": `confirm-${kind}-${index}` },
        }),
      ),
    );
    expect(completions.map((each) => each.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(api, vase)).toBe(stockBefore - 1);

    await staffJs.admin.orders.processSwapPayment(order.id, made[0].id);
    const fulfils = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.post(
          `/admin/orders/${order.id}/swaps/${made[0].id}/fulfillments`,
          {},
          { "Idempotency-Key": `fulfil-${kind}-${index}` },
        ),
      ),
    );
    expect(fulfils.filter((call) => call.status === 200)).toHaveLength(1);
    for (const refused of fulfils.filter((call) => call.status !== 200)) {
      expect(refused).toMatchObject({
        status: 400,
        body: { message: "The swap was already fulfilled" },
      });
    }
    expect((await staffOrder(order.id)).swaps[0].fulfillments).toHaveLength(1);
  });

  it("refuses illegal transitions with a 400 and changes nothing", async () => {
    const vase = await newVase(10);
    shopperCount += 1;
    const unshipped = await placeOrder(api, shop, {
      email: `unshipped-${shopperCount}@example.com`,
    });
    const onUnshipped = await rejection(
      shopperJs.swaps.create({
        order_id: unshipped.id,
        return_items: [{ item_id: unshipped.items[0].id, quantity: 1 }],
        additional_items: [{ variant_id: vase, quantity: 1 }],
      }),
    );
    expect(onUnshipped).toMatchObject({
      status: 400,
      body: { type: "not_allowed", message: "Order cannot be swapped" },
    });
    await admin.orderAction(`/admin/orders/${unshipped.id}/cancel`);
    expect(
      (
        await rejection(
          staffJs.admin.orders.createSwap(unshipped.id, {
            return_items: [{ item_id: unshipped.items[0].id, quantity: 1 }],
            additional_items: [{ variant_id: vase, quantity: 1 }],
          }),
        )
      ).body.message,
    ).toBe("Order cannot be swapped");

    const order = await deliveredOrder(1);
    const { swap } = (await shopperJs.swaps.create({
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    })) as unknown as { swap: Swap };
    // The unit is asked for by the exchange's return: it cannot be asked for again.
    expect(
      (
        await rejection(
          shopperJs.returns.create({
            order_id: order.id,
            items: [{ item_id: order.items[0].id, quantity: 1 }],
          }),
        )
      ).body.message,
    ).toBe("Cannot return more items than have been purchased");
    // Not confirmed by the shopper yet: nothing to fulfil or settle.
    expect(await rejection(staffJs.admin.orders.fulfillSwap(order.id, swap.id, {}))).toMatchObject({
      status: 400,
      body: { message: "Cannot fulfill an swap that doesn't have shipping methods" },
    });
    expect(
      (await rejection(staffJs.admin.orders.processSwapPayment(order.id, swap.id))).body.message,
    ).toBe("Cannot process a swap that hasn't been confirmed by the customer");

    // A line slipped into the exchange's cart is not what the exchange sends: it cannot confirm.
    const { cart: grown } = await shopperJs.carts.lineItems.create(swap.cart_id!, {
      variant_id: shop.bowl,
      quantity: 1,
    });
    await payableSwapCart(swap.cart_id!);
    expect(await rejection(shopperJs.carts.complete(swap.cart_id!))).toMatchObject({
      status: 400,
      body: {
        message: "The exchange's cart no longer holds the items the exchange was made with",
      },
    });
    const slipped = grown.items.find(
      (item: { variant_id: string | null; is_return: boolean }) =>
        item.variant_id === shop.bowl && !item.is_return,
    )!;
    await shopperJs.carts.lineItems.delete(swap.cart_id!, slipped.id);
    await shopperJs.carts.createPaymentSessions(swap.cart_id!);
    await shopperJs.carts.setPaymentSession(swap.cart_id!, { provider_id: "manual" });
    await shopperJs.carts.complete(swap.cart_id!);
    await staffJs.admin.orders.processSwapPayment(order.id, swap.id);
    const packed = (await staffJs.admin.orders.fulfillSwap(order.id, swap.id, {}))
      .order as AdminOrder;
    expect((await rejection(staffJs.admin.orders.cancelSwap(order.id, swap.id))).body.message).toBe(
      "All fulfillments must be canceled before the swap can be canceled",
    );
    expect(
      (await rejection(staffJs.admin.orders.fulfillSwap(order.id, swap.id, {}))).body.message,
    ).toBe("The swap was already fulfilled");
    expect((await staffOrder(order.id)).swaps[0]).toMatchObject({
      fulfillment_status: "fulfilled",
      canceled_at: null,
    });
    expect(packed.swaps[0].fulfillments).toHaveLength(1);
    // Unpacked before it ships: the exchange can be packed again, or canceled once its return is.
    const unpacked = (
      await staffJs.admin.orders.cancelSwapFulfillment(
        order.id,
        swap.id,
        packed.swaps[0].fulfillments[0].id,
      )
    ).order as AdminOrder;
    expect(unpacked.swaps[0]).toMatchObject({ fulfillment_status: "canceled" });
    expect(unpacked.swaps[0].additional_items[0].fulfilled_quantity).toBe(0);
    expect(
      (
        await rejection(
          staffJs.admin.orders.cancelSwapFulfillment(
            order.id,
            swap.id,
            packed.swaps[0].fulfillments[0].id,
          ),
        )
      ).body.message,
    ).toBe("The fulfillment is already canceled");
    expect((await rejection(staffJs.admin.orders.cancelSwap(order.id, swap.id))).body.message).toBe(
      "Return must be canceled before the swap can be canceled",
    );

    // An exchange not yet confirmed is canceled once its return is; its cart then cannot complete.
    const second = await deliveredOrder(1);
    const { swap: other } = (await shopperJs.swaps.create({
      order_id: second.id,
      return_items: [{ item_id: second.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    })) as unknown as { swap: Swap };
    expect(
      (await rejection(staffJs.admin.orders.cancelSwap(second.id, other.id))).body.message,
    ).toBe("Return must be canceled before the swap can be canceled");
    await staffJs.admin.returns.cancel(other.return_order!.id);
    const canceled = (await staffJs.admin.orders.cancelSwap(second.id, other.id))
      .order as AdminOrder;
    expect(canceled.swaps[0]).toMatchObject({
      payment_status: "canceled",
      fulfillment_status: "canceled",
    });
    await payableSwapCart(other.cart_id!);
    expect(await rejection(shopperJs.carts.complete(other.cart_id!))).toMatchObject({
      status: 400,
      body: { message: "Cart related to canceled swap cannot be completed" },
    });
    expect(
      (await rejection(staffJs.admin.orders.cancelSwap(second.id, other.id))).body.message,
    ).toBe("The swap is already canceled");
    expect((await rejection(staffJs.admin.swaps.retrieve("swap_01NOSUCHSWAP"))).status).toBe(404);
  });
});
