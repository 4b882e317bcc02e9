// Which amounts are shown with tax, and how each is labelled (spec §9 "Tax added as tax_rate/100
// by default"; docs/adr/0007-prices-with-and-without-tax.md). Catalogue prices are what the
// shopper will pay, tax included; everything the API has already totalled (cart, checkout, orders,
// admin) is shown exactly as sent, so a figure on screen never disagrees with what is charged.
import { formatAmount, type Region } from "@atelier/commerce-client";

/** What the catalogue needs to know of a region to show its prices. */
export type PricingRegion = Pick<Region, "currency_code" | "tax_rate" | "automatic_taxes">;

/** Only the pricing fields, so a client component is not sent the region's countries and providers. */
export function pricingRegion({
  currency_code,
  tax_rate,
  automatic_taxes,
}: PricingRegion): PricingRegion {
  return { currency_code, tax_rate, automatic_taxes };
}

/** After a catalogue price that holds the region's tax. */
export const INCL_TAX_LABEL = "incl. tax";
/** After a catalogue price of a region that adds its tax only at checkout. */
export const EXCL_TAX_LABEL = "excl. tax";
/** Beside cart and checkout subtotals, which the API sums before tax. */
export const EXCL_TAXES_LABEL = "excl. taxes";

/**
 * The rate the cart will charge on a catalogue price: the region's own, when it computes taxes
 * automatically, as the API does (contract medusa-v1 §6.2); nothing otherwise.
 */
export function catalogueTaxRate(region: PricingRegion): number {
  return region.automatic_taxes ? region.tax_rate : 0;
}

/** Whether a catalogue price in this region holds tax, in the words shown after it. */
export function catalogueTaxLabel(region: PricingRegion): string {
  return region.automatic_taxes ? INCL_TAX_LABEL : EXCL_TAX_LABEL;
}

/** A product page or product card price (minor units, before tax) as the shopper will pay it. */
export function formatCataloguePrice(amount: number, region: PricingRegion): string {
  return formatAmount({
    amount,
    currencyCode: region.currency_code,
    taxRate: catalogueTaxRate(region),
  });
}

/**
 * An amount the API has already worked out (line prices, subtotals, taxes, totals, stored admin
 * prices): shown as sent, never taxed again.
 */
export function formatExactAmount(amount: number, currencyCode: string): string {
  return formatAmount({ amount, currencyCode, includeTaxes: false });
}
