// Returns under /admin (Medusa v1 §12.1, §12.5): the list, a return requested by staff for an
// order (`POST /admin/orders/:id/return`, received at once with `receive_now`), receiving and
// canceling. Each change is one transaction under the Idempotency-Key.
import {
  AdminGetReturns,
  AdminPostOrdersOrderReturns,
  AdminPostReturnsReturnCancel,
  AdminPostReturnsReturnReceive,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import { lockOrder, reloadOrder } from "../../orders/order-state";
import { cancelReturn, receiveReturn, requestReturn } from "../return-actions";
import { sendReturnMail, type ReturnMailKind } from "../return-mail";
import { findReturn, listReturns } from "../return-query";

const listRoute = bind(AdminGetReturns, async (c, input) => {
  const query = input.query();
  const page = await listReturns(c.get("deps").db, query);
  return reply(c, AdminGetReturns, 200, { ...page, offset: query.offset, limit: query.limit });
});

const orderReturnRoute = bind(
  AdminPostOrdersOrderReturns,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { config } = c.get("deps");
    const orderId = input.params.id;
    let restocked = false;
    let mail: { kind: ReturnMailKind; returnId: string } | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const order = await lockOrder(tx, orderId);
      const returnId = await requestReturn(tx, order, body);
      // A return received at once gets the one mail that says so.
      mail = { kind: body.receive_now ? "return-received" : "return-requested", returnId };
      if (body.receive_now) {
        ({ restocked } = await receiveReturn(tx, returnId, {
          items: body.items,
          refund: body.refund,
          location_id: body.location_id,
        }));
      }
      return answer(AdminPostOrdersOrderReturns, 200, {
        order: await reloadOrder(tx, orderId, config.publicUrl),
      });
    });
    if (restocked) invalidateCatalogueCache();
    if (mail) await sendReturnMail(c.get("deps"), mail.kind, mail.returnId);
    return response;
  },
  [idempotencyKey],
);

const receiveRoute = bind(
  AdminPostReturnsReturnReceive,
  async (c, input) => {
    const body = await input.body();
    let restocked = false;
    let received = false;
    const response = await runIdempotent(c, async (tx) => {
      ({ restocked } = await receiveReturn(tx, input.params.id, body));
      const shipment = await findReturn(tx, input.params.id);
      // A receipt that differs from the request waits for staff (`requires_action`): no mail yet.
      received = shipment.status === "received";
      return answer(AdminPostReturnsReturnReceive, 200, { return: shipment });
    });
    // Stock shown on product pages comes from the catalogue cache.
    if (restocked) invalidateCatalogueCache();
    if (received) await sendReturnMail(c.get("deps"), "return-received", input.params.id);
    return response;
  },
  [idempotencyKey],
);

const cancelRoute = bind(
  AdminPostReturnsReturnCancel,
  async (c, input) => {
    await input.body();
    const { config } = c.get("deps");
    return runIdempotent(c, async (tx) => {
      const orderId = await cancelReturn(tx, input.params.id);
      return answer(AdminPostReturnsReturnCancel, 200, {
        order: await reloadOrder(tx, orderId, config.publicUrl),
      });
    });
  },
  [idempotencyKey],
);

export const adminReturnRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  orderReturnRoute,
  receiveRoute,
  cancelRoute,
]);
