// Request pieces of the admin order and payment actions (contract medusa-v1 §12.5), checked at
// the edge: anything else is a 400 invalid_data naming the field.
import { z } from "zod";
import { MAX_INTEGER } from "../catalogue/fields";
import { emailField, entityId, jsonObject, textField } from "../common/input";
import { queryFieldList } from "../common/query";
import { RefundReason } from "./admin-entities";

/** Ours: how many tracking numbers one shipment may carry, and how long each may be. */
export const MAX_TRACKING_NUMBERS = 20;
export const MAX_TRACKING_NUMBER_LENGTH = 100;

/** Ours: how many lines one fulfillment request may name. */
export const MAX_FULFILLMENT_ITEMS = 500;

/** `expand` and `fields` are accepted (contract §12.5); the answer is always the full order. */
export const actionQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

/** Capture, cancel, complete and archive take no body. */
export const emptyBody = z.strictObject({});

const positiveInteger = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a number") })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be greater than 0" })
  .max(MAX_INTEGER, { error: `must be at most ${MAX_INTEGER}` });

const noNotification = z.boolean({ error: "must be true or false" });

export const refundBody = z.strictObject({
  amount: positiveInteger,
  reason: z.enum(RefundReason.options, {
    error: `must be one of ${RefundReason.options.join(", ")}`,
  }),
  note: textField.nullish(),
  no_notification: noNotification.optional(),
});

export const fulfillmentBody = z.strictObject({
  items: z
    .array(z.strictObject({ item_id: entityId, quantity: positiveInteger }), {
      error: "must be a list of items",
    })
    .min(1, { error: "must name at least one item" })
    .max(MAX_FULFILLMENT_ITEMS, { error: `must name at most ${MAX_FULFILLMENT_ITEMS} items` })
    .refine((items) => new Set(items.map((item) => item.item_id)).size === items.length, {
      error: "must name each item once",
    }),
  location_id: entityId.nullish(),
  no_notification: noNotification.optional(),
  metadata: jsonObject.nullish(),
});

const trackingNumber = z
  .string({ error: "must be text" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(MAX_TRACKING_NUMBER_LENGTH, {
    error: `must be at most ${MAX_TRACKING_NUMBER_LENGTH} characters`,
  })
  .pipe(textField);

export const shipmentBody = z.strictObject({
  fulfillment_id: entityId,
  tracking_numbers: z
    .array(trackingNumber, { error: "must be a list of tracking numbers" })
    .max(MAX_TRACKING_NUMBERS, { error: `must hold at most ${MAX_TRACKING_NUMBERS} numbers` })
    .optional(),
  no_notification: noNotification.optional(),
});

export const orderUpdateBody = z.strictObject({
  email: emailField.optional(),
  no_notification: noNotification.nullish(),
  metadata: jsonObject.nullish(),
});
