// What is left to pack and ship on an order (contract medusa-v1 §9, §12.5): a line's quantity
// less what is already in live fulfillments, and the fulfillments still waiting for a carrier.
import type { Fulfillment, LineItem } from "@atelier/commerce-client";

type FulfillableLine = Pick<LineItem, "id" | "quantity" | "fulfilled_quantity">;

/** How many of a line may still be fulfilled. */
export function remainingToFulfil(line: FulfillableLine): number {
  return Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));
}

/** The starting quantities of the fulfil form: everything that is left, per line id. */
export function defaultFulfilQuantities(lines: FulfillableLine[]): Record<string, string> {
  return Object.fromEntries(lines.map((line) => [line.id, String(remainingToFulfil(line))]));
}

export type FulfilItems =
  | { ok: true; items: { item_id: string; quantity: number }[] }
  | { ok: false; errors: Record<string, string>; message?: string };

/** The fulfillment body from the typed quantities; blank or 0 leaves a line out. */
export function fulfilItems(lines: FulfillableLine[], typed: Record<string, string>): FulfilItems {
  const errors: Record<string, string> = {};
  const items: { item_id: string; quantity: number }[] = [];
  for (const line of lines) {
    const text = (typed[line.id] ?? "").trim();
    if (text === "" || text === "0") continue;
    if (!/^\d+$/.test(text)) {
      errors[line.id] = "Enter a whole number.";
      continue;
    }
    const quantity = Number(text);
    const left = remainingToFulfil(line);
    if (quantity > left) {
      errors[line.id] = left === 0 ? "Nothing left to fulfil." : `At most ${left}.`;
      continue;
    }
    items.push({ item_id: line.id, quantity });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (items.length === 0)
    return { ok: false, errors, message: "Choose at least one item to fulfil." };
  return { ok: true, items };
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
