// The cart's size in words, for the header's cart button and the cart page. Apart from
// line-display.ts, whose gift-card recipients the header does not need on first load (issue 16).

/** "1 item", "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
