// Exchanges under /admin (Medusa v1 §12.1, §12.5): the list and one exchange, an exchange staff
// start for an order, and its fulfillment, shipment, cancellation and difference. Each change is
// one transaction under the Idempotency-Key on the locked order, answering the order.
import {
  AdminGetSwaps,
  AdminGetSwapsSwap,
  AdminPostOrdersOrderSwaps,
  AdminPostOrdersOrderSwapsSwapCancel,
  AdminPostOrdersOrderSwapsSwapFulfillments,
  AdminPostOrdersOrderSwapsSwapProcessPayment,
  AdminPostOrdersOrderSwapsSwapShipments,
  AdminPostOrdersSwapFulfillmentsCancel,
} from "@atelier/contracts";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent, type Transaction } from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import type { OrderRow } from "../../orders/order-response";
import { lockOrder, reloadOrder } from "../../orders/order-state";
import {
  cancelSwap,
  cancelSwapFulfillment,
  createSwap,
  fulfilSwap,
  processSwapDifference,
  shipSwap,
} from "../swap-actions";
import { sendSwapMail } from "../swap-mail";
import { findSwap, listSwaps } from "../swap-query";

const listRoute = bind(AdminGetSwaps, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  const page = await listSwaps(db, query, config.publicUrl);
  return reply(c, AdminGetSwaps, 200, { ...page, offset: query.offset, limit: query.limit });
});

const retrieveRoute = bind(AdminGetSwapsSwap, async (c, input) => {
  const deps = c.get("deps");
  const swap = await deps.db.transaction((tx) => findSwap(deps, tx, input.params.id));
  return reply(c, AdminGetSwapsSwap, 200, { swap });
});

type OrderAnswerOp =
  | typeof AdminPostOrdersOrderSwaps
  | typeof AdminPostOrdersOrderSwapsSwapFulfillments
  | typeof AdminPostOrdersOrderSwapsSwapShipments
  | typeof AdminPostOrdersOrderSwapsSwapCancel
  | typeof AdminPostOrdersOrderSwapsSwapProcessPayment
  | typeof AdminPostOrdersSwapFulfillmentsCancel;

/** Runs `act` on the locked order under the Idempotency-Key, and answers the order it leaves. */
function onOrder(
  c: Context<AppEnv>,
  op: OrderAnswerOp,
  orderId: string,
  act: (tx: Transaction, order: OrderRow) => Promise<unknown>,
): Promise<Response> {
  const { config } = c.get("deps");
  return runIdempotent(c, async (tx) => {
    await act(tx, await lockOrder(tx, orderId));
    return answer(op, 200, { order: await reloadOrder(tx, orderId, config.publicUrl) });
  });
}

const createRoute = bind(
  AdminPostOrdersOrderSwaps,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const deps = c.get("deps");
    let created: string | undefined;
    const response = await onOrder(
      c,
      AdminPostOrdersOrderSwaps,
      input.params.id,
      async (tx, order) => {
        created = await createSwap(deps, tx, order, body);
      },
    );
    if (created) await sendSwapMail(deps, "swap-created", created);
    return response;
  },
  [idempotencyKey],
);

const fulfilRoute = bind(
  AdminPostOrdersOrderSwapsSwapFulfillments,
  async (c, input) => {
    input.query();
    const body = await input.body();
    return onOrder(c, AdminPostOrdersOrderSwapsSwapFulfillments, input.params.id, (tx, order) =>
      fulfilSwap(tx, order, input.params.swap_id, body),
    );
  },
  [idempotencyKey],
);

const cancelFulfillmentRoute = bind(
  AdminPostOrdersSwapFulfillmentsCancel,
  async (c, input) => {
    input.query();
    await input.body();
    const { id, swap_id: swapId, fulfillment_id: fulfillmentId } = input.params;
    return onOrder(c, AdminPostOrdersSwapFulfillmentsCancel, id, (tx, order) =>
      cancelSwapFulfillment(tx, order, swapId, fulfillmentId),
    );
  },
  [idempotencyKey],
);

const shipRoute = bind(
  AdminPostOrdersOrderSwapsSwapShipments,
  async (c, input) => {
    input.query();
    const body = await input.body();
    let shipped = false;
    const response = await onOrder(
      c,
      AdminPostOrdersOrderSwapsSwapShipments,
      input.params.id,
      (tx, order) => shipSwap(tx, order, input.params.swap_id, body).then(() => (shipped = true)),
    );
    const { swap_id: swapId } = input.params;
    if (shipped) await sendSwapMail(c.get("deps"), "swap-shipped", swapId, body.fulfillment_id);
    return response;
  },
  [idempotencyKey],
);

const cancelRoute = bind(
  AdminPostOrdersOrderSwapsSwapCancel,
  async (c, input) => {
    input.query();
    await input.body();
    let canceled = false;
    const response = await onOrder(
      c,
      AdminPostOrdersOrderSwapsSwapCancel,
      input.params.id,
      (tx, order) => cancelSwap(tx, order, input.params.swap_id).then(() => (canceled = true)),
    );
    // A confirmed exchange's items went back in stock, which product pages show from the cache.
    invalidateCatalogueCache();
    if (canceled) await sendSwapMail(c.get("deps"), "swap-canceled", input.params.swap_id);
    return response;
  },
  [idempotencyKey],
);

const processPaymentRoute = bind(
  AdminPostOrdersOrderSwapsSwapProcessPayment,
  async (c, input) => {
    input.query();
    await input.body();
    let refunded = false;
    const response = await onOrder(
      c,
      AdminPostOrdersOrderSwapsSwapProcessPayment,
      input.params.id,
      async (tx, order) => {
        ({ refunded } = await processSwapDifference(tx, order, input.params.swap_id));
      },
    );
    if (refunded) await sendSwapMail(c.get("deps"), "swap-refunded", input.params.swap_id);
    return response;
  },
  [idempotencyKey],
);

export const adminSwapRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  retrieveRoute,
  createRoute,
  fulfilRoute,
  cancelFulfillmentRoute,
  shipRoute,
  cancelRoute,
  processPaymentRoute,
]);
