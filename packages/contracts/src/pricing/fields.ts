// Request-body pieces of the price list and customer group routes (contract medusa-v1 §12.1, §13).
import { z } from "zod";
import { currencyCodeField, entityId, moneyField } from "../common/input";

/** The most rows one batch request may name, so that a request stays one reasonable statement. */
export const MAX_BATCH_SIZE = 1_000;

/** `[{id}]`, as Medusa's batch bodies name rows. */
export const idList = z
  .array(z.strictObject({ id: entityId }))
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} entries` });

const quantityBound = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(0, { error: "must be at least 0" })
  .max(2_147_483_647, { error: "is too large" })
  .nullish();

/** One price of a price list: in a currency or in a region (one of the two), with quantity bounds. */
export const priceListPriceInput = z
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
export type PriceListPriceInput = z.infer<typeof priceListPriceInput>;

export const priceListPriceInputs = z
  .array(priceListPriceInput)
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} prices` });
