// Admin routes of the returns domain (Medusa v1 §12.1, §12.5): return reasons, returns (list,
// receive, cancel) and a return requested by staff for an order.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, metadataField, moneyField, requiredText, textField } from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import { lineQuantity } from "../carts/fields";
import { operation } from "../operation";
import { AdminOrder } from "../orders/admin-entities";
import { Return, returnReasonAnswer, returnReasonList } from "./entities";
import { orderLineList, returnItemsInput, returnShippingInput } from "./fields";

const TAG = "Returns";

/** Ours: a reason's value is a short code (`damaged`, `wrong_size`). */
export const MAX_RETURN_REASON_VALUE_LENGTH = 100;

const reasonValue = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : "must be text") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(MAX_RETURN_REASON_VALUE_LENGTH, {
    error: `must be at most ${MAX_RETURN_REASON_VALUE_LENGTH} characters`,
  })
  .pipe(textField);
const reasonLabel = requiredText;
const reasonDescription = textField.nullable();

export const AdminGetReturnReasons = operation({
  id: "AdminGetReturnReasons",
  method: "get",
  path: "/admin/return-reasons",
  tag: TAG,
  summary: "List the return reasons",
  description: returnReasonList.description,
  audience: "staff",
  responses: { 200: returnReasonList.answer },
});

export const AdminPostReturnReasons = operation({
  id: "AdminPostReturnReasons",
  method: "post",
  path: "/admin/return-reasons",
  tag: TAG,
  summary: "Add a return reason",
  description:
    "`value` is unique among live reasons (422 when taken). A parent must be a top-level reason: reasons nest one level only.",
  audience: "staff",
  body: z.strictObject({
    value: reasonValue,
    label: reasonLabel,
    parent_return_reason_id: entityId.optional(),
    description: reasonDescription.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: returnReasonAnswer },
});

export const AdminGetReturnReasonsReason = operation({
  id: "AdminGetReturnReasonsReason",
  method: "get",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Get a return reason",
  audience: "staff",
  responses: { 200: returnReasonAnswer },
});

export const AdminPostReturnReasonsReason = operation({
  id: "AdminPostReturnReasonsReason",
  method: "post",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Change a return reason",
  description: 'Only the fields sent change; `metadata` is merged (a `""` value deletes its key).',
  audience: "staff",
  body: z.strictObject({
    value: reasonValue.optional(),
    label: reasonLabel.optional(),
    description: reasonDescription.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: returnReasonAnswer },
});

export const AdminDeleteReturnReasonsReason = operation({
  id: "AdminDeleteReturnReasonsReason",
  method: "delete",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Delete a return reason",
  description:
    "The reason and its sub-reasons are marked deleted and no longer listed; returns that name them keep them.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

/** GET /admin/returns without a limit returns 50 (contract §12.1); the ceiling is ours. */
export const RETURNS_DEFAULT_LIMIT = 50;

const returnAnswer = z.object({ return: Return });

/** The order columns a listed return carries: Medusa's list loads the `order` relation. */
export const ReturnOrder = AdminOrder.pick({
  id: true,
  display_id: true,
  status: true,
  fulfillment_status: true,
  payment_status: true,
  cart_id: true,
  customer_id: true,
  email: true,
  billing_address_id: true,
  shipping_address_id: true,
  region_id: true,
  currency_code: true,
  tax_rate: true,
  draft_order_id: true,
  canceled_at: true,
  no_notification: true,
  idempotency_key: true,
  external_id: true,
  sales_channel_id: true,
  metadata: true,
  created_at: true,
  updated_at: true,
}).meta({ id: "ReturnOrder" });
export type ReturnOrder = z.infer<typeof ReturnOrder>;

/** A return in the list, with its order (swaps do not exist here, so `swap` is null). */
export const ListedReturn = Return.extend({
  order: ReturnOrder.nullable(),
  swap: z.null(),
}).meta({ id: "ListedReturn" });
export type ListedReturn = z.infer<typeof ListedReturn>;
const orderAnswer = z.object({ order: AdminOrder });

export const AdminGetReturns = operation({
  id: "AdminGetReturns",
  method: "get",
  path: "/admin/returns",
  tag: TAG,
  summary: "List the returns",
  description:
    "Newest first, with their items and the order each belongs to (its own columns, as Medusa's `order` relation).",
  audience: "staff",
  query: z.strictObject({
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(RETURNS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("returns", ListedReturn) },
});

export const AdminPostOrdersOrderReturns = operation({
  id: "AdminPostOrdersOrderReturns",
  method: "post",
  path: "/admin/orders/{id}/return",
  tag: TAG,
  summary: "Request a return for an order",
  description:
    "For the shopper, with or without the return shipping; `refund` sets the amount to give back instead of the computed one (0: none), `receive_now` receives the items at once.",
  audience: "staff",
  idempotent: true,
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  body: z.strictObject({
    items: returnItemsInput,
    return_shipping: returnShippingInput.optional(),
    note: textField.optional(),
    receive_now: z.boolean().optional(),
    no_notification: z.boolean().optional(),
    refund: moneyField.optional(),
    location_id: entityId.optional(),
  }),
  responses: { 200: orderAnswer },
});

export const AdminPostReturnsReturnReceive = operation({
  id: "AdminPostReturnsReturnReceive",
  method: "post",
  path: "/admin/returns/{id}/receive",
  tag: TAG,
  summary: "Receive a return",
  description:
    "Records what arrived, puts it back in stock (unless an item says `restock: false`) and refunds the return's amount (or `refund`), never more than is left to refund. Items that differ from the request leave the return `requires_action` with no refund, as in Medusa.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    items: orderLineList(
      z.strictObject({
        item_id: entityId,
        quantity: lineQuantity(1),
        restock: z.boolean().optional(),
      }),
    ),
    refund: moneyField.optional(),
    location_id: entityId.optional(),
  }),
  responses: { 200: returnAnswer },
});

export const AdminPostReturnsReturnCancel = operation({
  id: "AdminPostReturnsReturnCancel",
  method: "post",
  path: "/admin/returns/{id}/cancel",
  tag: TAG,
  summary: "Cancel a return",
  description: "Only before it is received. Answers the order.",
  audience: "staff",
  idempotent: true,
  responses: { 200: orderAnswer },
});
