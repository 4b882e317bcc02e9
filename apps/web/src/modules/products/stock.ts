import type { ProductVariant } from "@atelier/commerce-client";

/** At or below this many left, the page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState =
  | { kind: "in-stock" }
  | { kind: "low-stock"; quantity: number }
  | { kind: "made-to-order" }
  | { kind: "out-of-stock" };

type StockFields = Pick<
  ProductVariant,
  "inventory_quantity" | "manage_inventory" | "allow_backorder"
>;

export function stockState(variant: StockFields): StockState {
  if (!variant.manage_inventory) return { kind: "in-stock" };
  const quantity = variant.inventory_quantity;
  if (quantity <= 0)
    return variant.allow_backorder ? { kind: "made-to-order" } : { kind: "out-of-stock" };
  if (quantity <= LOW_STOCK_THRESHOLD) return { kind: "low-stock", quantity };
  return { kind: "in-stock" };
}

export function stockLabel(state: StockState): string {
  switch (state.kind) {
    case "in-stock":
      return "In stock";
    case "low-stock":
      return `Only ${state.quantity} left`;
    case "made-to-order":
      return "Made to order";
    case "out-of-stock":
      return "Out of stock";
  }
}

export function isPurchasable(variant: StockFields): boolean {
  return stockState(variant).kind !== "out-of-stock";
}

/** The most a shopper can add at once: the stock left, unless stock is not counted or can be backordered. */
export function maxOrderQuantity(variant: StockFields, cap: number): number {
  if (!variant.manage_inventory || variant.allow_backorder) return cap;
  return Math.max(0, Math.min(cap, variant.inventory_quantity));
}
