// The tax rate form's text turned into Admin API fields (Medusa v1 `/admin/tax-rates`): a name, a
// code and a percentage between 0 and 100 (the API's bounds), with up to three decimals.
import type { TaxRateAnswer } from "@atelier/commerce-client";

export interface TaxRateDraft {
  name: string;
  code: string;
  rate: string;
}

export type TaxRateField = keyof TaxRateDraft;

export interface TaxRateFields {
  name: string;
  code: string;
  rate: number;
}

export type TaxRateDraftResult =
  | { ok: true; fields: TaxRateFields }
  | { ok: false; errors: Partial<Record<TaxRateField, string>> };

export const emptyTaxRateDraft: TaxRateDraft = { name: "", code: "", rate: "" };

export function taxRateDraftOf(rate: TaxRateAnswer): TaxRateDraft {
  return {
    name: rate.name ?? "",
    code: rate.code ?? "",
    rate: rate.rate === null || rate.rate === undefined ? "" : String(rate.rate),
  };
}

const RATE_PATTERN = /^\d{1,3}(\.\d{1,3})?$/;

export function taxRateFields(draft: TaxRateDraft): TaxRateDraftResult {
  const errors: Partial<Record<TaxRateField, string>> = {};
  const name = draft.name.trim();
  const code = draft.code.trim();
  const rateText = draft.rate.trim().replace(",", ".");
  if (name === "") errors.name = "Name is required.";
  if (code === "") errors.code = "Code is required.";
  const rate = Number(rateText);
  if (rateText === "") errors.rate = "Rate is required.";
  else if (!RATE_PATTERN.test(rateText) || rate > 100) {
    errors.rate = "Enter a percentage from 0 to 100, such as 8 or 12.5.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { name, code, rate } };
}

/** "2 products · 1 product type · no shipping options": what a rate applies to, in words. */
export function overridesSummary(rate: TaxRateAnswer): string {
  const count = (n: number | undefined, one: string, many: string) =>
    `${n ? n : "no"} ${n === 1 ? one : many}`;
  return [
    count(rate.product_count, "product", "products"),
    count(rate.product_type_count, "product type", "product types"),
    count(rate.shipping_option_count, "shipping option", "shipping options"),
  ].join(" · ");
}
