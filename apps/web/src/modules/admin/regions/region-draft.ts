// The region form's text turned into the Admin API body (contract medusa-v1 §12.1
// `AdminPostRegionsReq`), with a sentence per field that is wrong.
import type { AdminRegion, CreateRegionInput } from "@atelier/commerce-client";

export interface RegionDraft {
  name: string;
  currency_code: string;
  tax_rate: string;
  /** ISO 3166-1 alpha-2 codes separated by commas or spaces. */
  countries: string;
  payment_providers: string[];
  fulfillment_providers: string[];
}

export type RegionDraftField = "name" | "currency_code" | "tax_rate" | "countries" | "providers";

export type RegionDraftResult =
  | { ok: true; payload: CreateRegionInput }
  | { ok: false; errors: Partial<Record<RegionDraftField, string>> };

export function emptyRegionDraft(currencyCode = ""): RegionDraft {
  return {
    name: "",
    currency_code: currencyCode,
    tax_rate: "0",
    countries: "",
    payment_providers: [],
    fulfillment_providers: [],
  };
}

export function regionDraftOf(region: AdminRegion): RegionDraft {
  return {
    name: region.name,
    currency_code: region.currency_code,
    tax_rate: String(region.tax_rate),
    countries: region.countries.map((country) => country.iso_2).join(", "),
    payment_providers: region.payment_providers.map((provider) => provider.id),
    fulfillment_providers: (region.fulfillment_providers ?? []).map((provider) => provider.id),
  };
}

/** Lower-case country codes in the order typed, without repeats; undefined when one is not a code. */
export function countryCodes(text: string): string[] | undefined {
  const codes = text
    .split(/[\s,]+/)
    .map((each) => each.trim().toLowerCase())
    .filter((each) => each !== "");
  if (codes.some((code) => !/^[a-z]{2}$/.test(code))) return undefined;
  return [...new Set(codes)];
}

export function regionPayload(draft: RegionDraft): RegionDraftResult {
  const errors: Partial<Record<RegionDraftField, string>> = {};
  const name = draft.name.trim();
  if (name === "") errors.name = "Name is required.";
  if (draft.currency_code === "") errors.currency_code = "Choose a currency.";
  const taxText = draft.tax_rate.trim();
  const taxRate = Number(taxText);
  if (taxText === "" || !Number.isFinite(taxRate) || taxRate < 0 || taxRate > 100) {
    errors.tax_rate = "Enter a tax rate from 0 to 100.";
  }
  const countries = countryCodes(draft.countries);
  if (!countries) errors.countries = "Use two-letter country codes, such as us, ca.";
  if (draft.payment_providers.length === 0 || draft.fulfillment_providers.length === 0) {
    errors.providers = "Choose at least one payment and one fulfillment provider.";
  }
  if (Object.keys(errors).length > 0 || !countries) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      currency_code: draft.currency_code,
      tax_rate: taxRate,
      countries,
      payment_providers: draft.payment_providers,
      fulfillment_providers: draft.fulfillment_providers,
    },
  };
}
