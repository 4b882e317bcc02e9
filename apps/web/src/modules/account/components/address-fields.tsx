"use client";

// The fields of an address, for the account's address book and the checkout alike.
import type { Country } from "@atelier/commerce-client";
import type { AddressDraft, AddressField } from "../address-draft";
import type { FieldErrors } from "../validation";
import { SelectField, TextField } from "./form-field";

export function AddressFields({
  value,
  errors,
  countries,
  onChange,
  autoCompleteSection = "shipping",
}: {
  value: AddressDraft;
  errors: FieldErrors<AddressField>;
  countries: Country[];
  onChange: (next: AddressDraft) => void;
  autoCompleteSection?: "shipping" | "billing";
}) {
  const field = (name: AddressField) => ({
    value: value[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  const auto = (token: string) => `${autoCompleteSection} ${token}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" autoComplete={auto("given-name")} {...field("first_name")} />
      <TextField label="Last name" autoComplete={auto("family-name")} {...field("last_name")} />
      <TextField
        label="Company (optional)"
        autoComplete={auto("organization")}
        className="sm:col-span-2"
        {...field("company")}
      />
      <TextField
        label="Address"
        autoComplete={auto("address-line1")}
        className="sm:col-span-2"
        {...field("address_1")}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete={auto("address-line2")}
        className="sm:col-span-2"
        {...field("address_2")}
      />
      <TextField label="Postal code" autoComplete={auto("postal-code")} {...field("postal_code")} />
      <TextField label="City" autoComplete={auto("address-level2")} {...field("city")} />
      <TextField
        label="State or province (optional)"
        autoComplete={auto("address-level1")}
        {...field("province")}
      />
      <SelectField label="Country" autoComplete={auto("country")} {...field("country_code")}>
        <option value="">Choose a country</option>
        {countries.map((country) => (
          <option key={country.iso_2} value={country.iso_2.toLowerCase()}>
            {country.display_name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete={auto("tel")}
        className="sm:col-span-2"
        {...field("phone")}
      />
    </div>
  );
}
