// Cart and line totals (contract medusa-v1 §6.2, §6.3, §6.4, §10): integers in the currency's minor
// unit, tax rounded per line. Pure, so the arithmetic is tested on its own. Orders reuse it for
// their lines, with the tax rate they were completed at.
import type { TaxLineRate } from "../taxes/region-tax-rules";

export interface TaxRegion {
  /** A percentage: 8 means 8 %. */
  tax_rate: number;
  automatic_taxes: boolean;
}

export interface PricedLine {
  id: string;
  unit_price: number;
  quantity: number;
  /** Whether discounts reduce this line (a product's `discountable`); true when absent. */
  allow_discounts?: boolean;
}

/** A discount's rule, as the arithmetic needs it. */
export interface TotalsDiscount {
  type: "fixed" | "percentage" | "free_shipping";
  /** A percentage for `percentage`, minor units for `fixed`. */
  value: number;
  allocation: "total" | "item" | null;
  /** The lines the discount's conditions allow it to reduce; every line when absent. */
  item_ids?: readonly string[];
}

export interface LineTaxLine {
  rate: number;
  name: string;
  code: string;
  item_id: string;
}

export interface LineTotals {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  original_total: number;
  original_tax_total: number;
  tax_lines: LineTaxLine[];
}

export interface ShippingTotals {
  subtotal: number;
  tax_total: number;
  total: number;
  original_total: number;
  original_tax_total: number;
}

/** What the cart charges besides its lines. */
export interface CartCharges {
  shipping: ShippingTotals[];
  /** What the cart's gift cards have left, together. */
  giftCardBalance: number;
  /** The rate (a percentage) gift cards are taxed at; 0 when they are not taxable. */
  giftCardTaxRate: number;
}

export const NO_CHARGES: CartCharges = { shipping: [], giftCardBalance: 0, giftCardTaxRate: 0 };

export interface CartTotals {
  subtotal: number;
  discount_total: number;
  item_tax_total: number;
  shipping_total: number;
  shipping_tax_total: number;
  tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  total: number;
}

/** The rate taxes are charged at: the region's, when it computes taxes automatically (§6.2). */
export function effectiveTaxRate(region: TaxRegion): number {
  return region.automatic_taxes ? region.tax_rate : 0;
}

const taxOn = (amount: number, rate: number) => Math.round((amount * rate) / 100);

/**
 * Each line's share of the cart's discounts, as Medusa v1 computes a line's adjustment: a
 * percentage of the line, rounded per line; a fixed amount per unit (`item`); or a fixed amount
 * spread over the lines (`total`) in proportion to each line's part of the discountable subtotal,
 * rounded per line. A discount reduces only the lines its conditions allow (`item_ids`), but a
 * spread amount is divided by the subtotal of every discountable line, as Medusa divides it. No
 * line is discounted below zero.
 */
export function lineDiscounts(
  lines: PricedLine[],
  discounts: TotalsDiscount[],
): Map<string, number> {
  const shares = new Map(lines.map((line) => [line.id, 0]));
  const discountable = lines.filter((line) => line.allow_discounts !== false);
  const discountableTotal = discountable.reduce(
    (sum, line) => sum + line.unit_price * line.quantity,
    0,
  );
  for (const discount of discounts) {
    const allowed = discount.item_ids && new Set(discount.item_ids);
    for (const line of discountable) {
      if (allowed && !allowed.has(line.id)) continue;
      const subtotal = line.unit_price * line.quantity;
      let amount = 0;
      if (discount.type === "percentage") {
        amount = Math.round((subtotal / 100) * discount.value);
      } else if (discount.type === "fixed" && discount.allocation === "item") {
        amount = discount.value * line.quantity;
      } else if (discount.type === "fixed" && discountableTotal > 0) {
        amount = Math.round(
          Math.min(discount.value, discountableTotal) * (subtotal / discountableTotal),
        );
      }
      shares.set(line.id, Math.min(subtotal, (shares.get(line.id) ?? 0) + amount));
    }
  }
  return shares;
}

/**
 * Taxes apply only when the region computes them automatically (§6.2). A line is taxed at the
 * rates that name its product or product type (`rates`), else at the region's rate, named as
 * Medusa's system tax provider names it. Tax is charged on what is left after the discount, each
 * tax line rounded on its own (Medusa v1's tax calculation strategy).
 */
function taxLinesFor(
  line: PricedLine,
  region: TaxRegion,
  rates: readonly TaxLineRate[] | undefined,
): LineTaxLine[] {
  if (!region.automatic_taxes) return [];
  if (rates === undefined) {
    return [{ rate: region.tax_rate, name: "default", code: "default", item_id: line.id }];
  }
  return rates.map(({ rate, name, code }) => ({ rate, name, code, item_id: line.id }));
}

export function lineTotals(
  line: PricedLine,
  region: TaxRegion,
  discountTotal = 0,
  rates?: readonly TaxLineRate[],
): LineTotals {
  const subtotal = line.unit_price * line.quantity;
  const taxLines = taxLinesFor(line, region, rates);
  const taxTotal = taxLines.reduce(
    (sum, taxLine) => sum + taxOn(subtotal - discountTotal, taxLine.rate),
    0,
  );
  const originalTaxTotal = taxLines.reduce(
    (sum, taxLine) => sum + taxOn(subtotal, taxLine.rate),
    0,
  );
  return {
    subtotal,
    discount_total: discountTotal,
    tax_total: taxTotal,
    total: subtotal - discountTotal + taxTotal,
    original_total: subtotal + originalTaxTotal,
    original_tax_total: originalTaxTotal,
    tax_lines: taxLines,
  };
}

/** A shipping method's totals; a free-shipping discount makes it cost nothing (§6.4). */
export function shippingTotals(price: number, taxRate: number, free: boolean): ShippingTotals {
  return shippingTotalsAt(price, [taxRate], free);
}

/** `shippingTotals` for a method taxed at several rates, each rounded on its own. */
export function shippingTotalsAt(
  price: number,
  taxRates: readonly number[],
  free: boolean,
): ShippingTotals {
  const originalTax = taxRates.reduce((sum, rate) => sum + taxOn(price, rate), 0);
  const subtotal = free ? 0 : price;
  const tax = free ? 0 : originalTax;
  return {
    subtotal,
    tax_total: tax,
    total: subtotal + tax,
    original_total: price + originalTax,
    original_tax_total: originalTax,
  };
}

export function cartTotals(lines: LineTotals[], charges: CartCharges = NO_CHARGES): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const discountTotal = lines.reduce((sum, line) => sum + line.discount_total, 0);
  const itemTaxTotal = lines.reduce((sum, line) => sum + line.tax_total, 0);
  const shippingTotal = charges.shipping.reduce((sum, method) => sum + method.subtotal, 0);
  const shippingTaxTotal = charges.shipping.reduce((sum, method) => sum + method.tax_total, 0);
  // Gift cards pay for goods and shipping after discounts, up to what they have left (§6.2).
  const giftCardable = Math.max(0, subtotal + shippingTotal - discountTotal);
  const giftCardTotal = Math.min(charges.giftCardBalance, giftCardable);
  const taxTotal = itemTaxTotal + shippingTaxTotal;
  // Tax is rounded per line, the gift card's share of it once; capped so a card that pays for
  // everything leaves a total of 0, never a cent below (and never below 0 itself: an exchange's
  // cart, whose returned lines are negative, may carry negative tax).
  const giftCardTaxTotal = Math.min(
    taxOn(giftCardTotal, charges.giftCardTaxRate),
    Math.max(0, taxTotal),
  );
  return {
    subtotal,
    discount_total: discountTotal,
    item_tax_total: itemTaxTotal,
    shipping_total: shippingTotal,
    shipping_tax_total: shippingTaxTotal,
    tax_total: taxTotal,
    gift_card_total: giftCardTotal,
    gift_card_tax_total: giftCardTaxTotal,
    total: subtotal + shippingTotal + taxTotal - (giftCardTotal + discountTotal + giftCardTaxTotal),
  };
}
