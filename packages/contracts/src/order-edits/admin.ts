// Admin routes of order edits (Medusa v1 `/admin/order-edits`): staff open an edit of an order,
// add, change and remove lines on its copy, send it to the shopper, cancel it, or confirm it on
// the shopper's behalf.
import { z } from "zod";
import { lineQuantity } from "../carts/fields";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, metadataField, textField } from "../common/input";
import { queryFieldList, queryInt, queryText } from "../common/query";
import { operation } from "../operation";
import { OrderEdit, orderEditAnswer } from "./entities";

const TAG = "Order Edits";

/** GET /admin/order-edits without a limit returns 20 (contract §12.1); the ceiling is ours. */
export const ORDER_EDITS_DEFAULT_LIMIT = 20;

const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

export const AdminGetOrderEdits = operation({
  id: "AdminGetOrderEdits",
  method: "get",
  path: "/admin/order-edits",
  tag: TAG,
  summary: "List order edits",
  description: "Newest first; `order_id` keeps one order's, `q` searches the internal note.",
  audience: "staff",
  query: z.strictObject({
    q: queryText.optional(),
    order_id: entityId.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(ORDER_EDITS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("order_edits", OrderEdit) },
});

export const AdminPostOrderEdits = operation({
  id: "AdminPostOrderEdits",
  method: "post",
  path: "/admin/order-edits",
  tag: TAG,
  summary: "Open an edit of an order",
  description:
    "Copies the order's lines onto the edit. An order has at most one open edit; a canceled order cannot be edited.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ order_id: entityId, internal_note: textField.optional() }),
  responses: { 200: orderEditAnswer },
});

export const AdminGetOrderEditsOrderEdit = operation({
  id: "AdminGetOrderEditsOrderEdit",
  method: "get",
  path: "/admin/order-edits/{id}",
  tag: TAG,
  summary: "Get an order edit",
  audience: "staff",
  query: readQuery,
  responses: { 200: orderEditAnswer },
});

export const AdminPostOrderEditsOrderEdit = operation({
  id: "AdminPostOrderEditsOrderEdit",
  method: "post",
  path: "/admin/order-edits/{id}",
  tag: TAG,
  summary: "Change an order edit's note",
  audience: "staff",
  body: z.strictObject({ internal_note: textField.optional() }),
  responses: { 200: orderEditAnswer },
});

export const AdminDeleteOrderEditsOrderEdit = operation({
  id: "AdminDeleteOrderEditsOrderEdit",
  method: "delete",
  path: "/admin/order-edits/{id}",
  tag: TAG,
  summary: "Delete an order edit",
  description: "Only an edit not yet sent (`created`); its copied lines go with it.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostOrderEditsEditLineItems = operation({
  id: "AdminPostOrderEditsEditLineItems",
  method: "post",
  path: "/admin/order-edits/{id}/items",
  tag: TAG,
  summary: "Add a variant to an order edit",
  description: "Priced in the order's region for the order's customer, as a cart would price it.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    variant_id: entityId,
    quantity: lineQuantity(1),
    metadata: metadataField.optional(),
  }),
  responses: { 200: orderEditAnswer },
});

export const AdminPostOrderEditsEditLineItemsLineItem = operation({
  id: "AdminPostOrderEditsEditLineItemsLineItem",
  method: "post",
  path: "/admin/order-edits/{id}/items/{item_id}",
  tag: TAG,
  summary: "Change a line's quantity on an order edit",
  description: "`item_id` is a line of the edit (a copy, or one it added).",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ quantity: lineQuantity(1) }),
  responses: { 200: orderEditAnswer },
});

export const AdminDeleteOrderEditsOrderEditLineItemsLineItem = operation({
  id: "AdminDeleteOrderEditsOrderEditLineItemsLineItem",
  method: "delete",
  path: "/admin/order-edits/{id}/items/{item_id}",
  tag: TAG,
  summary: "Remove a line from an order edit",
  description:
    "`item_id` is a copy of an order line; to take back an added line, delete its change.",
  audience: "staff",
  responses: { 200: orderEditAnswer },
});

export const AdminDeleteOrderEditsOrderEditItemChange = operation({
  id: "AdminDeleteOrderEditsOrderEditItemChange",
  method: "delete",
  path: "/admin/order-edits/{id}/changes/{change_id}",
  tag: TAG,
  summary: "Undo a change of an order edit",
  description:
    "An added line goes; a changed or removed line is copied afresh from the order. Answers the deleted change.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostOrderEditsOrderEditRequest = operation({
  id: "AdminPostOrderEditsOrderEditRequest",
  method: "post",
  path: "/admin/order-edits/{id}/request",
  tag: TAG,
  summary: "Send an order edit to the shopper",
  description:
    "Mails the shopper a link to the edit. When the edit costs more, a payment collection of the difference is opened for the shopper to pay. Needs at least one change.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({ payment_collection_description: textField.optional() }),
  responses: { 200: orderEditAnswer },
});

export const AdminPostOrderEditsOrderEditCancel = operation({
  id: "AdminPostOrderEditsOrderEditCancel",
  method: "post",
  path: "/admin/order-edits/{id}/cancel",
  tag: TAG,
  summary: "Cancel an order edit",
  description: "Not once confirmed or declined; canceling again answers the canceled edit.",
  audience: "staff",
  idempotent: true,
  responses: { 200: orderEditAnswer },
});

export const AdminPostOrderEditsOrderEditConfirm = operation({
  id: "AdminPostOrderEditsOrderEditConfirm",
  method: "post",
  path: "/admin/order-edits/{id}/confirm",
  tag: TAG,
  summary: "Confirm an order edit for the shopper",
  description:
    "The edit's lines replace the order's, stock follows (no oversell) and a negative difference is refunded (never more than is left to refund). Confirming again answers the confirmed edit.",
  audience: "staff",
  idempotent: true,
  responses: { 200: orderEditAnswer },
});
