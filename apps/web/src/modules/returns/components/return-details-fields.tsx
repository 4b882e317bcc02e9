"use client";

// What a return and an exchange ask besides the quantities: a reason (when the store has any),
// the return shipping (when the region has an option) and a note for the whole return.
import type { ReturnReason } from "@atelier/commerce-client";
import { SelectField, TextAreaField } from "@/modules/account/components/form-field";
import { ReturnReasonField } from "./return-reason-field";

/** Ours: the API takes notes of any length; a return note is a sentence or two. */
const NOTE_MAX_LENGTH = 1000;

export interface ReturnDetails {
  reasonId: string;
  optionId: string;
  note: string;
}

export function ReturnDetailsFields({
  reasons,
  returnOptions,
  value,
  onChange,
  reasonError,
  optionLabel,
}: {
  reasons: ReturnReason[];
  returnOptions: { id: string; name: string; amount: number | null }[];
  value: ReturnDetails;
  /** Called with the changed field's new value; a new reason also clears its error. */
  onChange: (value: ReturnDetails) => void;
  reasonError?: string;
  /** How a return shipping option reads, with its price. */
  optionLabel: (option: { name: string; amount: number | null }) => string;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {reasons.length > 0 ? (
          <ReturnReasonField
            reasons={reasons}
            value={value.reasonId}
            onChange={(event) => onChange({ ...value, reasonId: event.target.value })}
            error={reasonError}
          />
        ) : null}
        {returnOptions.length > 0 ? (
          <SelectField
            label="Return shipping"
            name="return_shipping"
            value={value.optionId}
            onChange={(event) => onChange({ ...value, optionId: event.target.value })}
          >
            <option value="">I will send the items myself</option>
            {returnOptions.map((each) => (
              <option key={each.id} value={each.id}>
                {optionLabel(each)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <TextAreaField
        label="Note (optional)"
        name="note"
        value={value.note}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
    </>
  );
}
