// The after-sale mails over real HTTP with the published medusa-js client: each step of an
// exchange (created with the difference and where to pay it, confirmed, shipped, difference
// refunded, canceled), a claim (created with its refund or replacement, canceled) and an order
// edit (confirmed with the new total and the refund, declined) mails the order's customer once,
// through the outbox after the commit; a replayed Idempotency-Key mails nothing more, and an
// exchange or claim with `no_notification` mails nothing.
import type { AdminOrder, OrderEdit, Swap } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { insertCheckoutShop, insertVariant, type CheckoutShop } from "./fixtures/checkout";
import { adminMedusa, storeMedusa } from "./fixtures/medusa-js";
import { adminCalls, placeOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The US region taxes at 8 %; the fixture bowl costs $50.00 there. */
const BOWL_USD = 5_000;
const withTax = (amount: number) => Math.round(amount * 1.08);
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe.each(databaseKinds)("after-sale mails on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  let staffJs: Medusa;
  let shopperJs: Medusa;
  let shopperCount = 0;
  let standardOption: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
    staffJs = await adminMedusa(api);
    shopperJs = storeMedusa(api);
    const { shipping_options: options } = (await staffJs.admin.shippingOptions.list({
      region_id: shop.regions.us,
    })) as { shipping_options: { id: string; name: string; is_return: boolean }[] };
    standardOption = options.find(
      (option) => option.name === "Standard Shipping" && !option.is_return,
    )!.id;
  });
  afterAll(() => api?.close());

  /** An order of `quantity` bowls, paid and captured; packed and shipped unless `shipped: false`. */
  async function paidOrder(quantity: number, { shipped = true } = {}): Promise<AdminOrderJson> {
    shopperCount += 1;
    const placed = await placeOrder(api, shop, {
      quantity,
      email: `after-sale${shopperCount}-${kind}@example.com`,
    });
    const captured = await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    if (!shipped) return captured;
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity }],
    });
    return admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
  }

  /** The mails sent to `email`, oldest first, with the template given. */
  const mails = (email: string, template: string) =>
    api.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)))
      .orderBy(asc(mailOutbox.created_at));
  const templatesTo = async (email: string) =>
    (await api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map(
      (mail) => mail.template,
    );

  const itemTitle = async (orderId: string): Promise<string> =>
    ((await staffJs.admin.orders.retrieve(orderId)).order as AdminOrder).items[0].title;

  const newVariant = (usdPrice: number) =>
    insertVariant(api, { stock: 10, prices: { usd: usdPrice, eur: usdPrice, jpy: usdPrice } });

  async function staffSwap(
    order: AdminOrderJson,
    variantId: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Swap> {
    const answered = (
      await staffJs.admin.orders.createSwap(
        order.id,
        {
          return_items: [{ item_id: order.items[0].id, quantity: 1 }],
          additional_items: [{ variant_id: variantId, quantity: 1 }],
          custom_shipping_options: [{ option_id: standardOption, price: 0 }],
          ...extra,
        },
        headers,
      )
    ).order as AdminOrder;
    return answered.swaps.at(-1)!;
  }

  it("mails each step of an exchange that costs more: created (to pay, and where), confirmed, shipped", async () => {
    const order = await paidOrder(1);
    const vase = await newVariant(8_000);
    const key = { "Idempotency-Key": `swap-mail-${kind}` };
    const swap = await staffSwap(order, vase, {}, key);
    // The same request again replays the first answer and mails nothing more.
    await staffSwap(order, vase, {}, key);
    const difference = withTax(8_000) - withTax(BOWL_USD);

    const [created, ...again] = await mails(order.email, "swap-created");
    expect(again).toEqual([]);
    expect(created.subject).toBe(`Your exchange for Atelier order #${order.display_id}`);
    expect(created.text).toContain(`1 × ${await itemTitle(order.id)}`);
    expect(created.text).toContain(`To pay: ${usd(difference)}`);
    expect(created.text).toContain(`/account/orders/${swap.order_id}`);
    expect(created.data).toMatchObject({ swap_id: swap.id, difference_due: difference });

    const { cart } = await shopperJs.carts.createPaymentSessions(swap.cart_id!);
    expect(cart.total).toBe(difference);
    await shopperJs.carts.setPaymentSession(swap.cart_id!, { provider_id: "manual" });
    await shopperJs.carts.complete(swap.cart_id!);
    // Completing again answers the exchange; it was confirmed once.
    await shopperJs.carts.complete(swap.cart_id!);
    const confirmed = await mails(order.email, "swap-confirmed");
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0].subject).toBe(`Exchange confirmed for Atelier order #${order.display_id}`);
    expect(confirmed[0].text).toContain(`Paid: ${usd(difference)}`);

    await staffJs.admin.orders.processSwapPayment(order.id, swap.id);
    const packed = (await staffJs.admin.orders.fulfillSwap(order.id, swap.id, {}))
      .order as AdminOrder;
    await staffJs.admin.orders.createSwapShipment(order.id, swap.id, {
      fulfillment_id: packed.swaps[0].fulfillments[0].id,
      tracking_numbers: ["EX-MAIL-1"],
    });
    const [shipped] = await mails(order.email, "swap-shipped");
    expect(shipped.subject).toBe(`Your exchange has shipped, Atelier order #${order.display_id}`);
    expect(shipped.text).toContain("Going out to you:");
    // Capturing a difference already paid mails nothing of its own.
    expect((await templatesTo(order.email)).sort()).toEqual(
      [
        "order-confirmation",
        "order-shipped",
        "swap-created",
        "swap-confirmed",
        "swap-shipped",
      ].sort(),
    );
  });

  it("mails the shopper an exchange they asked for in the shop, with the order page to confirm it on", async () => {
    const order = await paidOrder(1);
    const vase = await newVariant(8_000);
    const { swap } = (await shopperJs.swaps.create({
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    })) as unknown as { swap: Swap };

    const [created, ...again] = await mails(order.email, "swap-created");
    expect(again).toEqual([]);
    expect(created.data).toMatchObject({ swap_id: swap.id });
    expect(created.text).toContain(`/account/orders/${order.id}`);
  });

  it("mails the refund of an exchange that costs less, and a canceled exchange; nothing under no_notification", async () => {
    const order = await paidOrder(1);
    const cup = await newVariant(3_000);
    const swap = await staffSwap(order, cup);
    const difference = withTax(3_000) - withTax(BOWL_USD);
    const [created] = await mails(order.email, "swap-created");
    expect(created.text).toContain(
      `To be refunded once your return reaches us: ${usd(-difference)}`,
    );

    await shopperJs.carts.complete(swap.cart_id!);
    const key = { "Idempotency-Key": `swap-refund-mail-${kind}` };
    await admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/process-payment`, {}, key);
    await admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/process-payment`, {}, key);
    // Settling again with another key refunds nothing more, so mails nothing more.
    await staffJs.admin.orders.processSwapPayment(order.id, swap.id);
    const refunded = await mails(order.email, "swap-refunded");
    expect(refunded).toHaveLength(1);
    expect(refunded[0].subject).toBe(`Exchange refund for Atelier order #${order.display_id}`);
    expect(refunded[0].text).toContain(`Refunded: ${usd(-difference)}`);

    // A refunded order can no longer be exchanged: another order for the cancellation.
    const second = await paidOrder(1);
    const other = await staffSwap(second, cup);
    await staffJs.admin.returns.cancel(other.return_order!.id);
    await staffJs.admin.orders.cancelSwap(second.id, other.id);
    const [canceled, ...more] = await mails(second.email, "swap-canceled");
    expect(more).toEqual([]);
    expect(canceled.subject).toBe(`Exchange canceled for Atelier order #${second.display_id}`);
    expect(canceled.data).toMatchObject({ swap_id: other.id });

    const quiet = await paidOrder(1);
    await staffSwap(quiet, cup, { no_notification: true });
    expect(await mails(quiet.email, "swap-created")).toEqual([]);
  });

  it("mails a refund claim with its amount, a replacement claim with its items, and a canceled claim", async () => {
    const order = await paidOrder(2);
    const lineId = order.items[0].id;
    const key = { "Idempotency-Key": `claim-mail-${kind}` };
    const refundClaim = () =>
      staffJs.admin.orders.createClaim(
        order.id,
        {
          type: "refund",
          claim_items: [{ item_id: lineId, quantity: 1, reason: "production_failure" }],
        },
        key,
      );
    await refundClaim();
    await refundClaim();
    const [refund, ...again] = await mails(order.email, "claim-created");
    expect(again).toEqual([]);
    expect(refund.subject).toBe(`Your claim on Atelier order #${order.display_id}`);
    expect(refund.text).toContain(`1 × ${await itemTitle(order.id)} (production failure)`);
    expect(refund.text).toContain(`Refunded: ${usd(withTax(BOWL_USD))}`);

    const lamp = await newVariant(4_000);
    const replaced = (
      await staffJs.admin.orders.createClaim(order.id, {
        type: "replace",
        claim_items: [{ item_id: lineId, quantity: 1, reason: "wrong_item" }],
        additional_items: [{ variant_id: lamp, quantity: 1 }],
      })
    ).order as AdminOrder;
    const replacement = replaced.claims.at(-1)!;
    const created = await mails(order.email, "claim-created");
    expect(created).toHaveLength(2);
    expect(created[1].text).toContain("We are sending you in replacement:");
    expect(created[1].text).toContain(`1 × ${replacement.additional_items[0].title}`);

    await staffJs.admin.orders.cancelClaim(order.id, replacement.id);
    const [canceled] = await mails(order.email, "claim-canceled");
    expect(canceled.subject).toBe(`Claim canceled on Atelier order #${order.display_id}`);
    expect(canceled.data).toMatchObject({ claim_id: replacement.id });

    const quiet = await paidOrder(1);
    await staffJs.admin.orders.createClaim(quiet.id, {
      type: "refund",
      claim_items: [{ item_id: quiet.items[0].id, quantity: 1, reason: "other" }],
      no_notification: true,
    });
    expect(await mails(quiet.email, "claim-created")).toEqual([]);
  });

  it("mails a confirmed order edit with the new total and the refund, once, and a declined one", async () => {
    const order = await paidOrder(2, { shipped: false });
    const { order_edit: edit } = (await staffJs.admin.orderEdits.create({
      order_id: order.id,
    })) as { order_edit: OrderEdit };
    const { order_edit: changed } = (await staffJs.admin.orderEdits.updateLineItem(
      edit.id,
      edit.items[0].id,
      { quantity: 1 },
    )) as { order_edit: OrderEdit };
    expect(changed.difference_due).toBe(-withTax(BOWL_USD));
    await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post(
          `/admin/order-edits/${edit.id}/confirm`,
          {},
          {
            "Idempotency-Key": `edit-mail-${kind}`,
          },
        ),
      ),
    );
    const [confirmed, ...again] = await mails(order.email, "order-edit-confirmed");
    expect(again).toEqual([]);
    expect(confirmed.subject).toBe(`Change confirmed to Atelier order #${order.display_id}`);
    expect(confirmed.text).toContain(`New total: ${usd(changed.total)}`);
    expect(confirmed.text).toContain(`Refunded: ${usd(withTax(BOWL_USD))}`);

    const { order_edit: second } = (await staffJs.admin.orderEdits.create({
      order_id: order.id,
    })) as { order_edit: OrderEdit };
    await staffJs.admin.orderEdits.updateLineItem(second.id, second.items[0].id, { quantity: 2 });
    await staffJs.admin.orderEdits.requestConfirmation(second.id);
    await shopperJs.orderEdits.decline(second.id, { declined_reason: "Keep it as it is" });
    await shopperJs.orderEdits.decline(second.id, { declined_reason: "Keep it as it is" });
    const declined = await mails(order.email, "order-edit-declined");
    expect(declined).toHaveLength(1);
    expect(declined[0].subject).toBe(
      `Change declined, Atelier order #${order.display_id} unchanged`,
    );
    expect(declined[0].text).toContain("your order stays as it was");
  });
});
