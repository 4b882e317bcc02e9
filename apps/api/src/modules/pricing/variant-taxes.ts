// The tax fields Medusa v1 adds beside a variant's prices (§7.1). They are filled only when the
// region is known and computes taxes automatically. The rates that name the product or its type
// apply, together (Medusa's PricingService adds them up and rounds once); without any, the
// region's own rate, as Medusa's default tax provider does.
import type { TaxLineRate } from "../taxes/region-tax-rules";
import type { PricingRegion } from "./price-context";
import type { VariantPricing } from "./variant-prices";

export interface TaxRate {
  /** A percentage: 25 means 25 %. */
  rate: number;
  name: string;
  code: string;
}

export interface VariantTaxes {
  original_price_incl_tax: number | null;
  calculated_price_incl_tax: number | null;
  original_tax: number | null;
  calculated_tax: number | null;
  tax_rates: TaxRate[] | null;
}

export function variantTaxes(
  pricing: VariantPricing,
  region: PricingRegion | undefined,
  productRates?: readonly TaxLineRate[],
): VariantTaxes {
  if (region === undefined || !region.automatic_taxes) {
    return {
      original_price_incl_tax: null,
      calculated_price_incl_tax: null,
      original_tax: null,
      calculated_tax: null,
      tax_rates: null,
    };
  }
  const rates = productRates ?? [{ rate: region.tax_rate, name: "default", code: "default" }];
  const totalRate = rates.reduce((sum, { rate }) => sum + rate, 0);
  const taxOf = (amount: number | null) =>
    amount === null ? null : Math.round((amount * totalRate) / 100);
  const original_tax = taxOf(pricing.original_price);
  const calculated_tax = taxOf(pricing.calculated_price);
  return {
    original_price_incl_tax:
      pricing.original_price === null || original_tax === null
        ? null
        : pricing.original_price + original_tax,
    calculated_price_incl_tax:
      pricing.calculated_price === null || calculated_tax === null
        ? null
        : pricing.calculated_price + calculated_tax,
    original_tax,
    calculated_tax,
    tax_rates: rates.map(({ rate, name, code }) => ({ rate, name, code })),
  };
}
