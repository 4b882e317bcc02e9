// Admin routes of claims (Medusa v1 `api/routes/admin/orders/*-claim*.ts`): a claim created on an
// order, changed, its replacement items fulfilled and shipped, a fulfillment canceled, the claim
// canceled. Each answers the order with its claims; those that move money or goods run under
// the Idempotency-Key.
import { z } from "zod";
import { lineQuantity } from "../carts/fields";
import {
  entityId,
  jsonObject,
  metadataField,
  moneyField,
  requiredText,
  textField,
} from "../common/input";
import { addressPayload } from "../customers/fields";
import { operation } from "../operation";
import { actionQuery, emptyBody, shipmentBody } from "../orders/action-fields";
import { AdminOrder } from "../orders/admin-entities";
import { orderLineList, returnShippingInput } from "../returns/fields";
import { ClaimReason, ClaimType } from "./entities";

const TAG = "Claims";

/** Ours: bounds on what one claim names (an order holds far fewer lines). */
export const MAX_CLAIM_ADDITIONAL_ITEMS = 100;
export const MAX_CLAIM_SHIPPING_METHODS = 10;
export const MAX_CLAIM_ITEM_IMAGES = 20;
export const MAX_CLAIM_ITEM_TAGS = 20;
export const MAX_CLAIM_TAG_LENGTH = 100;

const orderAnswer = z.object({ order: AdminOrder });

const claimReason = z.enum(ClaimReason.options, {
  error: `must be one of ${ClaimReason.options.join(", ")}`,
});

const tagValue = requiredText.pipe(
  z.string().max(MAX_CLAIM_TAG_LENGTH, {
    error: `must be at most ${MAX_CLAIM_TAG_LENGTH} characters`,
  }),
);
const imageUrl = requiredText;

const boundedList = <Item extends z.ZodType>(item: Item, max: number) =>
  z
    .array(item, { error: "must be a list" })
    .max(max, { error: `must hold at most ${max} entries` });

/** A shipping method for the replacement items: an option (priced as given, else its own). */
const claimShippingMethod = z
  .strictObject({
    id: entityId.optional(),
    option_id: entityId.optional(),
    price: moneyField.optional(),
    data: jsonObject.optional(),
  })
  .refine((method) => method.id !== undefined || method.option_id !== undefined, {
    error: "must name a shipping method `id` or a shipping option `option_id`",
  });
const claimShippingMethods = boundedList(claimShippingMethod, MAX_CLAIM_SHIPPING_METHODS);

const claimItemInput = z.strictObject({
  item_id: entityId,
  quantity: lineQuantity(1),
  reason: claimReason,
  note: textField.optional(),
  tags: boundedList(tagValue, MAX_CLAIM_ITEM_TAGS).optional(),
  images: boundedList(imageUrl, MAX_CLAIM_ITEM_IMAGES).optional(),
});

const additionalItem = z.strictObject({ variant_id: entityId, quantity: lineQuantity(1) });

export const AdminPostOrdersOrderClaims = operation({
  id: "AdminPostOrdersOrderClaims",
  method: "post",
  path: "/admin/orders/{id}/claims",
  tag: TAG,
  summary: "Create a claim on an order",
  description:
    "Claimed units must have been fulfilled and not returned or claimed already. A `refund` claim gives back what the units cost after their discount, with tax (only units already shipped count, as in Medusa), or `refund_amount`, at once and never more than is left to refund. A `replace` claim sends `additional_items`, taken from stock now. `return_shipping` also opens a return of the claimed units, which refunds nothing when received.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: z.strictObject({
    type: z.enum(ClaimType.options, { error: `must be one of ${ClaimType.options.join(", ")}` }),
    claim_items: orderLineList(claimItemInput),
    return_shipping: returnShippingInput.optional(),
    additional_items: boundedList(additionalItem, MAX_CLAIM_ADDITIONAL_ITEMS).optional(),
    shipping_methods: claimShippingMethods.optional(),
    refund_amount: moneyField.optional(),
    shipping_address: addressPayload.optional(),
    no_notification: z.boolean({ error: "must be true or false" }).optional(),
    return_location_id: entityId.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: orderAnswer },
});

const claimItemUpdate = z.strictObject({
  id: entityId,
  note: textField.optional(),
  reason: claimReason.optional(),
  images: boundedList(
    z
      .strictObject({ id: entityId.optional(), url: imageUrl.optional() })
      .refine((image) => image.id !== undefined || image.url !== undefined, {
        error: "must name an image `id` or a new `url`",
      }),
    MAX_CLAIM_ITEM_IMAGES,
  ).optional(),
  tags: boundedList(
    z
      .strictObject({ id: entityId.optional(), value: tagValue.optional() })
      .refine((tag) => tag.id !== undefined || tag.value !== undefined, {
        error: "must name a tag `id` or a `value`",
      }),
    MAX_CLAIM_ITEM_TAGS,
  ).optional(),
  metadata: metadataField.optional(),
});

export const AdminPostOrdersOrderClaimsClaim = operation({
  id: "AdminPostOrdersOrderClaimsClaim",
  method: "post",
  path: "/admin/orders/{id}/claims/{claim_id}",
  tag: TAG,
  summary: "Update a claim",
  description:
    "Notes, reasons, images and tags of its items (a list given replaces the item's images or tags), its shipping methods (the list given replaces them), `no_notification` and `metadata` (merged). Not once canceled.",
  audience: "staff",
  query: actionQuery,
  body: z.strictObject({
    claim_items: boundedList(claimItemUpdate, MAX_CLAIM_ADDITIONAL_ITEMS).optional(),
    shipping_methods: claimShippingMethods.optional(),
    no_notification: z.boolean({ error: "must be true or false" }).optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderClaimsClaimFulfillments = operation({
  id: "AdminPostOrdersOrderClaimsClaimFulfillments",
  method: "post",
  path: "/admin/orders/{id}/claims/{claim_id}/fulfillments",
  tag: TAG,
  summary: "Fulfil a claim",
  description:
    "Packs all of a `replace` claim's new items into one fulfillment. Needs a shipping method; not once fulfilled (unless its fulfillment was canceled) or canceled.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: z.strictObject({
    metadata: metadataField.optional(),
    no_notification: z.boolean({ error: "must be true or false" }).optional(),
    location_id: entityId.optional(),
  }),
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderClaimsClaimFulfillmentsCancel = operation({
  id: "AdminPostOrdersOrderClaimsClaimFulfillmentsCancel",
  method: "post",
  path: "/admin/orders/{id}/claims/{claim_id}/fulfillments/{fulfillment_id}/cancel",
  tag: TAG,
  summary: "Cancel a claim's fulfillment",
  description: "Only before it is shipped; the claim's items can be fulfilled again.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderClaimsClaimShipments = operation({
  id: "AdminPostOrdersOrderClaimsClaimShipments",
  method: "post",
  path: "/admin/orders/{id}/claims/{claim_id}/shipments",
  tag: TAG,
  summary: "Ship a claim's fulfillment",
  description: "Marks the fulfillment shipped with its tracking numbers.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: shipmentBody.omit({ no_notification: true }),
  responses: { 200: orderAnswer },
});

export const AdminPostOrdersOrderClaimsClaimCancel = operation({
  id: "AdminPostOrdersOrderClaimsClaimCancel",
  method: "post",
  path: "/admin/orders/{id}/claims/{claim_id}/cancel",
  tag: TAG,
  summary: "Cancel a claim",
  description:
    "Not once it refunded anything, while a fulfillment of it is not canceled, or while its return is not canceled. A replacement's units go back in stock.",
  audience: "staff",
  idempotent: true,
  query: actionQuery,
  body: emptyBody,
  responses: { 200: orderAnswer },
});
