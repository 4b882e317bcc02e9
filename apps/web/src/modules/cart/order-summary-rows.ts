// The rows of the cart's and checkout's order summary (ADR 0007). Every figure is the API's own,
// shown as sent: goods and shipping before tax, the taxes on their own row, then the total, so
// the rows always add up to what the shopper is charged.
import type { Cart } from "@atelier/commerce-client";
import { EXCL_TAXES_LABEL, formatExactAmount } from "@/modules/money/price-display";

export type SummaryCart = Pick<
  Cart,
  | "subtotal"
  | "discount_total"
  | "gift_card_total"
  | "gift_card_tax_total"
  | "shipping_total"
  | "tax_total"
  | "total"
> & {
  region: Pick<Cart["region"], "currency_code">;
  shipping_methods: readonly unknown[];
};

export interface SummaryRow {
  label: string;
  value: string;
}

export const SUBTOTAL_LABEL = `Subtotal (${EXCL_TAXES_LABEL})`;

/**
 * The rows above the total. `shippingPending` is shown while no delivery is chosen yet. A taxable
 * gift card also pays the tax on what it covers (contract medusa-v1 §6.2), on a row of its own.
 */
export function orderSummaryRows(cart: SummaryCart, shippingPending: string): SummaryRow[] {
  const money = (amount: number) => formatExactAmount(amount, cart.region.currency_code);
  const rows: Array<SummaryRow & { show: boolean }> = [
    { label: SUBTOTAL_LABEL, value: money(cart.subtotal), show: true },
    { label: "Discount", value: `−${money(cart.discount_total)}`, show: cart.discount_total > 0 },
    {
      label: "Gift card",
      value: `−${money(cart.gift_card_total)}`,
      show: cart.gift_card_total > 0,
    },
    {
      label: "Shipping",
      value: cart.shipping_methods.length > 0 ? money(cart.shipping_total) : shippingPending,
      show: true,
    },
    { label: "Taxes", value: money(cart.tax_total), show: true },
    {
      label: "Taxes paid by gift card",
      value: `−${money(cart.gift_card_tax_total)}`,
      show: cart.gift_card_tax_total > 0,
    },
  ];
  return rows.filter((row) => row.show).map(({ label, value }) => ({ label, value }));
}

export function orderSummaryTotal(cart: SummaryCart): string {
  return formatExactAmount(cart.total, cart.region.currency_code);
}
