// Order edits under /admin (Medusa v1 `/admin/order-edits`). Every change is one transaction under
// the Idempotency-Key with the edit row locked; sending the edit mails the shopper after the
// commit, and confirming moves stock and money (see order-edit-actions.ts).
import {
  AdminDeleteOrderEditsOrderEdit,
  AdminDeleteOrderEditsOrderEditItemChange,
  AdminDeleteOrderEditsOrderEditLineItemsLineItem,
  AdminGetOrderEdits,
  AdminGetOrderEditsOrderEdit,
  AdminPostOrderEdits,
  AdminPostOrderEditsEditLineItems,
  AdminPostOrderEditsEditLineItemsLineItem,
  AdminPostOrderEditsOrderEdit,
  AdminPostOrderEditsOrderEditCancel,
  AdminPostOrderEditsOrderEditConfirm,
  AdminPostOrderEditsOrderEditRequest,
} from "@atelier/contracts";
import { eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import { sendMail } from "../../mail/send-mail";
import { lockOrder } from "../../orders/order-state";
import { orders } from "../../orders/tables";
import {
  cancelOrderEdit,
  confirmOrderEdit,
  requestOrderEdit,
  type EditSettlement,
} from "../order-edit-actions";
import {
  addEditLine,
  createOrderEdit,
  deleteEditChange,
  deleteOrderEdit,
  lockOrderEdit,
  removeEditLine,
  updateEditLine,
} from "../order-edit-lines";
import { orderEditRequestMail, sendOrderEditOutcomeMail } from "../order-edit-mail";
import {
  findOrderEdit,
  orderEditRow,
  listOrderEdits,
  type OrderEditAnswer,
} from "../order-edit-query";
import { orderEdits } from "../tables";

const staffId = (c: Context<AppEnv>) => c.get("staff")?.userId ?? "unknown";
const publicUrl = (c: Context<AppEnv>) => c.get("deps").config.publicUrl;

const listRoute = bind(AdminGetOrderEdits, async (c, input) => {
  const query = input.query();
  const page = await listOrderEdits(c.get("deps").db, query, publicUrl(c));
  return reply(c, AdminGetOrderEdits, 200, { ...page, offset: query.offset, limit: query.limit });
});

const getRoute = bind(AdminGetOrderEditsOrderEdit, async (c, input) => {
  input.query();
  const edit = await findOrderEdit(c.get("deps").db, input.params.id, publicUrl(c));
  return reply(c, AdminGetOrderEditsOrderEdit, 200, { order_edit: edit });
});

const createRoute = bind(
  AdminPostOrderEdits,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const order = await lockOrder(tx, body.order_id);
      const id = await createOrderEdit(tx, order, {
        internal_note: body.internal_note,
        created_by: staffId(c),
      });
      return answer(AdminPostOrderEdits, 200, {
        order_edit: await findOrderEdit(tx, id, publicUrl(c)),
      });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(AdminPostOrderEditsOrderEdit, async (c, input) => {
  const body = await input.body();
  return runIdempotent(c, async (tx) => {
    const edit = await lockOrderEdit(tx, input.params.id);
    if (body.internal_note !== undefined) {
      await tx
        .update(orderEdits)
        .set({ internal_note: body.internal_note, updated_at: sql`now()` })
        .where(eq(orderEdits.id, edit.id));
    }
    return answer(AdminPostOrderEditsOrderEdit, 200, {
      order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
    });
  });
});

const deleteRoute = bind(AdminDeleteOrderEditsOrderEdit, async (c, input) => {
  const id = input.params.id;
  const deleted = { id, object: "order_edit", deleted: true as const };
  // Deleting one that is not there answers as if it were deleted, as Medusa does.
  if (!(await orderEditRow(c.get("deps").db, id)))
    return reply(c, AdminDeleteOrderEditsOrderEdit, 200, deleted);
  return runIdempotent(c, async (tx) => {
    await deleteOrderEdit(tx, await lockOrderEdit(tx, id));
    return answer(AdminDeleteOrderEditsOrderEdit, 200, deleted);
  });
});

const addLineRoute = bind(
  AdminPostOrderEditsEditLineItems,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      const order = await lockOrder(tx, edit.order_id);
      await addEditLine(tx, edit, order, body);
      return answer(AdminPostOrderEditsEditLineItems, 200, {
        order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
      });
    });
  },
  [idempotencyKey],
);

const updateLineRoute = bind(
  AdminPostOrderEditsEditLineItemsLineItem,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      await updateEditLine(tx, edit, input.params.item_id, body.quantity);
      return answer(AdminPostOrderEditsEditLineItemsLineItem, 200, {
        order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
      });
    });
  },
  [idempotencyKey],
);

const removeLineRoute = bind(AdminDeleteOrderEditsOrderEditLineItemsLineItem, async (c, input) =>
  runIdempotent(c, async (tx) => {
    const edit = await lockOrderEdit(tx, input.params.id);
    await removeEditLine(tx, edit, input.params.item_id);
    return answer(AdminDeleteOrderEditsOrderEditLineItemsLineItem, 200, {
      order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
    });
  }),
);

const deleteChangeRoute = bind(AdminDeleteOrderEditsOrderEditItemChange, async (c, input) =>
  runIdempotent(c, async (tx) => {
    const edit = await lockOrderEdit(tx, input.params.id);
    await deleteEditChange(tx, edit, input.params.change_id);
    return answer(AdminDeleteOrderEditsOrderEditItemChange, 200, {
      id: input.params.change_id,
      object: "item_change",
      deleted: true,
    });
  }),
);

const requestRoute = bind(
  AdminPostOrderEditsOrderEditRequest,
  async (c, input) => {
    const body = await input.body();
    let sent: OrderEditAnswer | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      const requested = await requestOrderEdit(tx, edit, {
        requested_by: staffId(c),
        payment_collection_description: body.payment_collection_description,
      });
      const answered = await findOrderEdit(tx, edit.id, publicUrl(c));
      if (requested) sent = answered;
      return answer(AdminPostOrderEditsOrderEditRequest, 200, { order_edit: answered });
    });
    if (sent) await mailShopper(c, sent);
    return response;
  },
  [idempotencyKey],
);

/** Mail never fails the request that sent it; the edit is sent either way. */
async function mailShopper(c: Context<AppEnv>, edit: OrderEditAnswer): Promise<void> {
  const deps = c.get("deps");
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, edit.order_id));
  await sendMail(deps, orderEditRequestMail(deps.config, edit, order)).catch((error: unknown) =>
    console.error(`order edit mail for ${edit.id} was not sent:`, error),
  );
}

const cancelRoute = bind(
  AdminPostOrderEditsOrderEditCancel,
  async (c, input) => {
    await input.body();
    return runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      await cancelOrderEdit(tx, edit, staffId(c));
      return answer(AdminPostOrderEditsOrderEditCancel, 200, {
        order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
      });
    });
  },
  [idempotencyKey],
);

const confirmRoute = bind(
  AdminPostOrderEditsOrderEditConfirm,
  async (c, input) => {
    await input.body();
    let stockMoved = false;
    let settled: EditSettlement | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const edit = await lockOrderEdit(tx, input.params.id);
      ({ stockMoved, settled } = await confirmOrderEdit(tx, edit, {
        confirmed_by: staffId(c),
        fromStore: false,
      }));
      return answer(AdminPostOrderEditsOrderEditConfirm, 200, {
        order_edit: await findOrderEdit(tx, edit.id, publicUrl(c)),
      });
    });
    // Stock shown on product pages comes from the catalogue cache.
    if (stockMoved) invalidateCatalogueCache();
    const deps = c.get("deps");
    if (settled)
      await sendOrderEditOutcomeMail(deps, "order-edit-confirmed", input.params.id, settled);
    return response;
  },
  [idempotencyKey],
);

export const adminOrderEditRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  addLineRoute,
  updateLineRoute,
  removeLineRoute,
  deleteChangeRoute,
  requestRoute,
  cancelRoute,
  confirmRoute,
]);
