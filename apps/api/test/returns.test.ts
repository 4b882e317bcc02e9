// Returns over real HTTP with the published medusa-js client (Medusa v1 §5, §12.5): a shopper
// returns part of a delivered order, staff receive it, the units go back in stock and the money
// goes back, computed as Medusa does (discounted unit price with tax, less return shipping). Also:
// what cannot come back, a receipt that differs from the request, restock held back, the refund
// never above what is left to refund, and twenty receipts of one return receiving it once.
import type { AdminOrder, Return } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds } from "../src/db/schema";
import {
  checkoutCalls,
  insertCheckoutShop,
  stockOf,
  usAddress,
  type CheckoutShop,
} from "./fixtures/checkout";
import { adminMedusa, rejection, storeMedusa } from "./fixtures/medusa-js";
import { adminCalls, deliveredOrder, placeOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The US region taxes at 8 %; the fixture bowl costs $50.00 there. */
const BOWL_USD = 5_000;
const US_TAX = 8;

describe.each(databaseKinds)("returns on %s", (kind) => {
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
  function shippedOrder(quantity: number): Promise<AdminOrderJson> {
    shopperCount += 1;
    const email = `returner${shopperCount}@example.com`;
    return deliveredOrder(api, shop, admin, { quantity, email });
  }

  const staffOrder = async (id: string): Promise<AdminOrder> =>
    (await staffJs.admin.orders.retrieve(id)).order as AdminOrder;
  const refundRows = (orderId: string) =>
    api.deps.db.select().from(refunds).where(eq(refunds.order_id, orderId));

  it("a shopper returns part of a delivered order; staff receive it, restock it and refund it", async () => {
    const order = await shippedOrder(3);
    const line = order.items[0];
    const { return_reason: reason } = await staffJs.admin.returnReasons.create({
      value: `chipped_${kind}`,
      label: "Chipped",
    });

    const { return: requested } = (await shopperJs.returns.create({
      order_id: order.id,
      items: [{ item_id: line.id, quantity: 2, reason_id: reason.id, note: "Chipped rim" }],
    })) as { return: Return };
    const expectedRefund = Math.round(BOWL_USD * 2 * (1 + US_TAX / 100));
    expect(requested).toMatchObject({
      status: "requested",
      order_id: order.id,
      refund_amount: expectedRefund,
      received_at: null,
      shipping_method: null,
      items: [
        {
          item_id: line.id,
          quantity: 2,
          requested_quantity: 2,
          reason_id: reason.id,
          reason: expect.objectContaining({ value: `chipped_${kind}` }),
          note: "Chipped rim",
        },
      ],
    });
    expect(requested.id).toMatch(/^ret_/);
    expect((await staffOrder(order.id)).returns.map((each) => each.id)).toEqual([requested.id]);

    const stockBefore = await stockOf(api, shop.bowl);
    const { return: received } = (await staffJs.admin.returns.receive(requested.id, {
      items: [{ item_id: line.id, quantity: 2 }],
    })) as { return: Return };
    expect(received).toMatchObject({ status: "received", refund_amount: expectedRefund });
    expect(received.received_at).toEqual(expect.any(String));
    expect(received.items[0]).toMatchObject({ received_quantity: 2, is_requested: true });
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore + 2);

    const after = await staffOrder(order.id);
    expect(after).toMatchObject({
      fulfillment_status: "partially_returned",
      payment_status: "partially_refunded",
      refunded_total: expectedRefund,
      refundable_amount: order.total - expectedRefund,
    });
    expect(after.items[0].returned_quantity).toBe(2);
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: expectedRefund, reason: "return" }),
    ]);
    const listed = await staffJs.admin.returns.list({ limit: 5 });
    expect(listed.returns.map((each: Return) => each.id)).toContain(requested.id);
    // Listed returns carry their order's columns, as Medusa's list loads the relation.
    expect(listed.returns.find((each: Return) => each.id === requested.id)?.order).toMatchObject({
      id: order.id,
      display_id: order.display_id,
      currency_code: "usd",
      email: order.email,
    });

    // The last unit comes back too: the order is returned.
    const { return: last } = (await shopperJs.returns.create({
      order_id: order.id,
      items: [{ item_id: line.id, quantity: 1 }],
    })) as { return: Return };
    await staffJs.admin.returns.receive(last.id, { items: [{ item_id: line.id, quantity: 1 }] });
    expect((await staffOrder(order.id)).fulfillment_status).toBe("returned");
  });

  it("refuses what cannot come back, and changes nothing", async () => {
    const order = await shippedOrder(2);
    const line = order.items[0];
    const ask = (quantity: number, extra: Record<string, unknown> = {}) =>
      rejection(
        shopperJs.returns.create({
          order_id: order.id,
          items: [{ item_id: line.id, quantity, ...extra }],
        }),
      );

    expect(await ask(3)).toMatchObject({
      status: 400,
      body: { type: "not_allowed", message: "Cannot return more items than have been purchased" },
    });
    const { return: open } = (await shopperJs.returns.create({
      order_id: order.id,
      items: [{ item_id: line.id, quantity: 2 }],
    })) as { return: Return };
    // The open request holds both units: nothing more can be asked for.
    expect((await ask(1)).body.message).toBe("Cannot return more items than have been purchased");

    const { return_reason: category } = await staffJs.admin.returnReasons.create({
      value: `wrong_${kind}`,
      label: "Wrong",
    });
    await staffJs.admin.returnReasons.create({
      value: `wrong_colour_${kind}`,
      label: "Wrong colour",
      parent_return_reason_id: category.id,
    });
    await staffJs.admin.returns.cancel(open.id);
    expect(await ask(1, { reason_id: category.id })).toMatchObject({
      status: 400,
      body: { message: "Cannot apply return reason category" },
    });
    expect(
      await rejection(
        shopperJs.returns.create({
          order_id: order.id,
          items: [{ item_id: "item_01NOTONTHISORDER", quantity: 1 }],
        }),
      ),
    ).toMatchObject({ status: 400, body: { message: "Return contains invalid line item" } });
    expect(
      (
        await rejection(
          staffJs.admin.returns.receive(open.id, {
            items: [{ item_id: line.id, quantity: 2 }],
          }),
        )
      ).body.message,
    ).toBe("Cannot receive a canceled return");

    const unshipped = await placeOrder(api, shop, { email: `unshipped-${kind}@example.com` });
    expect(
      await rejection(
        shopperJs.returns.create({
          order_id: unshipped.id,
          items: [{ item_id: unshipped.items[0].id, quantity: 1 }],
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: "Cannot return items that have not been fulfilled" },
    });

    const after = await staffOrder(order.id);
    expect(after.returns.map((each) => each.status)).toEqual(["canceled"]);
    expect(after.refunded_total).toBe(0);
    expect(after.items[0].returned_quantity ?? 0).toBe(0);
  });

  it("staff take a return with return shipping, hold damaged units back, and receive a mismatch only with a refund", async () => {
    const order = await shippedOrder(2);
    const line = order.items[0];
    const { shipping_option: option } = await staffJs.admin.shippingOptions.create({
      name: `Return by courier ${kind}`,
      region_id: shop.regions.us,
      provider_id: "manual",
      price_type: "flat_rate",
      amount: 1_000,
      is_return: true,
      data: {},
    });
    const withShipping = (
      await staffJs.admin.orders.requestReturn(order.id, {
        items: [{ item_id: line.id, quantity: 2 }],
        return_shipping: { option_id: option.id },
      })
    ).order as AdminOrder;
    const [requested] = withShipping.returns;
    const shippingTotal = 1_000 + Math.round(1_000 * (US_TAX / 100));
    expect(requested.refund_amount).toBe(Math.round(BOWL_USD * 2 * 1.08) - shippingTotal);
    expect(requested.shipping_method).toMatchObject({
      shipping_option_id: option.id,
      price: 1_000,
    });

    // One unit arrives instead of two: the return waits, nothing is refunded or restocked.
    const stockBefore = await stockOf(api, shop.bowl);
    const { return: waiting } = (await staffJs.admin.returns.receive(requested.id, {
      items: [{ item_id: line.id, quantity: 1 }],
    })) as { return: Return };
    expect(waiting.status).toBe("requires_action");
    expect((await staffOrder(order.id)).fulfillment_status).toBe("requires_action");
    expect(await refundRows(order.id)).toHaveLength(0);

    // Staff settle it with their own amount; the damaged unit is not restocked.
    const { return: settled } = (await staffJs.admin.returns.receive(requested.id, {
      items: [{ item_id: line.id, quantity: 1, restock: false }],
      refund: 2_000,
    })) as { return: Return };
    expect(settled).toMatchObject({ status: "received", refund_amount: 2_000 });
    expect(settled.items[0]).toMatchObject({ received_quantity: 1, restock: false });
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore);
    expect((await staffOrder(order.id)).refunded_total).toBe(2_000);
    expect((await rejection(staffJs.admin.returns.cancel(requested.id))).body.message).toBe(
      "Can't cancel a return which has been returned",
    );
  });

  it("never refunds more than is left to refund", async () => {
    const order = await shippedOrder(1);
    const line = order.items[0];
    // Staff already gave back all but $10.00.
    await admin.orderAction(`/admin/orders/${order.id}/refund`, {
      amount: order.total - 1_000,
      reason: "other",
    });
    const asked = await rejection(
      staffJs.admin.orders.requestReturn(order.id, {
        items: [{ item_id: line.id, quantity: 1 }],
        refund: 1_001,
      }),
    );
    expect(asked).toMatchObject({
      status: 400,
      body: { message: "Cannot refund more than the original payment" },
    });
    const received = (
      await staffJs.admin.orders.requestReturn(order.id, {
        items: [{ item_id: line.id, quantity: 1 }],
        receive_now: true,
      })
    ).order as AdminOrder;
    expect(received.returns[0]).toMatchObject({ status: "received", refund_amount: 1_000 });
    expect(received).toMatchObject({
      refunded_total: order.total,
      refundable_amount: 0,
      payment_status: "refunded",
      fulfillment_status: "returned",
    });
  });

  it("twenty receipts of one return receive it once; a repeated key answers the first receipt", async () => {
    const order = await shippedOrder(2);
    const line = order.items[0];
    const withReturn = (await admin.orderAction(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: line.id, quantity: 2 }],
    })) as AdminOrderJson & { returns: Return[] };
    const returnId = withReturn.returns[0].id;
    const stockBefore = await stockOf(api, shop.bowl);

    const receipts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.post<{ return?: Return; message?: string }>(
          `/admin/returns/${returnId}/receive`,
          { items: [{ item_id: line.id, quantity: 2 }] },
          { "Idempotency-Key": `receive-${kind}-${index}` },
        ),
      ),
    );
    const ok = receipts.filter((receipt) => receipt.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of receipts.filter((receipt) => receipt.status !== 200)) {
      expect(refused).toMatchObject({
        status: 400,
        body: { message: `Return with id ${returnId} has already been received` },
      });
    }
    const refundsGiven = await refundRows(order.id);
    expect(refundsGiven.map((row) => row.amount)).toEqual([Math.round(BOWL_USD * 2 * 1.08)]);
    expect(await stockOf(api, shop.bowl)).toBe(stockBefore + 2);

    const winner = receipts.indexOf(ok[0]);
    const replay = await admin.post<{ return: Return }>(
      `/admin/returns/${returnId}/receive`,
      { items: [{ item_id: line.id, quantity: 2 }] },
      { "Idempotency-Key": `receive-${kind}-${winner}` },
    );
    expect(replay).toEqual(ok[0]);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("refunds a yen order exactly", async () => {
    shopperCount += 1;
    const placed = await placeJpyOrder(`yen${shopperCount}@example.com`);
    const line = placed.items[0];
    const { return: requested } = (await shopperJs.returns.create({
      order_id: placed.id,
      items: [{ item_id: line.id, quantity: 1 }],
    })) as { return: Return };
    // ¥7,000 at Japan's 10 %.
    expect(requested.refund_amount).toBe(7_700);
  });

  /** A delivered yen order of one bowl, shipped to Japan. */
  async function placeJpyOrder(email: string): Promise<AdminOrderJson> {
    const calls = checkoutCalls(api);
    const json = async <T>(response: Response, key: string): Promise<T> => {
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${response.status}: ${text}`);
      return (JSON.parse(text) as Record<string, T>)[key];
    };
    const cart = await json<{ id: string }>(
      await calls.post("/store/carts", { region_id: shop.regions.jp }),
      "cart",
    );
    await json(
      await calls.post(`/store/carts/${cart.id}/line-items`, {
        variant_id: shop.bowl,
        quantity: 1,
      }),
      "cart",
    );
    await json(
      await calls.update(cart.id, {
        email,
        shipping_address: { ...usAddress, country_code: "jp", city: "Tokyo" },
      }),
      "cart",
    );
    const [option] = await calls.shippingOptionsFor(cart.id);
    await json(await calls.addShipping(cart.id, option.id), "cart");
    await json(await calls.createSessions(cart.id), "cart");
    await json(await calls.selectProvider(cart.id, "manual"), "cart");
    const completion = (await (await calls.complete(cart.id)).json()) as { data: AdminOrderJson };
    const order = completion.data;
    await admin.orderAction(`/admin/orders/${order.id}/capture`);
    const packed = await admin.orderAction(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    });
    return admin.orderAction(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
  }
});
