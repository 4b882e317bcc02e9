// Admin routes of the returns domain: return reasons (Medusa v1 §12.1).
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { entityId, metadataField, requiredText, textField } from "../common/input";
import { operation } from "../operation";
import { ReturnReason } from "./entities";

const TAG = "Returns";

/** Ours: a reason's value is a short code (`damaged`, `wrong_size`). */
export const MAX_RETURN_REASON_VALUE_LENGTH = 100;

const reasonValue = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : "must be text") })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(MAX_RETURN_REASON_VALUE_LENGTH, {
    error: `must be at most ${MAX_RETURN_REASON_VALUE_LENGTH} characters`,
  })
  .pipe(textField);
const reasonLabel = requiredText;
const reasonDescription = textField.nullable();

const reasonResponse = z.object({ return_reason: ReturnReason });

export const AdminGetReturnReasons = operation({
  id: "AdminGetReturnReasons",
  method: "get",
  path: "/admin/return-reasons",
  tag: TAG,
  summary: "List the return reasons",
  description: "The top-level reasons, each with its sub-reasons; not paginated, as in Medusa.",
  audience: "staff",
  responses: { 200: z.object({ return_reasons: z.array(ReturnReason) }) },
});

export const AdminPostReturnReasons = operation({
  id: "AdminPostReturnReasons",
  method: "post",
  path: "/admin/return-reasons",
  tag: TAG,
  summary: "Add a return reason",
  description:
    "`value` is unique among live reasons (422 when taken). A parent must be a top-level reason: reasons nest one level only.",
  audience: "staff",
  body: z.strictObject({
    value: reasonValue,
    label: reasonLabel,
    parent_return_reason_id: entityId.optional(),
    description: reasonDescription.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: reasonResponse },
});

export const AdminGetReturnReasonsReason = operation({
  id: "AdminGetReturnReasonsReason",
  method: "get",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Get a return reason",
  audience: "staff",
  responses: { 200: reasonResponse },
});

export const AdminPostReturnReasonsReason = operation({
  id: "AdminPostReturnReasonsReason",
  method: "post",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Change a return reason",
  description: 'Only the fields sent change; `metadata` is merged (a `""` value deletes its key).',
  audience: "staff",
  body: z.strictObject({
    value: reasonValue.optional(),
    label: reasonLabel.optional(),
    description: reasonDescription.optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: reasonResponse },
});

export const AdminDeleteReturnReasonsReason = operation({
  id: "AdminDeleteReturnReasonsReason",
  method: "delete",
  path: "/admin/return-reasons/{id}",
  tag: TAG,
  summary: "Delete a return reason",
  description:
    "The reason and its sub-reasons are marked deleted and no longer listed; returns that name them keep them.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});
