// Order edits under /store (Medusa v1 `/store/order-edits`): the shopper (anyone holding the edit's
// id, as in Medusa) reads the edit sent to them, declines it, or completes it once its difference
// is paid. Changes run under the Idempotency-Key with the edit row locked.
import {
  GetOrderEditsOrderEdit,
  PostOrderEditsOrderEditComplete,
  PostOrderEditsOrderEditDecline,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import { confirmOrderEdit, declineOrderEdit, type EditSettlement } from "../order-edit-actions";
import { lockOrderEdit } from "../order-edit-lines";
import { sendOrderEditOutcomeMail } from "../order-edit-mail";
import { findOrderEdit, storeOrderEdit } from "../order-edit-query";

const getRoute = bind(GetOrderEditsOrderEdit, async (c, input) => {
  const edit = await findOrderEdit(
    c.get("deps").db,
    input.params.id,
    c.get("deps").config.publicUrl,
  );
  return reply(c, GetOrderEditsOrderEdit, 200, { order_edit: storeOrderEdit(edit) });
});

const declineRoute = bind(
  PostOrderEditsOrderEditDecline,
  async (c, input) => {
    const body = await input.body();
    let declined = false;
    const response = await runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      ({ declined } = await declineOrderEdit(tx, edit, {
        declined_by: c.get("customerId") ?? null,
        declined_reason: body.declined_reason,
      }));
      const answered = await findOrderEdit(tx, edit.id, c.get("deps").config.publicUrl);
      return answer(PostOrderEditsOrderEditDecline, 200, { order_edit: storeOrderEdit(answered) });
    });
    if (declined)
      await sendOrderEditOutcomeMail(c.get("deps"), "order-edit-declined", input.params.id);
    return response;
  },
  [idempotencyKey],
);

const completeRoute = bind(
  PostOrderEditsOrderEditComplete,
  async (c, input) => {
    await input.body();
    let stockMoved = false;
    let settled: EditSettlement | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      ({ stockMoved, settled } = await confirmOrderEdit(tx, edit, {
        confirmed_by: c.get("customerId") ?? null,
        fromStore: true,
      }));
      const answered = await findOrderEdit(tx, edit.id, c.get("deps").config.publicUrl);
      return answer(PostOrderEditsOrderEditComplete, 200, { order_edit: storeOrderEdit(answered) });
    });
    if (stockMoved) invalidateCatalogueCache();
    const deps = c.get("deps");
    if (settled)
      await sendOrderEditOutcomeMail(deps, "order-edit-confirmed", input.params.id, settled);
    return response;
  },
  [idempotencyKey],
);

export const orderEditRoutes = mount(new Hono<AppEnv>(), "/store", [
  getRoute,
  declineRoute,
  completeRoute,
]);
