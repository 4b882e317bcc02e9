"use client";

// The reason picker of a return: the store's reasons, sub-reasons grouped under their heading.
import type { ReturnReason } from "@atelier/commerce-client";
import type { SelectHTMLAttributes } from "react";
import { SelectField } from "@/modules/account/components/form-field";
import { reasonChoices } from "../return-lines";

export function ReturnReasonField({
  reasons,
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { reasons: ReturnReason[]; error?: string }) {
  return (
    <SelectField label="Reason" name="reason" error={error} {...select}>
      <option value="">Choose a reason</option>
      {reasonChoices(reasons).map((choice) =>
        choice.kind === "reason" ? (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ) : (
          <optgroup key={choice.label} label={choice.label}>
            {choice.reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.label}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </SelectField>
  );
}
