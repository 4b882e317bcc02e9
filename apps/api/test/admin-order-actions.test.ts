// Admin order actions over real HTTP (contract medusa-v1 §12.5): a shopper's order captured,
// fulfilled in two parts, shipped with tracking and refunded in two parts; the refundable limit,
// idempotent retries, the rules of cancel, complete and archive, order updates, the payment
// routes, and the 400s and 404s of bad input.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfillments, refunds } from "../src/db/schema";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import { insertCheckoutShop, stockOf, type CheckoutShop } from "./fixtures/checkout";
import { adminCalls, placeOrder, type AdminOrderJson } from "./fixtures/orders";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("admin order actions on %s", (kind) => {
  let api: TestApi;
  let shop: CheckoutShop;
  let admin: ReturnType<typeof adminCalls>;
  let shopperCount = 0;
  beforeAll(async () => {
    api = await startTestApi(kind);
    shop = await insertCheckoutShop(api);
    admin = adminCalls(await signInStaff(api));
  });
  afterAll(() => api?.close());

  const newOrder = (quantity = 1) => {
    shopperCount += 1;
    return placeOrder(api, shop, { quantity, email: `buyer${shopperCount}@example.com` });
  };
  const refundRows = (orderId: string) =>
    api.deps.db.select().from(refunds).where(eq(refunds.order_id, orderId));

  it("captures, fulfils in two parts, ships with tracking and refunds in two parts", async () => {
    const placed = await newOrder(3);
    expect(placed).toMatchObject({
      payment_status: "awaiting",
      fulfillment_status: "not_fulfilled",
    });
    const line = placed.items[0];

    const captured = await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    expect(captured.payment_status).toBe("captured");
    expect(captured.payments[0].captured_at).toEqual(expect.any(String));

    const part = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: line.id, quantity: 1 }],
    });
    expect(part.fulfillment_status).toBe("partially_fulfilled");
    expect(part.items[0].fulfilled_quantity).toBe(1);
    expect(part.fulfillments).toHaveLength(1);
    expect(part.fulfillments[0].items).toEqual([
      expect.objectContaining({ item_id: line.id, quantity: 1 }),
    ]);

    const rest = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: line.id, quantity: 2 }],
      metadata: { packer: "Ana" },
    });
    expect(rest.fulfillment_status).toBe("fulfilled");
    expect(rest.items[0].fulfilled_quantity).toBe(3);
    const [first, second] = rest.fulfillments;

    const tooMany = await admin.post(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: line.id, quantity: 1 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ type: "not_allowed" });
    expect(String(tooMany.body.message)).toContain("0 left to fulfill");

    const shippedOne = await admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: first.id,
      tracking_numbers: ["TRACK-1", "TRACK-2"],
    });
    expect(shippedOne.fulfillment_status).toBe("partially_shipped");
    const shippedFulfillment = shippedOne.fulfillments.find((f) => f.id === first.id)!;
    expect(shippedFulfillment.shipped_at).toEqual(expect.any(String));
    expect(shippedFulfillment.tracking_numbers).toEqual(["TRACK-1", "TRACK-2"]);
    expect(shippedFulfillment.tracking_links.map((link) => link.tracking_number)).toEqual([
      "TRACK-1",
      "TRACK-2",
    ]);
    const again = await admin.post(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: first.id,
    });
    expect(again.status).toBe(400);

    const shippedAll = await admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: second.id,
      tracking_numbers: ["TRACK-3"],
    });
    expect(shippedAll.fulfillment_status).toBe("shipped");
    expect(shippedAll.items[0].shipped_quantity).toBe(3);

    const mails = await listOutboxMessages(api.deps.db, { to: placed.email });
    const notices = mails.messages.filter((mail) => mail.template === "order-shipped");
    expect(notices).toHaveLength(2);
    expect(notices.map((mail) => mail.text).join("\n")).toContain("TRACK-3");

    const partial = await admin.orderAction(`/admin/orders/${placed.id}/refund`, {
      amount: 1000,
      reason: "discount",
      note: "Scratched rim",
    });
    expect(partial).toMatchObject({
      payment_status: "partially_refunded",
      refunded_total: 1000,
      refunds: [{ amount: 1000, reason: "discount", note: "Scratched rim" }],
    });
    expect(partial.payments[0].amount_refunded).toBe(1000);

    const left = placed.total - 1000;
    const over = await admin.post(`/admin/orders/${placed.id}/refund`, {
      amount: left + 1,
      reason: "other",
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ type: "not_allowed" });
    expect(String(over.body.message)).toContain(`the refundable amount is ${left}`);

    const full = await admin.orderAction(`/admin/orders/${placed.id}/refund`, {
      amount: left,
      reason: "return",
    });
    expect(full).toMatchObject({
      payment_status: "refunded",
      refunded_total: placed.total,
      refundable_amount: 0,
    });
    expect(full.payments[0].amount_refunded).toBe(placed.total);
    expect(await refundRows(placed.id)).toHaveLength(2);

    const nothingLeft = await admin.post(`/admin/orders/${placed.id}/refund`, {
      amount: 1,
      reason: "other",
    });
    expect(nothingLeft.status).toBe(400);

    const read = await admin.get<{ order: AdminOrderJson }>(`/admin/orders/${placed.id}`);
    expect(read.body.order).toMatchObject({
      payment_status: "refunded",
      fulfillment_status: "shipped",
    });
    expect(read.body.order.refunds).toHaveLength(2);
    const store = await api.request(`/store/orders/${placed.id}`);
    const storeOrder = ((await store.json()) as { order: Record<string, unknown> }).order;
    expect(storeOrder.fulfillments).toHaveLength(2);
    expect(storeOrder).not.toHaveProperty("refunds");
  });

  it("refunds nothing before capture", async () => {
    const placed = await newOrder();
    const response = await admin.post(`/admin/orders/${placed.id}/refund`, {
      amount: 100,
      reason: "other",
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      type: "not_allowed",
      message: "The order has no captured payment to refund",
    });
    expect(await refundRows(placed.id)).toHaveLength(0);
  });

  it("refunds once under a repeated Idempotency-Key and answers the same body", async () => {
    const placed = await newOrder();
    const headers = { "Idempotency-Key": `capture-${placed.id}` };
    await admin.orderAction(`/admin/orders/${placed.id}/capture`, {}, headers);
    const replayedCapture = await admin.post(`/admin/orders/${placed.id}/capture`, {}, headers);
    expect(replayedCapture.status).toBe(200);

    const refundKey = { "Idempotency-Key": `refund-${placed.id}` };
    const body = { amount: 700, reason: "other" };
    const first = await admin.post(`/admin/orders/${placed.id}/refund`, body, refundKey);
    const second = await admin.post(`/admin/orders/${placed.id}/refund`, body, refundKey);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await refundRows(placed.id)).toHaveLength(1);

    const fulfilKey = { "Idempotency-Key": `fulfil-${placed.id}` };
    const items = { items: [{ item_id: placed.items[0].id, quantity: 1 }] };
    const packed = await admin.post(`/admin/orders/${placed.id}/fulfillment`, items, fulfilKey);
    const repacked = await admin.post(`/admin/orders/${placed.id}/fulfillment`, items, fulfilKey);
    expect(packed.status).toBe(200);
    expect(repacked.body).toEqual(packed.body);
    const rows = await api.deps.db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.order_id, placed.id));
    expect(rows).toHaveLength(1);
  });

  it("never refunds more than was captured when two refunds race", async () => {
    const placed = await newOrder();
    await admin.orderAction(`/admin/orders/${placed.id}/capture`);
    const amount = Math.ceil(placed.total * 0.6);
    const answers = await Promise.all(
      [1, 2].map((n) =>
        admin.post(
          `/admin/orders/${placed.id}/refund`,
          { amount, reason: "other" },
          { "Idempotency-Key": `race-${n}-${placed.id}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rows = await refundRows(placed.id);
    expect(rows.map((row) => row.amount)).toEqual([amount]);
  });

  it("answers 400 for bad bodies and 404 for unknown orders and fulfillments", async () => {
    const placed = await newOrder();
    const path = `/admin/orders/${placed.id}`;
    const badRefunds = [
      { amount: 0, reason: "other" },
      { amount: -5, reason: "other" },
      { amount: 1.5, reason: "other" },
      { amount: "100", reason: "other" },
      { amount: 100 },
      { amount: 100, reason: "gift" },
      { amount: 100, reason: "other", colour: "red" },
    ];
    for (const body of badRefunds) {
      const response = await admin.post(`${path}/refund`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ type: "invalid_data" });
    }
    const line = placed.items[0].id;
    const badFulfillments = [
      {},
      { items: [] },
      { items: [{ item_id: line, quantity: 0 }] },
      { items: [{ item_id: line }] },
      {
        items: [
          { item_id: line, quantity: 1 },
          { item_id: line, quantity: 1 },
        ],
      },
      { items: [{ item_id: line, quantity: 1 }], metadata: "x" },
    ];
    for (const body of badFulfillments) {
      const response = await admin.post(`${path}/fulfillment`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ type: "invalid_data" });
    }
    const notOnOrder = await admin.post(`${path}/fulfillment`, {
      items: [{ item_id: "item_01NOTONTHEORDER", quantity: 1 }],
    });
    expect(notOnOrder.status).toBe(400);
    expect(String(notOnOrder.body.message)).toContain("is not on order");

    for (const body of [{}, { fulfillment_id: "ful_x", tracking_numbers: "T1" }]) {
      const response = await admin.post(`${path}/shipment`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post(`${path}/shipment`, { fulfillment_id: "ful_missing" })).status).toBe(
      404,
    );
    expect((await admin.post(`${path}/fulfillments/ful_missing/cancel`)).status).toBe(404);
    expect((await admin.post(`${path}/capture`, { now: true })).status).toBe(400);
    expect((await admin.post(path, { email: "not-an-email" })).status).toBe(400);

    for (const action of ["capture", "cancel", "complete", "archive"]) {
      const response = await admin.post(`/admin/orders/order_missing/${action}`);
      expect(response.status, action).toBe(404);
      expect(response.body).toMatchObject({ type: "not_found" });
    }
    const missingRefund = await admin.post("/admin/orders/order_missing/refund", {
      amount: 1,
      reason: "other",
    });
    expect(missingRefund.status).toBe(404);
  });

  it("cancels only without refunds or live fulfillments, and gives the stock back", async () => {
    const before = await stockOf(api, shop.bowl);
    const placed = await newOrder(2);
    expect(await stockOf(api, shop.bowl)).toBe(before - 2);
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 2 }],
    });
    const blocked = await admin.post(`/admin/orders/${placed.id}/cancel`);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({
      message: "All fulfillments must be canceled before canceling an order",
    });

    const unpacked = await admin.orderAction(
      `/admin/orders/${placed.id}/fulfillments/${packed.fulfillments[0].id}/cancel`,
    );
    expect(unpacked.fulfillment_status).toBe("not_fulfilled");
    expect(unpacked.items[0].fulfilled_quantity).toBe(0);
    expect(unpacked.fulfillments[0].canceled_at).toEqual(expect.any(String));

    const canceled = await admin.orderAction(`/admin/orders/${placed.id}/cancel`);
    expect(canceled).toMatchObject({
      status: "canceled",
      payment_status: "canceled",
      fulfillment_status: "canceled",
    });
    expect(canceled.canceled_at).toEqual(expect.any(String));
    expect(canceled.payments[0].canceled_at).toEqual(expect.any(String));
    expect(await stockOf(api, shop.bowl)).toBe(before);

    for (const [action, body] of [
      ["capture", {}],
      ["refund", { amount: 1, reason: "other" }],
      ["fulfillment", { items: [{ item_id: placed.items[0].id, quantity: 1 }] }],
      ["complete", {}],
      ["cancel", {}],
    ] as const) {
      const response = await admin.post(`/admin/orders/${placed.id}/${action}`, body);
      expect(response.status, action).toBe(400);
      expect(response.body).toMatchObject({ type: "not_allowed" });
    }
    expect(await stockOf(api, shop.bowl)).toBe(before);

    const refunded = await newOrder();
    await admin.orderAction(`/admin/orders/${refunded.id}/capture`);
    await admin.orderAction(`/admin/orders/${refunded.id}/refund`, {
      amount: 100,
      reason: "other",
    });
    const withRefund = await admin.post(`/admin/orders/${refunded.id}/cancel`);
    expect(withRefund.status).toBe(400);
    expect(withRefund.body).toMatchObject({ message: "Order with refund(s) cannot be canceled" });
  });

  it("does not cancel a shipped fulfillment", async () => {
    const placed = await newOrder();
    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    const fulfillmentId = packed.fulfillments[0].id;
    await admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: fulfillmentId,
      no_notification: true,
    });
    const response = await admin.post(
      `/admin/orders/${placed.id}/fulfillments/${fulfillmentId}/cancel`,
    );
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toContain("already been shipped");
    const mails = await listOutboxMessages(api.deps.db, { to: placed.email });
    expect(mails.messages.some((mail) => mail.template === "order-shipped")).toBe(false);
  });

  it("archives only a completed order", async () => {
    const placed = await newOrder();
    const early = await admin.post(`/admin/orders/${placed.id}/archive`);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      type: "not_allowed",
      message: "Can't archive an unprocessed order",
    });
    expect((await admin.orderAction(`/admin/orders/${placed.id}/complete`)).status).toBe(
      "completed",
    );
    expect((await admin.orderAction(`/admin/orders/${placed.id}/archive`)).status).toBe("archived");
    expect((await admin.post(`/admin/orders/${placed.id}/archive`)).status).toBe(400);
  });

  it("updates the email, metadata and notification choice", async () => {
    const placed = await newOrder();
    const updated = await admin.orderAction(`/admin/orders/${placed.id}`, {
      email: "  New.Address@Example.com ",
      metadata: { gift: true, channel: "phone" },
      no_notification: true,
    });
    expect(updated.email).toBe("new.address@example.com");
    const merged = await admin.orderAction(`/admin/orders/${placed.id}`, {
      metadata: { channel: "" },
    });
    expect(merged).toMatchObject({ email: "new.address@example.com", metadata: { gift: true } });
    expect(merged).not.toHaveProperty("metadata.channel");
    expect(merged.no_notification).toBe(true);

    const packed = await admin.orderAction(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    await admin.orderAction(`/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: packed.fulfillments[0].id,
    });
    const mails = await listOutboxMessages(api.deps.db, { to: "new.address@example.com" });
    expect(mails.count).toBe(0);
  });

  it("captures and refunds through the payment routes", async () => {
    const placed = await newOrder();
    const paymentId = placed.payments[0].id;
    const captured = await admin.post<{ payment: { id: string; captured_at: string | null } }>(
      `/admin/payments/${paymentId}/capture`,
    );
    expect(captured.status).toBe(200);
    expect(captured.body.payment).toMatchObject({ id: paymentId });
    expect(captured.body.payment.captured_at).toEqual(expect.any(String));

    const refund = await admin.post<{ refund: Record<string, unknown> }>(
      `/admin/payments/${paymentId}/refund`,
      { amount: 250, reason: "claim", note: "Late delivery" },
    );
    expect(refund.status).toBe(200);
    expect(refund.body.refund).toMatchObject({
      amount: 250,
      reason: "claim",
      note: "Late delivery",
      payment_id: paymentId,
      order_id: placed.id,
    });
    const over = await admin.post(`/admin/payments/${paymentId}/refund`, {
      amount: placed.total,
      reason: "other",
    });
    expect(over.status).toBe(400);
    expect(String(over.body.message)).toContain(`${placed.total - 250}`);

    const order = await admin.get<{ order: AdminOrderJson }>(`/admin/orders/${placed.id}`);
    expect(order.body.order).toMatchObject({
      payment_status: "partially_refunded",
      refunded_total: 250,
    });
    expect((await admin.post("/admin/payments/pay_missing/capture")).status).toBe(404);
    const bad = await admin.post(`/admin/payments/${paymentId}/refund`, { amount: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ type: "invalid_data" });
  });
});
