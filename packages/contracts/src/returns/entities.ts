// Return reasons (Medusa v1 `return_reason`): why an item comes back. A reason may hold one level of
// sub-reasons ("Damaged" → "Arrived broken", "Scratched"); lists show the top level with its
// children.
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";

const returnReasonFields = {
  ...softDeletable,
  id: z.string(),
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  parent_return_reason_id: z.string().nullable(),
  metadata: Metadata,
};

/** A reason as it appears inside another one (a parent, or a child in a list). */
export const ReturnReasonSummary = z.object(returnReasonFields).meta({ id: "ReturnReasonSummary" });
export type ReturnReasonSummary = z.infer<typeof ReturnReasonSummary>;

/** A reason with its parent (null at the top level) and its live sub-reasons. */
export const ReturnReason = z
  .object({
    ...returnReasonFields,
    parent_return_reason: ReturnReasonSummary.nullable(),
    return_reason_children: z.array(ReturnReasonSummary),
  })
  .meta({ id: "ReturnReason" });
export type ReturnReason = z.infer<typeof ReturnReason>;
