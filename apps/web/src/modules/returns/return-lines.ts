// What of an order can still come back, and what a return gives back, as the API computes it
// (contract medusa-v1 §5, §12.5; apps/api returns/return-refund.ts): each unit its price less its
// share of the line's discount, with the order's tax, summed and rounded down, less the return
// shipping with its tax. The API's answer is what counts; this is the preview before sending.
import type { OrderLineItem, Return, ReturnReason, ReturnStatus } from "@atelier/commerce-client";
import { lineQuantities } from "@/modules/orders/line-quantities";

/** A return still holding units of the order (asked for, not yet received or canceled). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["requested", "requires_action"];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  received: "Received",
  requires_action: "Needs attention",
  canceled: "Cancelled",
};

/** The answered quantity is already less what came back (contract §9). */
type ReturnableLine = Pick<
  OrderLineItem,
  "id" | "quantity" | "fulfilled_quantity" | "returned_quantity"
>;
type HoldingReturn = Pick<Return, "status"> & {
  items: Pick<Return["items"][number], "item_id" | "quantity">[];
};
type RefundedLine = Pick<OrderLineItem, "id" | "unit_price" | "quantity"> & {
  discount_total?: number;
};

/** The order's own returns and its exchanges' returns: all of them hold units of the order. */
export function returnsHoldingUnits(
  returns: HoldingReturn[] | undefined,
  swaps: { return_order: HoldingReturn | null }[] | undefined,
): HoldingReturn[] {
  return [
    ...(returns ?? []),
    ...(swaps ?? []).flatMap((swap) => (swap.return_order ? [swap.return_order] : [])),
  ];
}

/** Units of the line that open returns already ask for. */
function heldByOpenReturns(lineId: string, returns: HoldingReturn[]): number {
  return returns
    .filter((each) => OPEN_RETURN_STATUSES.includes(each.status))
    .flatMap((each) => each.items)
    .filter((item) => item.item_id === lineId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** How many units of the line can still be sent back: delivered, not back, not asked for. */
export function returnableQuantity(line: ReturnableLine, returns: HoldingReturn[] = []): number {
  const delivered = (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0);
  return Math.max(0, Math.min(line.quantity, delivered) - heldByOpenReturns(line.id, returns));
}

/** The return body's items from the typed quantities, or a sentence per bad line. */
export function returnQuantities(
  lines: ReturnableLine[],
  typed: Record<string, string>,
  returns: HoldingReturn[] = [],
) {
  return lineQuantities(lines, typed, (line) => returnableQuantity(line, returns), {
    nothingLeft: "Nothing left to return.",
    noneChosen: "Choose at least one item to return.",
  });
}

/** Return shipping at `price`, with the order's tax. */
export function shippingWithTax(price: number, taxRate: number): number {
  return price + Math.round((price * taxRate) / 100);
}

/** What sending `items` back refunds: tax included, less the return shipping. */
export function returnRefundEstimate(
  lines: RefundedLine[],
  items: { item_id: string; quantity: number }[],
  taxRate: number | null,
  shippingPrice = 0,
): number {
  const rate = taxRate ?? 0;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const itemsRefund = items.reduce((sum, item) => {
    const line = byId.get(item.item_id);
    if (!line || line.quantity === 0) return sum;
    const unitDiscount = Math.round((line.discount_total ?? 0) / line.quantity);
    return sum + Math.round((line.unit_price - unitDiscount) * item.quantity * (1 + rate / 100));
  }, 0);
  return Math.max(0, Math.floor(itemsRefund) - shippingWithTax(shippingPrice, rate));
}

type ReasonNode = Pick<ReturnReason, "id" | "label"> & {
  return_reason_children: Pick<ReturnReason, "id" | "label">[];
};

export type ReasonChoice =
  | { kind: "reason"; id: string; label: string }
  | { kind: "group"; label: string; reasons: { id: string; label: string }[] };

/**
 * The reasons a person picks from: a reason with sub-reasons is a heading over them (the API
 * refuses a heading itself), one without is a choice of its own.
 */
export function reasonChoices(reasons: ReasonNode[]): ReasonChoice[] {
  return reasons.map((reason) =>
    reason.return_reason_children.length > 0
      ? {
          kind: "group",
          label: reason.label,
          reasons: reason.return_reason_children.map(({ id, label }) => ({ id, label })),
        }
      : { kind: "reason", id: reason.id, label: reason.label },
  );
}
