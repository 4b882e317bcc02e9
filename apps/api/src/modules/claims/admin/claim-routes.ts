// Claims under /admin/orders/{id}/claims (Medusa v1 create-claim, update-claim, fulfill-claim,
// cancel-fulfillment-claim, create-claim-shipment, cancel-claim). Each is one transaction that
// locks the order, then the claim, and answers the order with its claims; all but the update run
// under the Idempotency-Key, so a repeated key replays the first answer and never acts twice.
import {
  AdminPostOrdersOrderClaims,
  AdminPostOrdersOrderClaimsClaim,
  AdminPostOrdersOrderClaimsClaimCancel,
  AdminPostOrdersOrderClaimsClaimFulfillments,
  AdminPostOrdersOrderClaimsClaimFulfillmentsCancel,
  AdminPostOrdersOrderClaimsClaimShipments,
} from "@atelier/contracts";
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../../http/context";
import {
  IDEMPOTENCY_HEADER,
  idempotencyKey,
  runIdempotent,
  type Transaction,
} from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply, type Answer } from "../../../http/route";
import { sendMail } from "../../mail/send-mail";
import type { AdminOrder, OrderRow } from "../../orders/order-response";
import { shipmentMail } from "../../orders/shipment-mail";
import { lockOrder, reloadOrder } from "../../orders/order-state";
import { cancelClaim, createClaim, updateClaim } from "../claim-actions";
import { sendClaimMail } from "../claim-mail";
import { lockClaim, type ClaimRow } from "../claim-query";
import { cancelClaimFulfillment, fulfillClaim, shipClaim } from "../claim-shipping";

/** What every claim route answers: the order, with its claims. */
type OrderAnswer = Answer<typeof AdminPostOrdersOrderClaims>;

type ClaimAction = (tx: Transaction, order: OrderRow, claim: ClaimRow) => Promise<unknown>;

/** Runs `action` on the locked order and claim under the Idempotency-Key; answers the order. */
async function idempotentClaimAction(
  c: Context<AppEnv>,
  action: ClaimAction,
  options: { movesStock?: boolean } = {},
): Promise<Response> {
  const { config } = c.get("deps");
  const orderId = c.req.param("id")!;
  const claimId = c.req.param("claim_id")!;
  const response = await runIdempotent(c, async (tx) => {
    const order = await lockOrder(tx, orderId);
    await action(tx, order, await lockClaim(tx, orderId, claimId));
    const body: OrderAnswer = { order: await reloadOrder(tx, orderId, config.publicUrl) };
    return { status: 200, body };
  });
  // Stock shown on product pages comes from the catalogue cache.
  if (options.movesStock && response.status === 200) invalidateCatalogueCache();
  return response;
}

const createRoute = bind(
  AdminPostOrdersOrderClaims,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { config } = c.get("deps");
    const orderId = input.params.id;
    // Kept on the claim, as Medusa keeps it, when the client sent one.
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null;
    let restocked = false;
    let created: string | undefined;
    const response = await runIdempotent(c, async (tx) => {
      ({ id: created, restocked } = await createClaim(tx, await lockOrder(tx, orderId), body, key));
      return answer(AdminPostOrdersOrderClaims, 200, {
        order: await reloadOrder(tx, orderId, config.publicUrl),
      });
    });
    if (restocked) invalidateCatalogueCache();
    if (created) await sendClaimMail(c.get("deps"), "claim-created", orderId, created);
    return response;
  },
  [idempotencyKey],
);

const updateRoute = bind(AdminPostOrdersOrderClaimsClaim, async (c, input) => {
  input.query();
  const body = await input.body();
  const { db, config } = c.get("deps");
  const orderId = input.params.id;
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    await updateClaim(tx, row, await lockClaim(tx, orderId, input.params.claim_id), body);
    return reloadOrder(tx, orderId, config.publicUrl);
  });
  return reply(c, AdminPostOrdersOrderClaimsClaim, 200, { order });
});

const fulfillRoute = bind(
  AdminPostOrdersOrderClaimsClaimFulfillments,
  async (c, input) => {
    input.query();
    const body = await input.body();
    return idempotentClaimAction(c, (tx, order, claim) => fulfillClaim(tx, order, claim, body));
  },
  [idempotencyKey],
);

const cancelFulfillmentRoute = bind(
  AdminPostOrdersOrderClaimsClaimFulfillmentsCancel,
  async (c, input) => {
    input.query();
    await input.body();
    return idempotentClaimAction(c, (tx, _order, claim) =>
      cancelClaimFulfillment(tx, claim, input.params.fulfillment_id),
    );
  },
  [idempotencyKey],
);

/** Mail never fails the request that sent it; the shipment is recorded either way. */
async function sendClaimShipmentNotice(
  deps: AppDeps,
  order: AdminOrder,
  claimId: string,
  fulfillmentId: string,
): Promise<void> {
  const claim = order.claims.find((candidate) => candidate.id === claimId);
  const fulfillment = claim?.fulfillments.find((candidate) => candidate.id === fulfillmentId);
  if (!claim || !fulfillment) return;
  const message = shipmentMail({ ...order, items: claim.additional_items }, fulfillment);
  await sendMail(deps, message).catch((error: unknown) =>
    console.error(`claim shipment notice for ${order.id} was not sent:`, error),
  );
}

const shipmentRoute = bind(
  AdminPostOrdersOrderClaimsClaimShipments,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const deps = c.get("deps");
    const { id: orderId, claim_id: claimId } = input.params;
    let shipped: AdminOrder | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const order = await lockOrder(tx, orderId);
      const { notify } = await shipClaim(tx, order, await lockClaim(tx, orderId, claimId), body);
      const answered = await reloadOrder(tx, orderId, deps.config.publicUrl);
      if (notify) shipped = answered;
      return answer(AdminPostOrdersOrderClaimsClaimShipments, 200, { order: answered });
    });
    if (shipped) await sendClaimShipmentNotice(deps, shipped, claimId, body.fulfillment_id);
    return response;
  },
  [idempotencyKey],
);

const cancelRoute = bind(
  AdminPostOrdersOrderClaimsClaimCancel,
  async (c, input) => {
    input.query();
    await input.body();
    let canceled = false;
    const response = await idempotentClaimAction(
      c,
      (tx, _order, claim) => cancelClaim(tx, claim).then(() => (canceled = true)),
      { movesStock: true },
    );
    const { id, claim_id: claimId } = input.params;
    if (canceled) await sendClaimMail(c.get("deps"), "claim-canceled", id, claimId);
    return response;
  },
  [idempotencyKey],
);

export const adminClaimRoutes = mount(new Hono<AppEnv>(), "/admin", [
  createRoute,
  updateRoute,
  fulfillRoute,
  cancelFulfillmentRoute,
  shipmentRoute,
  cancelRoute,
]);
