// Draft orders under /admin (Medusa v1 `api/routes/admin/draft-orders`). Every change runs in one
// transaction under the Idempotency-Key and answers the draft as it leaves it; paying it answers
// the order, and sends the order confirmation unless the draft says not to.
import {
  AdminDeleteDraftOrdersDraftOrder,
  AdminDeleteDraftOrdersDraftOrderLineItemsItem,
  AdminGetDraftOrders,
  AdminGetDraftOrdersDraftOrder,
  AdminPostDraftOrders,
  AdminPostDraftOrdersDraftOrder,
  AdminPostDraftOrdersDraftOrderLineItems,
  AdminPostDraftOrdersDraftOrderLineItemsItem,
  AdminPostDraftOrdersDraftOrderRegisterPayment,
} from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import { newCartSalesChannel } from "../../carts/sales-channel";
import { sendOrderConfirmation } from "../../orders/complete-cart";
import { reloadOrder } from "../../orders/order-state";
import type { AdminOrder } from "../../orders/order-response";
import {
  addLineToDraft,
  createDraft,
  deleteDraft,
  removeDraftLine,
  updateDraft,
  updateDraftLine,
} from "../draft-order-actions";
import { findDraft, listDrafts } from "../draft-order-query";
import { payDraft } from "../pay-draft";
import { sendGiftCardMails } from "../../gift-cards/gift-card-mail";

const listRoute = bind(AdminGetDraftOrders, async (c, input) => {
  const query = input.query();
  const deps = c.get("deps");
  const page = await deps.db.transaction((tx) => listDrafts(deps, tx, query));
  return reply(c, AdminGetDraftOrders, 200, { ...page, offset: query.offset, limit: query.limit });
});

const getRoute = bind(AdminGetDraftOrdersDraftOrder, async (c, input) => {
  input.query();
  const deps = c.get("deps");
  const draft = await deps.db.transaction((tx) => findDraft(deps, tx, input.params.id));
  return reply(c, AdminGetDraftOrdersDraftOrder, 200, { draft_order: draft });
});

const createRoute = bind(
  AdminPostDraftOrders,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    // The store's default channel: the admin sends no publishable key.
    const salesChannelId = await newCartSalesChannel(c, undefined);
    return runIdempotent(c, async (tx) => {
      const id = await createDraft(deps, tx, body, salesChannelId);
      return answer(AdminPostDraftOrders, 200, { draft_order: await findDraft(deps, tx, id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostDraftOrdersDraftOrder,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateDraft(deps, tx, id, body);
      return answer(AdminPostDraftOrdersDraftOrder, 200, {
        draft_order: await findDraft(deps, tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteDraftOrdersDraftOrder,
  async (c, input) => {
    const deps = c.get("deps");
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await deleteDraft(deps, tx, id);
      return answer(AdminDeleteDraftOrdersDraftOrder, 200, {
        id,
        object: "draft-order",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const addLineRoute = bind(
  AdminPostDraftOrdersDraftOrderLineItems,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await addLineToDraft(deps, tx, id, body);
      return answer(AdminPostDraftOrdersDraftOrderLineItems, 200, {
        draft_order: await findDraft(deps, tx, id),
      });
    });
  },
  [idempotencyKey],
);

const updateLineRoute = bind(
  AdminPostDraftOrdersDraftOrderLineItemsItem,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const { id, line_id: lineId } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateDraftLine(deps, tx, id, lineId, body);
      return answer(AdminPostDraftOrdersDraftOrderLineItemsItem, 200, {
        draft_order: await findDraft(deps, tx, id),
      });
    });
  },
  [idempotencyKey],
);

const removeLineRoute = bind(
  AdminDeleteDraftOrdersDraftOrderLineItemsItem,
  async (c, input) => {
    const deps = c.get("deps");
    const { id, line_id: lineId } = input.params;
    return runIdempotent(c, async (tx) => {
      await removeDraftLine(deps, tx, id, lineId);
      return answer(AdminDeleteDraftOrdersDraftOrderLineItemsItem, 200, {
        draft_order: await findDraft(deps, tx, id),
      });
    });
  },
  [idempotencyKey],
);

const payRoute = bind(
  AdminPostDraftOrdersDraftOrderRegisterPayment,
  async (c, input) => {
    await input.body();
    const deps = c.get("deps");
    let placed: { order: AdminOrder; notify: boolean } | undefined;
    const response = await runIdempotent(c, async (tx) => {
      const row = await payDraft(deps, tx, input.params.id);
      const order = await reloadOrder(tx, row.id, deps.config.publicUrl);
      placed = { order, notify: !row.no_notification };
      return answer(AdminPostDraftOrdersDraftOrderRegisterPayment, 200, { order });
    });
    if (placed) {
      // Stock shown on product pages comes from the catalogue cache.
      invalidateCatalogueCache();
      if (placed.notify) await sendOrderConfirmation(deps, placed.order);
      await sendGiftCardMails(deps, placed.order.id);
    }
    return response;
  },
  [idempotencyKey],
);

export const adminDraftOrderRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  addLineRoute,
  updateLineRoute,
  removeLineRoute,
  payRoute,
]);
