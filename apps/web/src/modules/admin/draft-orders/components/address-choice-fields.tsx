"use client";

// One address of the draft: one of the chosen customer's saved addresses, or typed here.
import type { Address, Country } from "@atelier/commerce-client";
import { useId } from "react";
import { SelectField } from "@/modules/account/components/form-field";
import { AddressFields } from "@/modules/account/components/address-fields";
import {
  addressLines,
  emptyAddressDraft,
  type AddressField,
} from "@/modules/account/address-draft";
import type { FieldErrors } from "@/modules/account/validation";
import type { AddressChoice } from "../draft-order-input";

const TYPED = "typed";

export function AddressChoiceFields({
  legend,
  saved,
  countries,
  value,
  errors,
  onChange,
  autoCompleteSection,
}: {
  legend: string;
  saved: Address[];
  countries: Country[];
  value: AddressChoice;
  errors: FieldErrors<AddressField>;
  onChange: (next: AddressChoice) => void;
  autoCompleteSection: "shipping" | "billing";
}) {
  const legendId = useId();
  const defaultCountry = countries[0]?.iso_2.toLowerCase() ?? "";
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-4">
      <legend id={legendId} className="text-lg">
        {legend}
      </legend>
      {saved.length > 0 ? (
        <SelectField
          label={`${legend}: saved or new`}
          value={value.kind === "saved" ? value.id : TYPED}
          onChange={(event) =>
            onChange(
              event.target.value === TYPED
                ? { kind: "typed", draft: emptyAddressDraft(defaultCountry) }
                : { kind: "saved", id: event.target.value },
            )
          }
        >
          {saved.map((address) => (
            <option key={address.id} value={address.id}>
              {addressLines(address, countries).join(", ")}
            </option>
          ))}
          <option value={TYPED}>A new address</option>
        </SelectField>
      ) : null}
      {value.kind === "typed" ? (
        <AddressFields
          value={value.draft}
          errors={errors}
          countries={countries}
          autoCompleteSection={autoCompleteSection}
          onChange={(draft) => onChange({ kind: "typed", draft })}
        />
      ) : null}
    </fieldset>
  );
}
