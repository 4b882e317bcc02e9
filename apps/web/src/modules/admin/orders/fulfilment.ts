// What is left to pack and ship on an order (contract medusa-v1 §9, §12.5): a line's quantity
// less what is already in live fulfillments, and the fulfillments still waiting for a carrier.
import type { Fulfillment, LineItem } from "@atelier/commerce-client";
import { lineQuantities } from "@/modules/orders/line-quantities";

type FulfillableLine = Pick<LineItem, "id" | "quantity" | "fulfilled_quantity">;

/** How many of a line may still be fulfilled. */
export function remainingToFulfil(line: FulfillableLine): number {
  return Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));
}

/** The starting quantities of the fulfil form: everything that is left, per line id. */
export function defaultFulfilQuantities(lines: FulfillableLine[]): Record<string, string> {
  return Object.fromEntries(lines.map((line) => [line.id, String(remainingToFulfil(line))]));
}

/** The fulfillment body from the typed quantities; blank or 0 leaves a line out. */
export function fulfilItems(lines: FulfillableLine[], typed: Record<string, string>) {
  return lineQuantities(lines, typed, remainingToFulfil, {
    nothingLeft: "Nothing left to fulfil.",
    noneChosen: "Choose at least one item to fulfil.",
  });
}

/** Fulfillments packed but not yet shipped or canceled, which can be marked shipped. */
export function awaitingShipment<Packed extends Pick<Fulfillment, "shipped_at" | "canceled_at">>(
  fulfillments: Packed[] | undefined,
): Packed[] {
  return (fulfillments ?? []).filter((each) => !each.shipped_at && !each.canceled_at);
}

/** Tracking numbers typed one per line or separated by commas, without blanks or repeats. */
export function trackingNumbers(text: string): string[] {
  const numbers = text
    .split(/[\n,]/)
    .map((each) => each.trim())
    .filter((each) => each !== "");
  return [...new Set(numbers)];
}
