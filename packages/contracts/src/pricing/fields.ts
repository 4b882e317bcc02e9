// Request-body pieces of the price list and customer group routes (contract medusa-v1 §12.1, §13).
import { z } from "zod";
import { entityId } from "../common/input";

/** The most rows one batch request may name, so that a request stays one reasonable statement. */
export const MAX_BATCH_SIZE = 1_000;

/** `[{id}]`, as Medusa's batch bodies name rows. */
export const idList = z
  .array(z.strictObject({ id: entityId }))
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} entries` });
