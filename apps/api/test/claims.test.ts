// Claims over real HTTP with the published medusa-js client (Medusa v1 `admin.orders.createClaim`,
// `updateClaim`, `fulfillClaim`, `createClaimShipment`, `cancelClaimFulfillment`, `cancelClaim`):
// a refund claim gives back what the claimed units cost (discounted, with tax) at once, never
// more than is left to refund, also after a return; a replacement claim takes its new items from
// stock and is fulfilled and shipped through its own routes, its return refunding nothing; the
// rules on canceling; and races: one key, one claim; the last unit, one replacement.
import type { AdminOrder, ClaimOrder } from "@atelier/contracts";
import type Medusa from "@medusajs/medusa-js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimOrders, refunds } from "../src/db/schema";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import {
  checkoutCalls,
  insertCheckoutShop,
  insertVariant,
  stockOf,
  usAddress,
} from "./fixtures/checkout";
import type { CheckoutShop } from "./fixtures/checkout";
import { adminMedusa, rejection } from "./fixtures/medusa-js";
import { adminCalls, placeOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** The US region taxes at 8 %; the fixture bowl costs $50.00 there. */
const BOWL_WITH_TAX = 5_400;

describe.each(databaseKinds)("claims on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  let staffJs: Medusa;
  let shopperCount = 0;
  let courier: string;
  let returnCourier: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
    staffJs = await adminMedusa(api);
    const option = (name: string, isReturn: boolean, amount: number) =>
      staffJs.admin.shippingOptions.create({
        name: `${name} ${kind}`,
        region_id: shop.regions.us,
        provider_id: "manual",
        price_type: "flat_rate",
        amount,
        is_return: isReturn,
        data: {},
      });
    courier = (await option("Replacement courier", false, 1_500)).shipping_option.id;
    returnCourier = (await option("Claim return courier", true, 1_000)).shipping_option.id;
  });
  afterAll(() => api?.close());

  /** An order of `quantity` bowls, paid, captured, packed and shipped. */
  async function deliveredOrder(quantity: number): Promise<AdminOrderJson> {
    shopperCount += 1;
    const placed = await placeOrder(api, shop, {
      quantity,
      email: `claimant${shopperCount}@example.com`,
    });
    await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity }],
    });
    return admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
  }

  const staffOrder = async (id: string): Promise<AdminOrder> =>
    (await staffJs.admin.orders.retrieve(id)).order as AdminOrder;
  const refundRows = (orderId: string) =>
    api.deps.db.select().from(refunds).where(eq(refunds.order_id, orderId));
  const claimRows = (orderId: string) =>
    api.deps.db.select().from(claimOrders).where(eq(claimOrders.order_id, orderId));
  const createClaim = async (orderId: string, body: Record<string, unknown>) =>
    ((await staffJs.admin.orders.createClaim(orderId, body as never)).order as AdminOrder).claims;

  it("a refund claim refunds the claimed units with tax at once, and staff annotate it", async () => {
    const order = await deliveredOrder(3);
    const line = order.items[0];
    const [claim] = await createClaim(order.id, {
      type: "refund",
      claim_items: [
        {
          item_id: line.id,
          quantity: 2,
          reason: "production_failure",
          note: "Cracked glaze",
          tags: ["Damaged ", "damaged", "Glaze"],
          images: ["https://photos.example.com/crack.jpg"],
        },
      ],
      shipping_address: { ...usAddress, city: "Shelbyville" },
      metadata: { ticket: "T-1" },
    });
    expect(claim.id).toMatch(/^claim_/);
    expect(claim).toMatchObject({
      type: "refund",
      payment_status: "refunded",
      fulfillment_status: "not_fulfilled",
      order_id: order.id,
      refund_amount: 2 * BOWL_WITH_TAX,
      canceled_at: null,
      metadata: { ticket: "T-1" },
      shipping_address: expect.objectContaining({ city: "Shelbyville" }),
      additional_items: [],
      return_order: null,
    });
    const [claimed] = claim.claim_items;
    expect(claimed).toMatchObject({
      item_id: line.id,
      quantity: 2,
      reason: "production_failure",
      note: "Cracked glaze",
      item: expect.objectContaining({ id: line.id }),
      images: [expect.objectContaining({ url: "https://photos.example.com/crack.jpg" })],
    });
    expect(claimed.tags.map((tag) => tag.value)).toEqual(["damaged", "glaze"]);

    const after = await staffOrder(order.id);
    expect(after).toMatchObject({
      payment_status: "partially_refunded",
      refunded_total: 2 * BOWL_WITH_TAX,
      refundable_amount: order.total - 2 * BOWL_WITH_TAX,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 2 * BOWL_WITH_TAX, reason: "claim" }),
    ]);

    // Staff change the note, the reason, the photos and the tags.
    const updated = (
      (
        await staffJs.admin.orders.updateClaim(order.id, claim.id, {
          claim_items: [
            {
              id: claimed.id,
              note: "Cracked glaze on both",
              reason: "other",
              images: [{ url: "https://photos.example.com/second.jpg" }],
              tags: [{ id: claimed.tags[0].id }, { value: "Courier" }],
            },
          ],
          no_notification: true,
          metadata: { ticket: "", agent: "ada" },
        } as never)
      ).order as AdminOrder
    ).claims[0];
    expect(updated).toMatchObject({ no_notification: true, metadata: { agent: "ada" } });
    expect(updated.claim_items[0]).toMatchObject({
      note: "Cracked glaze on both",
      reason: "other",
    });
    expect(updated.claim_items[0].images.map((image) => image.url)).toEqual([
      "https://photos.example.com/second.jpg",
    ]);
    expect(updated.claim_items[0].tags.map((tag) => tag.value)).toEqual(["courier", "damaged"]);

    // Both claimed units are spoken for: the third can be claimed, a fourth cannot.
    expect(
      await rejection(
        staffJs.admin.orders.createClaim(order.id, {
          type: "refund",
          claim_items: [{ item_id: line.id, quantity: 2, reason: "other" }],
        } as never),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: "Cannot claim more of an item than has been fulfilled." },
    });
  });

  it("never refunds more than is left, together with an earlier return", async () => {
    const order = await deliveredOrder(2);
    const line = order.items[0];
    // A return of one unit, received with staff's amount: all but $30.00 is given back.
    const withReturn = (
      await staffJs.admin.orders.requestReturn(order.id, {
        items: [{ item_id: line.id, quantity: 1 }],
        receive_now: true,
        refund: order.total - 3_000,
      })
    ).order as AdminOrder;
    expect(withReturn.refundable_amount).toBe(3_000);

    expect(
      await rejection(
        staffJs.admin.orders.createClaim(order.id, {
          type: "refund",
          claim_items: [{ item_id: line.id, quantity: 1, reason: "missing_item" }],
          refund_amount: 3_001,
        } as never),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: "Cannot refund more than the original payment" },
    });
    // The returned unit cannot be claimed as well.
    expect(
      (
        await rejection(
          staffJs.admin.orders.createClaim(order.id, {
            type: "refund",
            claim_items: [{ item_id: line.id, quantity: 2, reason: "missing_item" }],
          } as never),
        )
      ).body.message,
    ).toBe("Cannot claim more of an item than has been fulfilled.");

    // The claimed unit would refund $54.00; $30.00 is what is left.
    const [claim] = await createClaim(order.id, {
      type: "refund",
      claim_items: [{ item_id: line.id, quantity: 1, reason: "missing_item" }],
    });
    expect(claim.refund_amount).toBe(3_000);
    const after = await staffOrder(order.id);
    expect(after).toMatchObject({
      refunded_total: order.total,
      refundable_amount: 0,
      payment_status: "refunded",
    });
    expect((await refundRows(order.id)).map((row) => [row.reason, row.amount])).toEqual([
      ["return", order.total - 3_000],
      ["claim", 3_000],
    ]);
    // Nothing captured, nothing to give back: the claim is refused and nothing is recorded.
    shopperCount += 1;
    const uncaptured = await placeOrder(api, shop, {
      email: `claimant${shopperCount}@example.com`,
    });
    await admin.orderAction(`/admin/orders/${uncaptured.id}/fulfillment`, {
      items: [{ item_id: uncaptured.items[0].id, quantity: 1 }],
    });
    const packed = (await staffOrder(uncaptured.id)).fulfillments[0];
    await admin.orderAction(`/admin/orders/${uncaptured.id}/shipment`, {
      fulfillment_id: packed.id,
    });
    expect(
      await rejection(
        staffJs.admin.orders.createClaim(uncaptured.id, {
          type: "refund",
          claim_items: [{ item_id: uncaptured.items[0].id, quantity: 1, reason: "missing_item" }],
        } as never),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: "The order has no captured payment left to refund" },
    });
    expect(await claimRows(uncaptured.id)).toHaveLength(0);
  });

  it("a replacement claim takes its items from stock, is fulfilled and shipped, and its return refunds nothing", async () => {
    const order = await deliveredOrder(2);
    const line = order.items[0];
    const vase = await insertVariant(api, {
      stock: 5,
      prices: { usd: 8_000, eur: 7_000, jpy: 9_000 },
    });
    const bowlStock = await stockOf(api, shop.bowl);

    const [claim] = await createClaim(order.id, {
      type: "replace",
      claim_items: [{ item_id: line.id, quantity: 1, reason: "wrong_item", note: "Sent a vase" }],
      additional_items: [{ variant_id: vase, quantity: 2 }],
      shipping_methods: [{ option_id: courier, price: 0 }],
      return_shipping: { option_id: returnCourier },
    });
    expect(claim).toMatchObject({
      type: "replace",
      payment_status: "na",
      fulfillment_status: "not_fulfilled",
      refund_amount: null,
      shipping_address_id: expect.any(String),
      shipping_methods: [
        expect.objectContaining({
          shipping_option_id: courier,
          price: 0,
          claim_order_id: claim.id,
        }),
      ],
      return_order: expect.objectContaining({
        status: "requested",
        claim_order_id: claim.id,
        refund_amount: 0,
      }),
    });
    expect(claim.additional_items).toEqual([
      expect.objectContaining({
        variant_id: vase,
        quantity: 2,
        unit_price: 8_000,
        claim_order_id: claim.id,
        order_id: null,
        refundable: 2 * 8_640,
      }),
    ]);
    expect(await stockOf(api, vase)).toBe(3);

    const fulfilled = (await staffJs.admin.orders.fulfillClaim(order.id, claim.id, {}))
      .order as AdminOrder;
    const [packed] = fulfilled.claims[0].fulfillments;
    expect(fulfilled.claims[0].fulfillment_status).toBe("fulfilled");
    expect(packed).toMatchObject({
      claim_order_id: claim.id,
      items: [{ item_id: claim.additional_items[0].id, quantity: 2 }],
    });
    expect(fulfilled.claims[0].additional_items[0].fulfilled_quantity).toBe(2);
    // The order's own fulfillments are only its own.
    expect(fulfilled.fulfillments.map((each) => each.id)).toEqual(
      order.fulfillments.map((each) => each.id),
    );
    expect(
      (await rejection(staffJs.admin.orders.fulfillClaim(order.id, claim.id, {}))).body.message,
    ).toBe("The claim has already been fulfilled.");

    const shipped = (
      await staffJs.admin.orders.createClaimShipment(order.id, claim.id, {
        fulfillment_id: packed.id,
        tracking_numbers: ["TRACK-1"],
      })
    ).order as AdminOrder;
    expect(shipped.claims[0].fulfillment_status).toBe("shipped");
    expect(shipped.claims[0].additional_items[0].shipped_quantity).toBe(2);
    expect(shipped.claims[0].fulfillments[0]).toMatchObject({
      shipped_at: expect.any(String),
      tracking_numbers: ["TRACK-1"],
      tracking_links: [expect.objectContaining({ tracking_number: "TRACK-1" })],
    });
    // The shopper hears that the replacement is on its way.
    const notices = (await listOutboxMessages(api.deps.db, { to: order.email })).messages.filter(
      (mail) => mail.template === "order-shipped",
    );
    expect(notices).toHaveLength(2);
    expect(
      notices.some(
        (mail) => mail.text.includes("2 × Stoneware Bowl") && mail.text.includes("TRACK-1"),
      ),
    ).toBe(true);
    expect(
      (await rejection(staffJs.admin.orders.cancelClaimFulfillment(order.id, claim.id, packed.id)))
        .body.message,
    ).toBe("The fulfillment has already been shipped. Shipped fulfillments cannot be canceled");

    // The wrong item comes back: back in stock, and no money moves.
    await staffJs.admin.returns.receive(claim.return_order!.id, {
      items: [{ item_id: line.id, quantity: 1 }],
    });
    const after = await staffOrder(order.id);
    expect(after.refunded_total).toBe(0);
    expect(after.claims[0].return_order?.status).toBe("received");
    expect(await stockOf(api, shop.bowl)).toBe(bowlStock + 1);
    expect(await stockOf(api, vase)).toBe(3);
  });

  it("cancels only a claim that refunded nothing and whose fulfillments and return are canceled", async () => {
    const order = await deliveredOrder(3);
    const line = order.items[0];
    const vase = await insertVariant(api, {
      stock: 4,
      prices: { usd: 8_000, eur: 7_000, jpy: 9_000 },
    });
    const reasons = [{ item_id: line.id, quantity: 1, reason: "wrong_item" }];

    expect(
      await rejection(
        staffJs.admin.orders.createClaim(order.id, {
          type: "replace",
          claim_items: reasons,
        } as never),
      ),
    ).toMatchObject({
      status: 400,
      body: { message: 'Claims with type "replace" must have at least one additional item.' },
    });
    expect(
      (
        await rejection(
          staffJs.admin.orders.createClaim(order.id, {
            type: "replace",
            claim_items: reasons,
            additional_items: [{ variant_id: vase, quantity: 1 }],
            refund_amount: 100,
          } as never),
        )
      ).body.message,
    ).toBe('Claim has type "replace" but must be type "refund" to have a refund_amount.');

    const [claim] = await createClaim(order.id, {
      type: "replace",
      claim_items: reasons,
      additional_items: [{ variant_id: vase, quantity: 1 }],
    });
    expect(
      (await rejection(staffJs.admin.orders.fulfillClaim(order.id, claim.id, {}))).body.message,
    ).toBe("Cannot fulfill a claim without a shipping method.");
    await staffJs.admin.orders.updateClaim(order.id, claim.id, {
      shipping_methods: [{ option_id: courier }],
    } as never);
    const packed = (
      (await staffJs.admin.orders.fulfillClaim(order.id, claim.id, {})).order as AdminOrder
    ).claims[0].fulfillments[0];

    const refused = await rejection(staffJs.admin.orders.cancelClaim(order.id, claim.id));
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "All fulfillments must be canceled before the claim can be canceled" },
    });
    expect((await staffOrder(order.id)).claims[0]).toMatchObject({
      canceled_at: null,
      fulfillment_status: "fulfilled",
    });

    const unpacked = (
      (await staffJs.admin.orders.cancelClaimFulfillment(order.id, claim.id, packed.id))
        .order as AdminOrder
    ).claims[0];
    expect(unpacked.fulfillment_status).toBe("canceled");
    expect(unpacked.additional_items[0].fulfilled_quantity).toBe(0);
    // Unpacked units go back on the shelf, free (Medusa v1); the claim no longer holds them.
    expect(await stockOf(api, vase)).toBe(4);
    const canceled = (
      (await staffJs.admin.orders.cancelClaim(order.id, claim.id)).order as AdminOrder
    ).claims[0];
    expect(canceled).toMatchObject({
      fulfillment_status: "canceled",
      canceled_at: expect.any(String),
    });
    // The replacement goes back in stock, and the claimed unit may be claimed again.
    expect(await stockOf(api, vase)).toBe(4);
    expect(
      (
        await rejection(
          staffJs.admin.orders.updateClaim(order.id, claim.id, { no_notification: true } as never),
        )
      ).body.message,
    ).toBe("Canceled claim cannot be updated");
    expect(
      (await rejection(staffJs.admin.orders.cancelClaim(order.id, claim.id))).body.message,
    ).toBe("The claim is already canceled");

    const refund = (await createClaim(order.id, { type: "refund", claim_items: reasons })).at(-1)!;
    expect(
      (await rejection(staffJs.admin.orders.cancelClaim(order.id, refund.id))).body.message,
    ).toBe("Claim with a refund cannot be canceled");
    expect(
      (await rejection(staffJs.admin.orders.fulfillClaim(order.id, refund.id, {}))).body.message,
    ).toBe('Claims with the type "refund" can not be fulfilled.');

    const withReturn = (
      await createClaim(order.id, {
        type: "refund",
        claim_items: [{ item_id: line.id, quantity: 1, reason: "other" }],
        refund_amount: 0,
        return_shipping: { option_id: returnCourier },
      })
    ).at(-1)!;
    expect(
      (await rejection(staffJs.admin.orders.cancelClaim(order.id, withReturn.id))).body.message,
    ).toBe("Return must be canceled before the claim can be canceled");
    await staffJs.admin.returns.cancel(withReturn.return_order!.id);
    const last = (
      (await staffJs.admin.orders.cancelClaim(order.id, withReturn.id)).order as AdminOrder
    ).claims;
    expect(last.map((each) => Boolean(each.canceled_at))).toEqual([true, false, true]);

    const unshipped = await placeOrder(api, shop, { email: `unshipped-claim-${kind}@example.com` });
    expect(
      (
        await rejection(
          staffJs.admin.orders.createClaim(unshipped.id, {
            type: "refund",
            claim_items: [{ item_id: unshipped.items[0].id, quantity: 1, reason: "other" }],
          } as never),
        )
      ).body.message,
    ).toBe("Cannot claim more of an item than has been fulfilled.");
  });

  it("an order with a claim not canceled cannot be canceled", async () => {
    shopperCount += 1;
    const placed = await placeOrder(api, shop, { email: `claimant${shopperCount}@example.com` });
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    const vase = await insertVariant(api, {
      stock: 2,
      prices: { usd: 8_000, eur: 7_000, jpy: 9_000 },
    });
    const [claim] = await createClaim(placed.id, {
      type: "replace",
      claim_items: [{ item_id: placed.items[0].id, quantity: 1, reason: "wrong_item" }],
      additional_items: [{ variant_id: vase, quantity: 1 }],
    });
    await admin.orderAction(
      `/admin/orders/${placed.id}/fulfillments/${packed.fulfillments[0].id}/cancel`,
    );
    expect(await rejection(staffJs.admin.orders.cancel(placed.id))).toMatchObject({
      status: 400,
      body: { message: "All claims must be canceled before canceling an order" },
    });
    expect((await staffOrder(placed.id)).status).toBe("pending");
    await staffJs.admin.orders.cancelClaim(placed.id, claim.id);
    expect(((await staffJs.admin.orders.cancel(placed.id)).order as AdminOrder).status).toBe(
      "canceled",
    );
    expect(await stockOf(api, vase)).toBe(2);
  });

  it("twenty creations under one key make one claim and one refund", async () => {
    const order = await deliveredOrder(1);
    const body = {
      type: "refund",
      claim_items: [{ item_id: order.items[0].id, quantity: 1, reason: "missing_item" }],
    };
    const key = `claim-once-${kind}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post<{ order?: ClaimedOrder }>(`/admin/orders/${order.id}/claims`, body, {
          "Idempotency-Key": key,
        }),
      ),
    );
    const ok = answers.filter((each) => each.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const other of answers.filter((each) => each.status !== 200)) {
      expect(other.status).toBe(409);
    }
    for (const each of ok) expect(each.body).toEqual(ok[0].body);
    expect(await claimRows(order.id)).toHaveLength(1);
    expect((await refundRows(order.id)).map((row) => row.amount)).toEqual([BOWL_WITH_TAX]);

    const replay = await admin.post(`/admin/orders/${order.id}/claims`, body, {
      "Idempotency-Key": key,
    });
    expect(replay).toEqual(ok[0]);
    expect(await claimRows(order.id)).toHaveLength(1);
  });

  it("twenty replacements racing for the last unit: one gets it, nothing is oversold", async () => {
    const order = await deliveredOrder(20);
    const lastOne = await insertVariant(api, {
      stock: 1,
      prices: { usd: 8_000, eur: 7_000, jpy: 9_000 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        admin.post<{ message?: string; code?: string }>(
          `/admin/orders/${order.id}/claims`,
          {
            type: "replace",
            claim_items: [
              { item_id: order.items[0].id, quantity: 1, reason: "production_failure" },
            ],
            additional_items: [{ variant_id: lastOne, quantity: 1 }],
          },
          { "Idempotency-Key": `last-unit-${kind}-${index}` },
        ),
      ),
    );
    expect(answers.filter((each) => each.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((each) => each.status !== 200)) {
      expect(refused).toMatchObject({
        status: 400,
        body: { code: "insufficient_inventory", type: "not_allowed" },
      });
    }
    expect(await stockOf(api, lastOne)).toBe(0);
    expect(await claimRows(order.id)).toHaveLength(1);
  });

  it("refunds a yen order exactly", async () => {
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
        email: `yen-claim-${kind}@example.com`,
        shipping_address: { ...usAddress, country_code: "jp", city: "Tokyo" },
      }),
      "cart",
    );
    const [option] = await calls.shippingOptionsFor(cart.id);
    await json(await calls.addShipping(cart.id, option.id), "cart");
    await json(await calls.createSessions(cart.id), "cart");
    await json(await calls.selectProvider(cart.id, "manual"), "cart");
    const placed = ((await (await calls.complete(cart.id)).json()) as { data: AdminOrderJson })
      .data;
    await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    await admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
    const [claim] = await createClaim(placed.id, {
      type: "refund",
      claim_items: [{ item_id: placed.items[0].id, quantity: 1, reason: "production_failure" }],
    });
    // ¥7,000 at Japan's 10 %.
    expect(claim.refund_amount).toBe(7_700);
    expect((await refundRows(placed.id)).map((row) => row.amount)).toEqual([7_700]);
  });
});

type ClaimedOrder = AdminOrderJson & { claims: ClaimOrder[] };
