// The return reason form's state turned into `POST /admin/return-reasons` (contract medusa-v1
// §12.1). The code (Medusa's `value`) is what returns record; staff may leave it empty and it is
// made from the label ("Arrived damaged" → `arrived_damaged`).
import type { ReturnReasonSummary } from "@atelier/commerce-client";

export interface ReturnReasonDraft {
  label: string;
  value: string;
  description: string;
  /** The top-level reason this one sits under; "" for a top-level reason. */
  parent_return_reason_id: string;
}

export type ReturnReasonField = keyof ReturnReasonDraft;

export interface ReturnReasonFields {
  label: string;
  value: string;
  description: string | null;
  parent_return_reason_id?: string;
}

export type ReturnReasonDraftResult =
  | { ok: true; fields: ReturnReasonFields }
  | { ok: false; errors: Partial<Record<ReturnReasonField, string>> };

/** The API's limit on a reason's code (MAX_RETURN_REASON_VALUE_LENGTH). */
const MAX_CODE_LENGTH = 100;
/** The API's limit on free text (MAX_TEXT_LENGTH). */
const MAX_TEXT_LENGTH = 500;

export const emptyReturnReasonDraft: ReturnReasonDraft = {
  label: "",
  value: "",
  description: "",
  parent_return_reason_id: "",
};

export function returnReasonDraftOf(reason: ReturnReasonSummary): ReturnReasonDraft {
  return {
    label: reason.label,
    value: reason.value,
    description: reason.description ?? "",
    parent_return_reason_id: reason.parent_return_reason_id ?? "",
  };
}

/** A code from a label: lowercase letters and digits joined by underscores. */
export function codeFromLabel(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, MAX_CODE_LENGTH);
}

export function returnReasonFields(draft: ReturnReasonDraft): ReturnReasonDraftResult {
  const errors: Partial<Record<ReturnReasonField, string>> = {};
  const label = draft.label.trim();
  const value = draft.value.trim() || codeFromLabel(label);
  const description = draft.description.trim();
  if (label === "") errors.label = "Give the reason a label shoppers will read.";
  else if (label.length > MAX_TEXT_LENGTH) {
    errors.label = `Keep the label under ${MAX_TEXT_LENGTH} characters.`;
  }
  if (label !== "" && value === "") errors.value = "Give the reason a code (letters or digits).";
  else if (value.length > MAX_CODE_LENGTH) {
    errors.value = `Keep the code under ${MAX_CODE_LENGTH} characters.`;
  }
  if (description.length > MAX_TEXT_LENGTH) {
    errors.description = `Keep the description under ${MAX_TEXT_LENGTH} characters.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      label,
      value,
      description: description === "" ? null : description,
      ...(draft.parent_return_reason_id !== "" && {
        parent_return_reason_id: draft.parent_return_reason_id,
      }),
    },
  };
}
