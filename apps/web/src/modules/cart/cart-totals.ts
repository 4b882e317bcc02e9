// Spec §4 (quantity change): the cart the shopper sees while a quantity change is in flight.
// It mirrors the server's totals (contract §6.2, §6.3, §10) so the figures rarely move when the
// real cart comes back: taxes are rounded per line, and the totals are summed from the lines.
import { taxOn, type Cart, type LineItem } from "@atelier/commerce-client";

/**
 * The tax percentage for a line: its own tax lines when the server has set them, otherwise the
 * region's rate when the region computes taxes automatically (contract §6.2).
 */
export function lineTaxRate(line: LineItem, region: Cart["region"]): number {
  if (line.tax_lines && line.tax_lines.length > 0) {
    return line.tax_lines.reduce((sum, taxLine) => sum + taxLine.rate, 0);
  }
  return region.automatic_taxes ? region.tax_rate : 0;
}

/** A line at a new quantity, with its subtotal, discount, tax and total worked out again. */
export function repriceLine(line: LineItem, quantity: number, taxRate: number): LineItem {
  const subtotal = line.unit_price * quantity;
  // Discounts on a line scale with its quantity; the server sends the exact figure back.
  const discountTotal =
    line.quantity > 0 ? Math.round(((line.discount_total ?? 0) * quantity) / line.quantity) : 0;
  const taxTotal = Math.round(((subtotal - discountTotal) * taxRate) / 100);
  const originalTaxTotal = Math.round((subtotal * taxRate) / 100);
  return {
    ...line,
    quantity,
    subtotal,
    discount_total: discountTotal,
    tax_total: taxTotal,
    total: subtotal - discountTotal + taxTotal,
    original_tax_total: originalTaxTotal,
    original_total: subtotal + originalTaxTotal,
  };
}

/** A line's amount before tax, as the server sends it (or works it out when it has not). */
export function lineSubtotal(line: LineItem): number {
  return line.subtotal ?? line.unit_price * line.quantity;
}

/**
 * What the cart's gift cards pay: their balance, up to goods and shipping after discounts, plus
 * the tax on that when the region taxes gift cards, never more than the taxes (contract §6.2).
 */
function giftCardTotals(
  cart: Cart,
  payable: number,
  taxTotal: number,
): Pick<Cart, "gift_card_total" | "gift_card_tax_total"> {
  const balance = cart.gift_cards.reduce((sum, card) => sum + card.balance, 0);
  const giftCardTotal = Math.min(balance, Math.max(0, payable));
  const rate =
    cart.region.gift_cards_taxable && cart.region.automatic_taxes ? cart.region.tax_rate : 0;
  return {
    gift_card_total: giftCardTotal,
    gift_card_tax_total: Math.min(taxOn(giftCardTotal, rate), taxTotal),
  };
}

/** The cart totals summed from its lines, as the server decorates a cart (contract §6.2). */
export function cartTotals(
  cart: Cart,
  items: LineItem[],
): Pick<
  Cart,
  | "subtotal"
  | "discount_total"
  | "item_tax_total"
  | "tax_total"
  | "gift_card_total"
  | "gift_card_tax_total"
  | "total"
> {
  const subtotal = items.reduce((sum, line) => sum + lineSubtotal(line), 0);
  const discountTotal = Math.round(
    items.reduce((sum, line) => sum + (line.discount_total ?? 0), 0),
  );
  const itemTaxTotal = items.reduce((sum, line) => sum + (line.tax_total ?? 0), 0);
  const taxTotal = itemTaxTotal + cart.shipping_tax_total;
  const giftCards = giftCardTotals(cart, subtotal + cart.shipping_total - discountTotal, taxTotal);
  return {
    subtotal,
    discount_total: discountTotal,
    item_tax_total: itemTaxTotal,
    tax_total: taxTotal,
    ...giftCards,
    total:
      subtotal +
      cart.shipping_total +
      taxTotal -
      (giftCards.gift_card_total + discountTotal + giftCards.gift_card_tax_total),
  };
}

/**
 * The cart with one line at a new quantity; quantity 0 removes the line, as the server does
 * (contract §5). An unknown line leaves the cart as it is.
 */
export function applyQuantityChange(cart: Cart, lineId: string, quantity: number): Cart {
  if (!cart.items.some((line) => line.id === lineId)) return cart;
  const items = cart.items.flatMap((line) => {
    if (line.id !== lineId) return [line];
    return quantity > 0 ? [repriceLine(line, quantity, lineTaxRate(line, cart.region))] : [];
  });
  return { ...cart, items, ...cartTotals(cart, items) };
}

/** How many items the cart holds, counting each unit. */
export function cartItemCount(cart: Cart | undefined): number {
  return cart?.items.reduce((count, line) => count + line.quantity, 0) ?? 0;
}
