// Cart and line totals (contract medusa-v1 §6.2, §6.3, §10): integers in the currency's minor unit,
// tax rounded per line. Pure, so the arithmetic is tested on its own. Discounts, gift cards and
// shipping are not in the cart yet, so their totals are 0.

export interface TaxRegion {
  /** A percentage: 8 means 8 %. */
  tax_rate: number;
  automatic_taxes: boolean;
}

export interface PricedLine {
  id: string;
  unit_price: number;
  quantity: number;
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

/**
 * Taxes apply only when the region computes them automatically (§6.2); the region's rate then
 * becomes the line's one tax line, named as Medusa's system tax provider names it.
 */
function taxLinesFor(line: PricedLine, region: TaxRegion): LineTaxLine[] {
  if (!region.automatic_taxes) return [];
  return [{ rate: region.tax_rate, name: "default", code: "default", item_id: line.id }];
}

export function lineTotals(line: PricedLine, region: TaxRegion): LineTotals {
  const subtotal = line.unit_price * line.quantity;
  const taxLines = taxLinesFor(line, region);
  const taxTotal = taxLines.reduce(
    (sum, taxLine) => sum + Math.round((subtotal * taxLine.rate) / 100),
    0,
  );
  return {
    subtotal,
    discount_total: 0,
    tax_total: taxTotal,
    total: subtotal + taxTotal,
    original_total: subtotal + taxTotal,
    original_tax_total: taxTotal,
    tax_lines: taxLines,
  };
}

export function cartTotals(lines: LineTotals[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const itemTaxTotal = lines.reduce((sum, line) => sum + line.tax_total, 0);
  const discountTotal = 0;
  const shippingTotal = 0;
  const shippingTaxTotal = 0;
  const giftCardTotal = 0;
  const giftCardTaxTotal = 0;
  const taxTotal = itemTaxTotal + shippingTaxTotal;
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
