// Admin routes of the draft-orders domain (Medusa v1 `api/routes/admin/draft-orders`): create,
// list, read, update and delete a draft, change its lines (custom lines with a title and a price
// included) and mark it paid, which makes the order.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import {
  emailField,
  entityId,
  jsonObject,
  moneyField,
  requiredText,
  textField,
} from "../common/input";
import { queryFieldList, queryInt } from "../common/query";
import {
  addressOrId,
  cartCountryCode,
  codeList,
  lineQuantity,
  MAX_ITEMS_ON_CREATE,
} from "../carts/fields";
import { operation } from "../operation";
import { AdminOrder } from "../orders/admin-entities";
import { DraftOrder, DraftOrderStatus } from "./entities";

const TAG = "Draft orders";

/** GET /admin/draft-orders without a limit returns 50, as Medusa; the ceiling is ours. */
export const DRAFT_ORDERS_DEFAULT_LIMIT = 50;

/** Ours: one shipping profile, so a draft keeps one method; a few are accepted, the last is kept. */
export const MAX_DRAFT_SHIPPING_METHODS = 5;

/** A line of a draft: a variant (priced in the region unless `unit_price` is sent) or a custom line. */
const draftLine = z.strictObject({
  variant_id: entityId.optional(),
  unit_price: moneyField.optional(),
  title: requiredText.optional(),
  quantity: lineQuantity(1),
  metadata: jsonObject.optional(),
});

const draftAnswer = z.object({ draft_order: DraftOrder }).meta({ id: "AdminDraftOrdersRes" });

export const AdminGetDraftOrders = operation({
  id: "AdminGetDraftOrders",
  method: "get",
  path: "/admin/draft-orders",
  tag: TAG,
  summary: "List the draft orders",
  description: "Newest first; `q` matches the cart's email or the draft's display id.",
  audience: "staff",
  query: z.strictObject({
    q: textField.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(DRAFT_ORDERS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("draft_orders", DraftOrder) },
});

export const AdminPostDraftOrders = operation({
  id: "AdminPostDraftOrders",
  method: "post",
  path: "/admin/draft-orders",
  tag: TAG,
  summary: "Create a draft order",
  description:
    "A cart of type `draft_order` in the region, with its lines (a line without `variant_id` is a custom line: `title`, default \"Custom item\", and `unit_price`, default 0), the shipping method (a `price` overrides the option's), addresses (objects, or ids of the customer's saved addresses) and discount codes.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    status: DraftOrderStatus.optional().meta({
      description: "Accepted and ignored: a new draft is open.",
    }),
    email: emailField,
    billing_address: addressOrId.optional(),
    shipping_address: addressOrId.optional(),
    items: z
      .array(draftLine)
      .min(1, { error: "must hold at least one item" })
      .max(MAX_ITEMS_ON_CREATE, { error: `must hold at most ${MAX_ITEMS_ON_CREATE} items` }),
    region_id: entityId,
    discounts: codeList.optional(),
    customer_id: entityId.optional(),
    no_notification_order: z.boolean().optional(),
    shipping_methods: z
      .array(
        z.strictObject({
          option_id: entityId,
          data: jsonObject.optional(),
          price: moneyField.optional(),
        }),
      )
      .max(MAX_DRAFT_SHIPPING_METHODS, {
        error: `must hold at most ${MAX_DRAFT_SHIPPING_METHODS} methods`,
      }),
    metadata: jsonObject.optional(),
  }),
  responses: { 200: draftAnswer },
});

export const AdminGetDraftOrdersDraftOrder = operation({
  id: "AdminGetDraftOrdersDraftOrder",
  method: "get",
  path: "/admin/draft-orders/{id}",
  tag: TAG,
  summary: "Get a draft order",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: draftAnswer },
});

export const AdminPostDraftOrdersDraftOrder = operation({
  id: "AdminPostDraftOrdersDraftOrder",
  method: "post",
  path: "/admin/draft-orders/{id}",
  tag: TAG,
  summary: "Update a draft order",
  description:
    "Email, region (variant lines are priced again there; custom lines keep their price), addresses, discount codes, the customer and `no_notification_order`. Only an open draft changes.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    region_id: entityId.optional(),
    country_code: cartCountryCode.optional(),
    email: emailField.optional(),
    billing_address: addressOrId.optional(),
    shipping_address: addressOrId.optional(),
    discounts: codeList.optional(),
    customer_id: entityId.optional(),
    no_notification_order: z.boolean().optional(),
  }),
  responses: { 200: draftAnswer },
});

export const AdminDeleteDraftOrdersDraftOrder = operation({
  id: "AdminDeleteDraftOrdersDraftOrder",
  method: "delete",
  path: "/admin/draft-orders/{id}",
  tag: TAG,
  summary: "Delete a draft order",
  description: "With its cart. A completed draft stays: its order points at it.",
  audience: "staff",
  idempotent: true,
  responses: { 200: DeleteResponse },
});

export const AdminPostDraftOrdersDraftOrderLineItems = operation({
  id: "AdminPostDraftOrdersDraftOrderLineItems",
  method: "post",
  path: "/admin/draft-orders/{id}/line-items",
  tag: TAG,
  summary: "Add a line to a draft order",
  description:
    'A variant (merged with an equal line; `unit_price` overrides its price) or, without `variant_id`, a custom line with `title` (default "Custom item") and `unit_price` (default 0).',
  audience: "staff",
  idempotent: true,
  body: draftLine,
  responses: { 200: draftAnswer },
});

export const AdminPostDraftOrdersDraftOrderLineItemsItem = operation({
  id: "AdminPostDraftOrdersDraftOrderLineItemsItem",
  method: "post",
  path: "/admin/draft-orders/{id}/line-items/{line_id}",
  tag: TAG,
  summary: "Change a line of a draft order",
  description:
    "Quantity (0 removes the line), price, title and metadata (merged). A variant line changing quantity is priced again unless `unit_price` is sent.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    unit_price: moneyField.optional(),
    title: requiredText.optional(),
    quantity: lineQuantity(0).optional(),
    metadata: jsonObject.optional(),
  }),
  responses: { 200: draftAnswer },
});

export const AdminDeleteDraftOrdersDraftOrderLineItemsItem = operation({
  id: "AdminDeleteDraftOrdersDraftOrderLineItemsItem",
  method: "delete",
  path: "/admin/draft-orders/{id}/line-items/{line_id}",
  tag: TAG,
  summary: "Remove a line from a draft order",
  audience: "staff",
  idempotent: true,
  responses: { 200: draftAnswer },
});

export const AdminPostDraftOrdersDraftOrderRegisterPayment = operation({
  id: "AdminPostDraftOrdersDraftOrderRegisterPayment",
  method: "post",
  path: "/admin/draft-orders/{id}/pay",
  tag: TAG,
  summary: "Mark a draft order paid",
  description:
    "Places the order from the draft's cart with a system payment, captured at once (staff took the money another way): stock is taken as at checkout, the draft becomes `completed` and the order names it (`draft_order_id`). A completed draft is refused.",
  audience: "staff",
  idempotent: true,
  responses: { 200: z.object({ order: AdminOrder }) },
});
