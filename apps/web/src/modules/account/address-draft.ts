// An address as its form holds it (every field a string), and the ways in and out of it.
import type { Address, AddressCreatePayload, Country } from "@atelier/commerce-client";
import { collectErrors, requiredError, type FieldErrors } from "./validation";

export interface AddressDraft {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  province: string;
  postal_code: string;
  country_code: string;
  phone: string;
}

export type AddressField = keyof AddressDraft;

export function emptyAddressDraft(countryCode = ""): AddressDraft {
  return {
    first_name: "",
    last_name: "",
    company: "",
    address_1: "",
    address_2: "",
    city: "",
    province: "",
    postal_code: "",
    country_code: countryCode,
    phone: "",
  };
}

export function draftFromAddress(address: Address): AddressDraft {
  return {
    first_name: address.first_name ?? "",
    last_name: address.last_name ?? "",
    company: address.company ?? "",
    address_1: address.address_1 ?? "",
    address_2: address.address_2 ?? "",
    city: address.city ?? "",
    province: address.province ?? "",
    postal_code: address.postal_code ?? "",
    country_code: (address.country_code ?? "").toLowerCase(),
    phone: address.phone ?? "",
  };
}

/** Contract §6.1: the fields an address must have to be created. */
export function addressErrors(draft: AddressDraft): FieldErrors<AddressField> {
  return collectErrors<AddressField>({
    first_name: requiredError(draft.first_name, "First name"),
    last_name: requiredError(draft.last_name, "Last name"),
    company: undefined,
    address_1: requiredError(draft.address_1, "Address"),
    address_2: undefined,
    city: requiredError(draft.city, "City"),
    province: undefined,
    postal_code: requiredError(draft.postal_code, "Postal code"),
    country_code: requiredError(draft.country_code, "Country"),
    phone: undefined,
  });
}

/** Trimmed, with the optional fields left out when empty. */
export function addressPayload(draft: AddressDraft): AddressCreatePayload {
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    address_1: draft.address_1.trim(),
    city: draft.city.trim(),
    postal_code: draft.postal_code.trim(),
    country_code: draft.country_code.toLowerCase(),
    company: optional(draft.company),
    address_2: optional(draft.address_2),
    province: optional(draft.province),
    phone: optional(draft.phone),
  };
}

/** The lines to print an address with: name, company, street, town, country. */
export function addressLines(address: Address, countries: Country[] = []): string[] {
  const country = countries.find(
    (candidate) => candidate.iso_2.toLowerCase() === address.country_code?.toLowerCase(),
  );
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ");
  const town = [address.postal_code, address.city, address.province].filter(Boolean).join(" ");
  return [
    name,
    address.company,
    address.address_1,
    address.address_2,
    town,
    country?.display_name ?? address.country_code?.toUpperCase(),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}
