// What staff may claim on an order and what a claim gives back, as the API computes it (issue 13;
// apps/api claims/claim-actions.ts, docs/decisions.md "Claims"): units fulfilled, not returned and
// not named by another claim still open; a refund claim refunds the claimed units that were
// shipped at their discounted price with the order's tax, never more than is left to refund. The
// API's answer is what counts; this is the preview before sending.
import type { ClaimOrder, ClaimReason, OrderLineItem } from "@atelier/commerce-client";
import { lineQuantities } from "@/modules/orders/line-quantities";
import { returnRefundEstimate } from "@/modules/returns/return-lines";

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  missing_item: "Missing item",
  wrong_item: "Wrong item",
  production_failure: "Production failure",
  other: "Other",
};

/** Ours: the most of one variant a replacement sends; the API refuses what is not in stock. */
export const MAX_REPLACEMENT_QUANTITY = 1000;

type ClaimableLine = Pick<
  OrderLineItem,
  | "id"
  | "quantity"
  | "unit_price"
  | "fulfilled_quantity"
  | "returned_quantity"
  | "shipped_quantity"
  | "variant_id"
> & { discount_total?: number };
type NamingClaim = Pick<ClaimOrder, "canceled_at"> & {
  claim_items: Pick<ClaimOrder["claim_items"][number], "item_id" | "quantity">[];
};

/** How many units of the line a new claim may name. */
export function claimableQuantity(line: ClaimableLine, claims: NamingClaim[] = []): number {
  if (!line.variant_id) return 0;
  const claimed = claims
    .filter((claim) => !claim.canceled_at)
    .flatMap((claim) => claim.claim_items)
    .filter((item) => item.item_id === line.id)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0) - claimed);
}

/** The claimed items from the typed quantities, or a sentence per bad line. */
export function claimQuantities(
  lines: ClaimableLine[],
  typed: Record<string, string>,
  claims: NamingClaim[] = [],
) {
  return lineQuantities(lines, typed, (line) => claimableQuantity(line, claims), {
    nothingLeft: "Nothing left to claim.",
    noneChosen: "Choose at least one item to claim.",
  });
}

/**
 * What a refund claim of `items` gives back when staff name no amount: only units already shipped
 * count (a line claimed beyond its shipped units counts nothing), cut to what is left to refund.
 */
export function claimRefundEstimate(
  lines: ClaimableLine[],
  items: { item_id: string; quantity: number }[],
  taxRate: number | null,
  refundable: number,
): number {
  const shipped = items.filter((item) => {
    const line = lines.find((each) => each.id === item.item_id);
    return line !== undefined && item.quantity <= (line.shipped_quantity ?? 0);
  });
  return Math.min(refundable, returnRefundEstimate(lines, shipped, taxRate));
}

/** The replacement items from quantities typed per variant id. */
export function replacementQuantities(variantIds: string[], typed: Record<string, string>) {
  const chosen = lineQuantities(
    variantIds.map((id) => ({ id })),
    typed,
    () => MAX_REPLACEMENT_QUANTITY,
    { nothingLeft: "", noneChosen: "Choose at least one replacement item." },
  );
  if (!chosen.ok) return chosen;
  return {
    ok: true as const,
    items: chosen.items.map((item) => ({ variant_id: item.item_id, quantity: item.quantity })),
  };
}

export type PhotoUrls = { ok: true; urls: string[] } | { ok: false; error: string };

/** Photo addresses typed one per line: each must be a web address. */
export function photoUrls(text: string): PhotoUrls {
  const urls = [
    ...new Set(
      text
        .split("\n")
        .map((each) => each.trim())
        .filter((each) => each !== ""),
    ),
  ];
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { ok: false, error: `“${url}” is not a web address.` };
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
      return { ok: false, error: "Photo addresses start with https://." };
    }
  }
  return { ok: true, urls };
}

/** A claim's state in a few words: canceled, or how far its goods and money have gone. */
export function claimState(
  claim: Pick<ClaimOrder, "canceled_at" | "type" | "fulfillment_status" | "payment_status">,
): string {
  if (claim.canceled_at) return "Canceled";
  if (claim.type === "refund")
    return claim.payment_status === "refunded" ? "Refunded" : "Not refunded";
  const words = claim.fulfillment_status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
