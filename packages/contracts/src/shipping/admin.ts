// Admin routes of shipping options (contract medusa-v1 §7.6, §12.1, §13): list by region and
// kind, read, create, update and delete (soft). Atelier prices flat rates only; an option's
// provider must be one of its region's fulfillment providers, and its requirements are at most
// one minimum and one maximum subtotal, the minimum below the maximum.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, jsonObject, moneyField, requiredText } from "../common/input";
import { paginationQuery, queryBoolean, queryFieldList, queryText } from "../common/query";
import { operation } from "../operation";
import { AdminShippingOption } from "./admin-entities";

const TAG = "Shipping Options";

/** Default page size of the list route (§12.1). */
const SHIPPING_OPTIONS_DEFAULT_LIMIT = 50;

/** Shipping option `price_type` and requirement `type` (§13). */
const SHIPPING_PRICE_TYPES = ["flat_rate", "calculated"] as const;
const REQUIREMENT_TYPES = ["min_subtotal", "max_subtotal"] as const;

const requirementsField = z
  .array(
    z.strictObject({
      id: entityId.optional(),
      type: z.enum(REQUIREMENT_TYPES, { error: `must be one of ${REQUIREMENT_TYPES.join(", ")}` }),
      amount: moneyField,
    }),
  )
  .max(2, { error: "must hold at most one min_subtotal and one max_subtotal" })
  .superRefine((requirements, context) => {
    const min = requirements.find((requirement) => requirement.type === "min_subtotal");
    const max = requirements.find((requirement) => requirement.type === "max_subtotal");
    if (requirements.length === 2 && (!min || !max)) {
      context.addIssue({
        code: "custom",
        message: "must hold at most one requirement of each type",
      });
    } else if (min && max && min.amount >= max.amount) {
      context.addIssue({
        code: "custom",
        message: "the min_subtotal must be below the max_subtotal",
      });
    }
  });

const shippingOptionResponse = z.object({ shipping_option: AdminShippingOption });

export const AdminGetShippingOptions = operation({
  id: "AdminGetShippingOptions",
  method: "get",
  path: "/admin/shipping-options",
  tag: TAG,
  summary: "List the shipping options",
  description: "Oldest first, admin-only and return options included unless filtered out.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(SHIPPING_OPTIONS_DEFAULT_LIMIT),
    region_id: queryText.optional(),
    is_return: queryBoolean.optional(),
    admin_only: queryBoolean.optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("shipping_options", AdminShippingOption) },
});

export const AdminPostShippingOptions = operation({
  id: "AdminPostShippingOptions",
  method: "post",
  path: "/admin/shipping-options",
  tag: TAG,
  summary: "Create a shipping option",
  description:
    "Only `flat_rate` is priced, and it needs an `amount`; the provider must be one of the region's fulfillment providers.",
  audience: "staff",
  body: z.strictObject({
    name: requiredText,
    region_id: entityId,
    provider_id: entityId,
    profile_id: entityId.optional(),
    price_type: z.enum(SHIPPING_PRICE_TYPES, {
      error: `must be one of ${SHIPPING_PRICE_TYPES.join(", ")}`,
    }),
    amount: moneyField.optional(),
    requirements: requirementsField.optional(),
    is_return: z.boolean().optional(),
    admin_only: z.boolean().optional(),
    data: jsonObject.optional(),
    metadata: jsonObject.nullish(),
  }),
  responses: { 200: shippingOptionResponse },
});

export const AdminGetShippingOptionsOption = operation({
  id: "AdminGetShippingOptionsOption",
  method: "get",
  path: "/admin/shipping-options/{id}",
  tag: TAG,
  summary: "Get a shipping option",
  audience: "staff",
  responses: { 200: shippingOptionResponse },
});

export const AdminPostShippingOptionsOption = operation({
  id: "AdminPostShippingOptionsOption",
  method: "post",
  path: "/admin/shipping-options/{id}",
  tag: TAG,
  summary: "Update a shipping option",
  description:
    "Given `requirements` replace the option's; `metadata` is merged (`null` clears it).",
  audience: "staff",
  body: z.strictObject({
    name: requiredText.optional(),
    amount: moneyField.optional(),
    requirements: requirementsField.optional(),
    admin_only: z.boolean().optional(),
    data: jsonObject.optional(),
    metadata: jsonObject.nullish(),
  }),
  responses: { 200: shippingOptionResponse },
});

export const AdminDeleteShippingOptionsOption = operation({
  id: "AdminDeleteShippingOptionsOption",
  method: "delete",
  path: "/admin/shipping-options/{id}",
  tag: TAG,
  summary: "Delete a shipping option",
  description:
    "Soft: the option is kept, marked deleted, so the methods chosen with it still name it.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});
