// The admin order actions (contract medusa-v1 §12.5), each one transaction that locks the order
// row and answers `{order}` re-read in the Admin shape. Capture, refund, fulfillment and shipment
// run under the Idempotency-Key (`runIdempotent`): a repeated key replays the first answer and
// never does the work twice.
import {
  AdminPostOrdersOrder,
  AdminPostOrdersOrderArchive,
  AdminPostOrdersOrderCancel,
  AdminPostOrdersOrderCapture,
  AdminPostOrdersOrderComplete,
  AdminPostOrdersOrderFulfillments,
  AdminPostOrdersOrderFulfillmentsCancel,
  AdminPostOrdersOrderRefunds,
  AdminPostOrdersOrderShipment,
} from "@atelier/contracts";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent, type Transaction } from "../../../http/idempotency";
import { bind, reply, type Answer, type BoundRoute } from "../../../http/route";
import { sendMail } from "../../mail/send-mail";
import { sendGiftCardMails } from "../../gift-cards/gift-card-mail";
import type { AdminOrder, OrderRow } from "../order-response";
import { cancelFulfillment, createFulfillment, createShipment } from "../fulfillment-actions";
import { archiveOrder, cancelOrder, completeOrder, updateOrder } from "../order-lifecycle";
import { lockOrder, reloadOrder } from "../order-state";
import { capturePayments, refundPayments } from "../../payments/payment-actions";
import { shipmentMail } from "../shipment-mail";

type OrderAction = (tx: Transaction, order: OrderRow) => Promise<void>;

/** What every order action answers (the same for each of them). */
type OrderAnswer = Answer<typeof AdminPostOrdersOrder>;

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
    const body: OrderAnswer = { order: await reloadOrder(tx, id, config.publicUrl) };
    return { status: 200, body };
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

const updateRoute = bind(AdminPostOrdersOrder, async (c, input) => {
  input.query();
  const body = await input.body();
  const order = await inOrderTransaction(c, (tx, row) => updateOrder(tx, row, body));
  return reply(c, AdminPostOrdersOrder, 200, { order });
});

const captureRoute = bind(
  AdminPostOrdersOrderCapture,
  async (c, input) => {
    input.query();
    await input.body();
    let issuedGiftCards = 0;
    const response = await idempotentOrderAction(c, async (tx, row) => {
      issuedGiftCards = await capturePayments(tx, row);
    });
    // Capturing issued the cards of the order's gift-card lines; their codes go to the recipients.
    if (issuedGiftCards > 0) await sendGiftCardMails(c.get("deps"), input.params.id);
    return response;
  },
  [idempotencyKey],
);

const refundRoute = bind(
  AdminPostOrdersOrderRefunds,
  async (c, input) => {
    input.query();
    const body = await input.body();
    return idempotentOrderAction(c, async (tx, row) => {
      await refundPayments(tx, row, body);
    });
  },
  [idempotencyKey],
);

const fulfillmentRoute = bind(
  AdminPostOrdersOrderFulfillments,
  async (c, input) => {
    input.query();
    const body = await input.body();
    return idempotentOrderAction(c, async (tx, row) => {
      await createFulfillment(tx, row, body);
    });
  },
  [idempotencyKey],
);

const cancelFulfillmentRoute = bind(AdminPostOrdersOrderFulfillmentsCancel, async (c, input) => {
  input.query();
  await input.body();
  const order = await inOrderTransaction(c, (tx, row) =>
    cancelFulfillment(tx, row, input.params.fulfillment_id),
  );
  return reply(c, AdminPostOrdersOrderFulfillmentsCancel, 200, { order });
});

const shipmentRoute = bind(
  AdminPostOrdersOrderShipment,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const deps = c.get("deps");
    const id = input.params.id;
    let shipped: AdminOrder | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const { notify } = await createShipment(tx, await lockOrder(tx, id), body);
      const order = await reloadOrder(tx, id, deps.config.publicUrl);
      if (notify) shipped = order;
      const answer: OrderAnswer = { order };
      return { status: 200, body: answer };
    });
    if (shipped) await sendShipmentNotice(deps, shipped, body.fulfillment_id);
    return response;
  },
  [idempotencyKey],
);

const cancelRoute = bind(AdminPostOrdersOrderCancel, async (c, input) => {
  input.query();
  await input.body();
  return reply(c, AdminPostOrdersOrderCancel, 200, {
    order: await inOrderTransaction(c, cancelOrder),
  });
});

const completeRoute = bind(AdminPostOrdersOrderComplete, async (c, input) => {
  input.query();
  await input.body();
  return reply(c, AdminPostOrdersOrderComplete, 200, {
    order: await inOrderTransaction(c, completeOrder),
  });
});

const archiveRoute = bind(AdminPostOrdersOrderArchive, async (c, input) => {
  input.query();
  await input.body();
  return reply(c, AdminPostOrdersOrderArchive, 200, {
    order: await inOrderTransaction(c, archiveOrder),
  });
});

/** In the order they were always registered. */
export const adminOrderActionRoutes: BoundRoute[] = [
  updateRoute,
  captureRoute,
  refundRoute,
  fulfillmentRoute,
  cancelFulfillmentRoute,
  shipmentRoute,
  cancelRoute,
  completeRoute,
  archiveRoute,
];
