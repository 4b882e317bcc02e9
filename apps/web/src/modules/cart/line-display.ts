// How a cart line is named and linked wherever it is shown (dropdown, cart page).
import { lineRecipient } from "@/modules/gift-card/recipient";

/** The fields of a line item (or anything shaped like one) that naming it needs. */
export interface DisplayedLine {
  title: string;
  description: string | null;
  variant?: { title: string; product: { handle: string | null } | null } | null;
  metadata?: Record<string, unknown> | null;
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

/** Whom a gift-card line is for, "For Ada (ada@example.com)", or null for any other line. */
export function lineRecipientLabel(line: Pick<DisplayedLine, "metadata">): string | null {
  const recipient = lineRecipient(line.metadata);
  if (!recipient) return null;
  return recipient.name ? `For ${recipient.name} (${recipient.email})` : `For ${recipient.email}`;
}
