// Admin routes of orders (contract medusa-v1 §9, §12.1, §12.5): the list with status filters and
// search, one order in full, and the actions staff take on it. Every action runs in one
// transaction on the locked order and answers the order it leaves; those that move money or goods
// (capture, refund, fulfillment, shipment) run under the Idempotency-Key.
import { z } from "zod";
import { listOf } from "../common/fields";
import { queryFieldList, queryInt, queryList } from "../common/query";
import { operation } from "../operation";
import {
  actionQuery,
  emptyBody,
  fulfillmentBody,
  orderUpdateBody,
  refundBody,
  shipmentBody,
} from "./action-fields";
import { AdminOrder } from "./admin-entities";

const TAG = "Orders";

/** Ours: the default page of the admin order list. */
const ORDERS_DEFAULT_LIMIT = 50;

const orderAnswer = z.object({ order: AdminOrder });

export const AdminGetOrders = operation({
  id: "AdminGetOrders",
  method: "get",
  path: "/admin/orders",
  tag: TAG,
  summary: "List the orders",
  description:
    "Newest first. `q` matches a display id (`42` or `#42`) or part of the email; the status filters take lists, and an unknown status matches no order.",
  audience: "staff",
  query: z.strictObject({
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    status: queryList.optional(),
    payment_status: queryList.optional(),
    fulfillment_status: queryList.optional(),
    customer_id: z.string().min(1).optional(),
    region_id: z.string().min(1).optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(ORDERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("orders", AdminOrder) },
});

export const AdminGetOrdersOrder = operation({
  id: "AdminGetOrdersOrder",
  method: "get",
  path: "/admin/orders/{id}",
  tag: TAG,
  summary: "Get an order",
  description: "With its items, payments, refunds, fulfillments and customer.",
  audience: "staff",
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrder = operation({
  id: "AdminPostOrdersOrder",
  method: "post",
  path: "/admin/orders/{id}",
  tag: TAG,
  summary: "Update an order",
  description: "The email, `no_notification` and `metadata` (merged; `null` clears it).",
  audience: "staff",
  query: actionQuery,
  body: orderUpdateBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderCapture = operation({
  id: "AdminPostOrdersOrderCapture",
  method: "post",
  path: "/admin/orders/{id}/capture",
  tag: TAG,
  summary: "Capture an order's payments",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderRefunds = operation({
  id: "AdminPostOrdersOrderRefunds",
  method: "post",
  path: "/admin/orders/{id}/refund",
  tag: TAG,
  summary: "Refund an order",
  description: "At most what was captured and not yet refunded.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: refundBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderFulfillments = operation({
  id: "AdminPostOrdersOrderFulfillments",
  method: "post",
  path: "/admin/orders/{id}/fulfillment",
  tag: TAG,
  summary: "Fulfil items of an order",
  description: "Packs the given quantities of the order's lines into a new fulfillment.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: fulfillmentBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderFulfillmentsCancel = operation({
  id: "AdminPostOrdersOrderFulfillmentsCancel",
  method: "post",
  path: "/admin/orders/{id}/fulfillments/{fulfillment_id}/cancel",
  tag: TAG,
  summary: "Cancel a fulfillment",
  description: "Only before it is shipped; its items count as unfulfilled again.",
  audience: "staff",
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderShipment = operation({
  id: "AdminPostOrdersOrderShipment",
  method: "post",
  path: "/admin/orders/{id}/shipment",
  tag: TAG,
  summary: "Ship a fulfillment",
  description:
    "Marks the fulfillment shipped with its tracking numbers and mails the customer, unless `no_notification`.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: shipmentBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderCancel = operation({
  id: "AdminPostOrdersOrderCancel",
  method: "post",
  path: "/admin/orders/{id}/cancel",
  tag: TAG,
  summary: "Cancel an order",
  description: "Not once it has refunds or fulfillments that are not canceled.",
  audience: "staff",
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderComplete = operation({
  id: "AdminPostOrdersOrderComplete",
  method: "post",
  path: "/admin/orders/{id}/complete",
  tag: TAG,
  summary: "Complete an order",
  audience: "staff",
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderArchive = operation({
  id: "AdminPostOrdersOrderArchive",
  method: "post",
  path: "/admin/orders/{id}/archive",
  tag: TAG,
  summary: "Archive an order",
  description: "Only a completed order.",
  audience: "staff",
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});
