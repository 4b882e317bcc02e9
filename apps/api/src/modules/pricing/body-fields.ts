// Request pieces shared by the customer group and price list routes (validated at the edge).
import { currencyCodeField, moneyField } from "@atelier/contracts";
import { z } from "zod";
import { requiredText, textField } from "../customers/fields";
import { entityId } from "../carts/cart-input";
import { dateText } from "../../http/list-query";
import { MAX_BATCH_SIZE } from "./constants";

// Pieces other domains' bodies share live with the route declarations.
export { currencyCodeField, moneyField } from "@atelier/contracts";

/** `[{id}]`, as Medusa's batch bodies name rows. */
export const idList = z
  .array(z.strictObject({ id: entityId }))
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} entries` });

export const nameField = requiredText;
export const descriptionField = textField;

const quantityBound = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be at least 0" })
  .max(2_147_483_647, { error: "is too large" })
  .nullish();

/** An ISO-8601 date, or null to clear it. */
export const dateField = dateText.nullish();

/** One price of a price list: in a currency or in a region (one of the two), with quantity bounds. */
export const priceInput = z
  .strictObject({
    id: entityId.optional(),
    amount: moneyField,
    variant_id: entityId,
    currency_code: currencyCodeField.optional(),
    region_id: entityId.optional(),
    min_quantity: quantityBound,
    max_quantity: quantityBound,
  })
  .superRefine((price, context) => {
    if ((price.currency_code === undefined) === (price.region_id === undefined)) {
      context.addIssue({
        code: "custom",
        message: "must have either a currency_code or a region_id",
      });
    }
    if (
      price.min_quantity != null &&
      price.max_quantity != null &&
      price.min_quantity > price.max_quantity
    ) {
      context.addIssue({
        code: "custom",
        message: "min_quantity must not be greater than max_quantity",
      });
    }
  });
export type PriceInput = z.infer<typeof priceInput>;

export const priceInputs = z
  .array(priceInput)
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} prices` });
