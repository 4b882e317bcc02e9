// What an order edit changes, in the shop's words (issue 13; docs/decisions.md "Order edits"):
// each recorded change as a line added, a quantity changed or a line removed, with the quantity
// before and after and the new line's subtotal as the API answered it; and the difference to pay or
// to refund, taken exactly from the API's `difference_due`.
import type { OrderEditStatus, OrderItemChange, StoreOrderEdit } from "@atelier/commerce-client";

export type EditChangeKind = "added" | "changed" | "removed";

export interface EditChangeRow {
  changeId: string;
  kind: EditChangeKind;
  title: string;
  /** The variant, as the line describes it. */
  description: string | null;
  /** The edit's line the change made (none for a removed line). */
  lineId: string | null;
  before: number;
  after: number;
  /** The line's subtotal on the edit (before tax, as order pages show lines); null once removed. */
  subtotal: number | null;
}

type EditLines = Pick<StoreOrderEdit, "changes" | "items">;

const KINDS: Record<OrderItemChange["type"], EditChangeKind> = {
  item_add: "added",
  item_update: "changed",
  item_remove: "removed",
};

/** The edit's changes, oldest first; a change whose lines are gone is left out. */
export function editChanges(edit: EditLines): EditChangeRow[] {
  const subtotals = new Map(edit.items.map((item) => [item.id, item.subtotal]));
  return edit.changes.flatMap((change): EditChangeRow[] => {
    const kind = KINDS[change.type];
    const line = change.line_item;
    const original = change.original_line_item;
    const shown = line ?? original;
    if (!shown) return [];
    return [
      {
        changeId: change.id,
        kind,
        title: shown.title,
        description: shown.description,
        lineId: kind === "removed" ? null : (line?.id ?? null),
        before: kind === "added" ? 0 : (original?.quantity ?? 0),
        after: kind === "removed" ? 0 : (line?.quantity ?? 0),
        subtotal: kind === "removed" || !line ? null : (subtotals.get(line.id) ?? null),
      },
    ];
  });
}

export type EditBalance =
  | { kind: "pay"; amount: number }
  | { kind: "refund"; amount: number }
  | { kind: "none"; amount: 0 };

/** `difference_due` as the shopper reads it: positive is to pay, negative to be refunded. */
export function editBalance(differenceDue: number): EditBalance {
  if (differenceDue > 0) return { kind: "pay", amount: differenceDue };
  if (differenceDue < 0) return { kind: "refund", amount: -differenceDue };
  return { kind: "none", amount: 0 };
}

/**
 * The order's total before the edit: the API's difference is the edit's total less the order's,
 * so this is exact while the edit is open (once confirmed, the difference reads 0).
 */
export function totalBeforeEdit(edit: Pick<StoreOrderEdit, "total" | "difference_due">): number {
  return edit.total - edit.difference_due;
}

/** An edit that is still open: staff can change it (created) or the shopper can answer it. */
export function isOpenEdit(status: OrderEditStatus): boolean {
  return status === "created" || status === "requested";
}

/** Staff's words for an edit's state. */
export const STAFF_EDIT_STATUS_LABELS: Record<OrderEditStatus, string> = {
  created: "Draft",
  requested: "Awaiting customer",
  confirmed: "Confirmed",
  declined: "Declined",
  canceled: "Cancelled",
};
