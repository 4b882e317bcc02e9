// Admin routes of discounts (contract medusa-v1 §12.1; Medusa v1 `api/routes/admin/discounts`):
// list with search and filters, create with a rule and its conditions, read (by id or by code),
// update, delete, regions, dynamic codes, and conditions with batches of their resources.
import { z } from "zod";
import { listOf } from "../common/fields";
import { entityId, metadataField, moneyField, requiredText, textField } from "../common/input";
import { dateText, queryBoolean, queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import {
  AdminDiscount,
  DiscountCondition,
  DiscountConditionOperator,
  DiscountConditionType,
  DiscountRule,
} from "./entities";

const TAG = "Discounts";

/** Default page size of the list (Medusa's). */
const DISCOUNTS_DEFAULT_LIMIT = 20;

/** Most resources one condition or one batch may name. */
export const MAX_CONDITION_RESOURCES = 1000;

/** Most characters in a code shoppers type. */
export const MAX_DISCOUNT_CODE_LENGTH = 100;

/** The most a percentage rule may take off (Medusa refuses values above 100). */
export const MAX_PERCENTAGE = 100;

const ruleType = z.enum(DiscountRule.shape.type.options, {
  error: `must be one of ${DiscountRule.shape.type.options.join(", ")}`,
});
const allocation = z.enum(["total", "item"], { error: "must be one of total, item" });
const operator = z.enum(DiscountConditionOperator.options, {
  error: `must be one of ${DiscountConditionOperator.options.join(", ")}`,
});

/** A code as staff type it: trimmed, stored upper case. */
export const discountCode = requiredText
  .pipe(
    z
      .string()
      .max(MAX_DISCOUNT_CODE_LENGTH, {
        error: `must be at most ${MAX_DISCOUNT_CODE_LENGTH} characters`,
      })
      .regex(/^\S+$/, { error: "must not contain spaces" }),
  )
  .transform((code) => code.toUpperCase());

/** An ISO 8601 duration (`P30D`, `PT12H`, `P1Y2M`), or null. */
export const isoDuration = z
  .string()
  .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/, {
    error: "must be an ISO 8601 duration such as P30D or PT12H",
  });

const usageLimit = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .max(2_147_483_647, { error: "is too large" });

const ruleValue = z
  .number({ error: "must be a number" })
  .min(0, { error: "must be at least 0" })
  .pipe(moneyField);

const resourceIds = z
  .array(entityId, { error: "must be a list of ids" })
  .min(1, { error: "must name at least one resource" })
  .max(MAX_CONDITION_RESOURCES, {
    error: `must name at most ${MAX_CONDITION_RESOURCES} resources`,
  });

/** The five resource lists a condition may carry; exactly one is given. */
const conditionResources = Object.fromEntries(
  DiscountConditionType.options.map((type) => [type, resourceIds.optional()]),
) as Record<DiscountConditionType, z.ZodOptional<typeof resourceIds>>;

/** The one resource list a condition body names. */
function oneResourceKind(
  body: Partial<Record<DiscountConditionType, string[]>>,
  context: z.RefinementCtx,
): void {
  const given = DiscountConditionType.options.filter((type) => body[type] !== undefined);
  if (given.length !== 1) {
    context.addIssue({
      code: "custom",
      message: `a condition names exactly one of ${DiscountConditionType.options.join(", ")}`,
    });
  }
}

export const DiscountConditionInput = z
  .strictObject({ operator, ...conditionResources })
  .superRefine(oneResourceKind);
export type DiscountConditionInput = z.output<typeof DiscountConditionInput>;

/** A percentage above 100 takes off more than the line costs. */
function percentageInRange(
  rule: { type?: string; value?: number },
  context: z.RefinementCtx,
): void {
  if (rule.type === "percentage" && rule.value !== undefined && rule.value > MAX_PERCENTAGE) {
    context.addIssue({
      code: "custom",
      path: ["value"],
      message: "Discount value above 100 is not allowed when type is percentage",
    });
  }
}

/** `starts_at` must come before `ends_at` when both are set. */
function datesInOrder(
  dates: { starts_at?: Date | null; ends_at?: Date | null },
  context: z.RefinementCtx,
): void {
  if (dates.starts_at && dates.ends_at && dates.starts_at >= dates.ends_at) {
    context.addIssue({ code: "custom", message: '"ends_at" must be greater than "starts_at"' });
  }
}

const regionIds = z
  .array(entityId, { error: "must be a list of region ids" })
  .max(200, { error: "must name at most 200 regions" });

const discountResponse = z.object({ discount: AdminDiscount });
const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

export const AdminGetDiscounts = operation({
  id: "AdminGetDiscounts",
  method: "get",
  path: "/admin/discounts",
  tag: TAG,
  summary: "List the discounts",
  description:
    "Newest first; `q` matches the code. The codes made from a dynamic discount are listed only when `parent_discount_id` names it.",
  audience: "staff",
  query: z.strictObject({
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    is_dynamic: queryBoolean.optional(),
    is_disabled: queryBoolean.optional(),
    parent_discount_id: entityId.optional(),
    rule: z
      .strictObject({ type: ruleType.optional(), allocation: allocation.optional() })
      .optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(DISCOUNTS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("discounts", AdminDiscount) },
});

export const AdminPostDiscounts = operation({
  id: "AdminPostDiscounts",
  method: "post",
  path: "/admin/discounts",
  tag: TAG,
  summary: "Create a discount",
  description:
    "A discount needs at least one region; a fixed one exactly one (its amount is in that region's currency).",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: z
    .strictObject({
      code: discountCode,
      is_dynamic: z.boolean().optional(),
      rule: z
        .strictObject({
          description: textField.nullish(),
          type: ruleType,
          value: ruleValue,
          allocation,
          conditions: z.array(DiscountConditionInput).max(10).optional(),
        })
        .superRefine(percentageInRange),
      is_disabled: z.boolean().optional(),
      starts_at: dateText.optional(),
      ends_at: dateText.nullish(),
      valid_duration: isoDuration.nullish(),
      usage_limit: usageLimit.nullish(),
      regions: regionIds.min(1, { error: "Discount must have atleast 1 region" }),
      metadata: metadataField.optional(),
    })
    .superRefine(datesInOrder),
  responses: { 200: discountResponse },
});

export const AdminGetDiscountsDiscount = operation({
  id: "AdminGetDiscountsDiscount",
  method: "get",
  path: "/admin/discounts/{id}",
  tag: TAG,
  summary: "Get a discount",
  audience: "staff",
  query: readQuery,
  responses: { 200: discountResponse },
});

export const AdminGetDiscountsDiscountCode = operation({
  id: "AdminGetDiscountsDiscountCode",
  method: "get",
  path: "/admin/discounts/code/{code}",
  tag: TAG,
  summary: "Get a discount by its code",
  description: "Codes are matched without regard to case.",
  audience: "staff",
  query: readQuery,
  responses: { 200: discountResponse },
});

export const AdminPostDiscountsDiscount = operation({
  id: "AdminPostDiscountsDiscount",
  method: "post",
  path: "/admin/discounts/{id}",
  tag: TAG,
  summary: "Update a discount",
  description:
    "`regions`, when given, replaces the discount's regions; `rule.conditions` are added to the rule's (or change the one they name by `id`). A rule's type cannot change.",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: z
    .strictObject({
      code: discountCode.optional(),
      rule: z
        .strictObject({
          id: entityId,
          description: textField.nullish(),
          value: ruleValue.optional(),
          allocation: allocation.optional(),
          conditions: z
            .array(DiscountConditionInput.and(z.object({ id: entityId.optional() })))
            .max(10)
            .optional(),
        })
        .optional(),
      is_disabled: z.boolean().optional(),
      starts_at: dateText.optional(),
      ends_at: dateText.nullish(),
      valid_duration: isoDuration.nullish(),
      usage_limit: usageLimit.nullish(),
      regions: regionIds.min(1, { error: "Discount must have atleast 1 region" }).optional(),
      metadata: metadataField.optional(),
    })
    .superRefine(datesInOrder),
  responses: { 200: discountResponse },
});

export const AdminDeleteDiscountsDiscount = operation({
  id: "AdminDeleteDiscountsDiscount",
  method: "delete",
  path: "/admin/discounts/{id}",
  tag: TAG,
  summary: "Delete a discount",
  description: "Its code stops working at once; orders that used it keep it.",
  audience: "staff",
  idempotent: true,
  responses: {
    200: z.object({ id: z.string(), object: z.literal("discount"), deleted: z.literal(true) }),
  },
});

export const AdminPostDiscountsDiscountRegionsRegion = operation({
  id: "AdminPostDiscountsDiscountRegionsRegion",
  method: "post",
  path: "/admin/discounts/{id}/regions/{region_id}",
  tag: TAG,
  summary: "Add a region to a discount",
  audience: "staff",
  idempotent: true,
  responses: { 200: discountResponse },
});

export const AdminDeleteDiscountsDiscountRegionsRegion = operation({
  id: "AdminDeleteDiscountsDiscountRegionsRegion",
  method: "delete",
  path: "/admin/discounts/{id}/regions/{region_id}",
  tag: TAG,
  summary: "Remove a region from a discount",
  audience: "staff",
  idempotent: true,
  responses: { 200: discountResponse },
});

export const AdminPostDiscountsDiscountDynamicCodes = operation({
  id: "AdminPostDiscountsDiscountDynamicCodes",
  method: "post",
  path: "/admin/discounts/{id}/dynamic-codes",
  tag: TAG,
  summary: "Create a dynamic code",
  description:
    "A code of a dynamic discount, sharing its rule, conditions and regions; it ends `valid_duration` after it is made.",
  audience: "staff",
  idempotent: true,
  body: z.strictObject({
    code: discountCode,
    usage_limit: usageLimit.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: discountResponse },
});

export const AdminDeleteDiscountsDiscountDynamicCodesCode = operation({
  id: "AdminDeleteDiscountsDiscountDynamicCodesCode",
  method: "delete",
  path: "/admin/discounts/{id}/dynamic-codes/{code}",
  tag: TAG,
  summary: "Delete a dynamic code",
  audience: "staff",
  idempotent: true,
  responses: { 200: discountResponse },
});

export const AdminPostDiscountsDiscountConditions = operation({
  id: "AdminPostDiscountsDiscountConditions",
  method: "post",
  path: "/admin/discounts/{discount_id}/conditions",
  tag: TAG,
  summary: "Add a condition to a discount",
  description:
    "A condition of a kind and operator the rule already has adds its resources to that one.",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: DiscountConditionInput,
  responses: { 200: discountResponse },
});

export const AdminGetDiscountsDiscountConditionsCondition = operation({
  id: "AdminGetDiscountsDiscountConditionsCondition",
  method: "get",
  path: "/admin/discounts/{discount_id}/conditions/{condition_id}",
  tag: TAG,
  summary: "Get a condition with its resources",
  audience: "staff",
  query: readQuery,
  responses: { 200: z.object({ discount_condition: DiscountCondition }) },
});

export const AdminPostDiscountsDiscountConditionsCondition = operation({
  id: "AdminPostDiscountsDiscountConditionsCondition",
  method: "post",
  path: "/admin/discounts/{discount_id}/conditions/{condition_id}",
  tag: TAG,
  summary: "Replace a condition's resources",
  description: "The list given must be of the condition's kind.",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: z.strictObject(conditionResources).superRefine(oneResourceKind),
  responses: { 200: discountResponse },
});

export const AdminDeleteDiscountsDiscountConditionsCondition = operation({
  id: "AdminDeleteDiscountsDiscountConditionsCondition",
  method: "delete",
  path: "/admin/discounts/{discount_id}/conditions/{condition_id}",
  tag: TAG,
  summary: "Delete a condition",
  audience: "staff",
  idempotent: true,
  responses: {
    200: z.object({
      id: z.string(),
      object: z.literal("discount-condition"),
      deleted: z.literal(true),
      discount: AdminDiscount,
    }),
  },
});

const resourceBatch = z.strictObject({
  resources: z
    .array(z.strictObject({ id: entityId }), { error: "must be a list of { id }" })
    .min(1, { error: "must name at least one resource" })
    .max(MAX_CONDITION_RESOURCES, {
      error: `must name at most ${MAX_CONDITION_RESOURCES} resources`,
    }),
});

export const AdminPostDiscountsDiscountConditionsConditionBatch = operation({
  id: "AdminPostDiscountsDiscountConditionsConditionBatch",
  method: "post",
  path: "/admin/discounts/{discount_id}/conditions/{condition_id}/batch",
  tag: TAG,
  summary: "Add resources to a condition",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: resourceBatch,
  responses: { 200: discountResponse },
});

export const AdminDeleteDiscountsDiscountConditionsConditionBatch = operation({
  id: "AdminDeleteDiscountsDiscountConditionsConditionBatch",
  method: "delete",
  path: "/admin/discounts/{discount_id}/conditions/{condition_id}/batch",
  tag: TAG,
  summary: "Remove resources from a condition",
  audience: "staff",
  idempotent: true,
  query: readQuery,
  body: resourceBatch,
  responses: { 200: discountResponse },
});
