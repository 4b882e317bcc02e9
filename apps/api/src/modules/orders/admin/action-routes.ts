// The admin order actions (contract medusa-v1 §12.5), each one transaction that locks the order
// row and answers `{order}` re-read in the Admin shape. Capture, refund, fulfillment and shipment
// run under the Idempotency-Key (`runIdempotent`): a repeated key replays the first answer and
// never does the work twice.
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent, type Transaction } from "../../../http/idempotency";
import { parseBody, parseQuery } from "../../../http/validation";
import { sendMail } from "../../mail/send-mail";
import type { AdminOrder, OrderRow } from "../order-response";
import {
  actionQuery,
  emptyBody,
  fulfillmentBody,
  orderUpdateBody,
  refundBody,
  shipmentBody,
} from "../action-bodies";
import { cancelFulfillment, createFulfillment, createShipment } from "../fulfillment-actions";
import { archiveOrder, cancelOrder, completeOrder, updateOrder } from "../order-lifecycle";
import { lockOrder, reloadOrder } from "../order-state";
import { capturePayments, refundPayments } from "../../payments/payment-actions";
import { shipmentMail } from "../shipment-mail";

type OrderAction = (tx: Transaction, order: OrderRow) => Promise<void>;

/** Runs `action` on the locked order in one transaction; answers the order it leaves. */
async function inOrderTransaction(c: Context<AppEnv>, action: OrderAction): Promise<AdminOrder> {
  const { db, config } = c.get("deps");
  const id = c.req.param("id")!;
  return db.transaction(async (tx) => {
    await action(tx, await lockOrder(tx, id));
    return reloadOrder(tx, id, config.publicUrl);
  });
}

/** `inOrderTransaction` under the request's Idempotency-Key. */
async function idempotentOrderAction(c: Context<AppEnv>, action: OrderAction): Promise<Response> {
  const { config } = c.get("deps");
  const id = c.req.param("id")!;
  return runIdempotent(c, async (tx) => {
    await action(tx, await lockOrder(tx, id));
    return { status: 200, body: { order: await reloadOrder(tx, id, config.publicUrl) } };
  });
}

/** Mail never fails the request that sent it; the shipment is recorded either way. */
async function sendShipmentNotice(
  deps: AppDeps,
  order: AdminOrder,
  fulfillmentId: string,
): Promise<void> {
  const fulfillment = order.fulfillments.find((candidate) => candidate.id === fulfillmentId);
  if (!fulfillment) return;
  await sendMail(deps, shipmentMail(order, fulfillment)).catch((error: unknown) =>
    console.error(`shipment notice for ${order.id} was not sent:`, error),
  );
}

export const adminOrderActionRoutes = new Hono<AppEnv>()
  .post("/orders/:id", async (c) => {
    parseQuery(c, actionQuery);
    const body = await parseBody(c, orderUpdateBody);
    const order = await inOrderTransaction(c, (tx, row) => updateOrder(tx, row, body));
    return c.json({ order });
  })
  .post("/orders/:id/capture", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    return idempotentOrderAction(c, (tx, row) => capturePayments(tx, row));
  })
  .post("/orders/:id/refund", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    const body = await parseBody(c, refundBody);
    return idempotentOrderAction(c, async (tx, row) => {
      await refundPayments(tx, row, body);
    });
  })
  .post("/orders/:id/fulfillment", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    const body = await parseBody(c, fulfillmentBody);
    return idempotentOrderAction(c, async (tx, row) => {
      await createFulfillment(tx, row, body);
    });
  })
  .post("/orders/:id/fulfillments/:fulfillment_id/cancel", async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    const fulfillmentId = c.req.param("fulfillment_id");
    const order = await inOrderTransaction(c, (tx, row) =>
      cancelFulfillment(tx, row, fulfillmentId),
    );
    return c.json({ order });
  })
  .post("/orders/:id/shipment", idempotencyKey, async (c) => {
    parseQuery(c, actionQuery);
    const body = await parseBody(c, shipmentBody);
    const deps = c.get("deps");
    const id = c.req.param("id");
    let shipped: AdminOrder | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const { notify } = await createShipment(tx, await lockOrder(tx, id), body);
      const order = await reloadOrder(tx, id, deps.config.publicUrl);
      if (notify) shipped = order;
      return { status: 200, body: { order } };
    });
    if (shipped) await sendShipmentNotice(deps, shipped, body.fulfillment_id);
    return response;
  })
  .post("/orders/:id/cancel", async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    return c.json({ order: await inOrderTransaction(c, cancelOrder) });
  })
  .post("/orders/:id/complete", async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    return c.json({ order: await inOrderTransaction(c, completeOrder) });
  })
  .post("/orders/:id/archive", async (c) => {
    parseQuery(c, actionQuery);
    await parseBody(c, emptyBody);
    return c.json({ order: await inOrderTransaction(c, archiveOrder) });
  });
