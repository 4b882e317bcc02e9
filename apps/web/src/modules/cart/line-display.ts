// How a cart line is named and linked wherever it is shown (dropdown, cart page).

/** The fields of a line item (or anything shaped like one) that naming it needs. */
export interface DisplayedLine {
  title: string;
  description: string | null;
  variant?: { title: string; product: { handle: string | null } | null } | null;
}

/** The product page of the line's product, or null when the product has no handle. */
export function lineProductHref(line: DisplayedLine): string | null {
  const handle = line.variant?.product?.handle;
  return handle ? `/products/${encodeURIComponent(handle)}` : null;
}

/** The variant's name ("Oak / Linen"), or null when it adds nothing to the line's title. */
export function lineVariantTitle(line: DisplayedLine): string | null {
  const title = (line.variant?.title ?? line.description ?? "").trim();
  return title && title !== line.title ? title : null;
}

/** "1 item", "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
