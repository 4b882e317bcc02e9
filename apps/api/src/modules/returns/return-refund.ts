// What a return gives back, computed as Medusa v1 does for an order taxed at one rate
// (`TotalsService.getLineItemRefund`, `ReturnService.create`): each returned unit costs its unit
// price less its share of the line's discount (the line's discount over its units, rounded), tax
// is added on that, and the sum, rounded down, loses the return shipping with its tax.

export interface RefundedLine {
  unit_price: number;
  /** The units the order line holds (its discount is spread over them). */
  quantity: number;
}

/** The refund for `returned` units of `line`, whose discount share was `lineDiscount`. */
export function returnLineRefund(
  line: RefundedLine,
  lineDiscount: number,
  returned: number,
  taxRate: number,
): number {
  const unitDiscount = Math.round(lineDiscount / line.quantity);
  const subtotal = (line.unit_price - unitDiscount) * returned;
  return Math.round(subtotal * (1 + taxRate / 100));
}

/** What return shipping at `price` costs the shopper, tax included. */
export function returnShippingTotal(price: number, taxRate: number): number {
  return price + Math.round((price * taxRate) / 100);
}

/** The refund of a whole return: its lines' refunds rounded down, less the return shipping. */
export function returnRefundAmount(lineRefunds: number[], shippingTotal: number): number {
  const items = Math.floor(lineRefunds.reduce((sum, refund) => sum + refund, 0));
  return Math.max(0, items - shippingTotal);
}
