import type { OrderItemChange, StoreOrderEdit } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { editBalance, editChanges, totalBeforeEdit } from "./edit-changes";

type Line = NonNullable<OrderItemChange["line_item"]>;

function line(id: string, title: string, quantity: number): Line {
  return { id, title, quantity, description: `${title} variant` } as Line;
}

function change(
  id: string,
  type: OrderItemChange["type"],
  lineItem: Line | null,
  original: Line | null,
): OrderItemChange {
  return {
    id,
    type,
    line_item: lineItem,
    original_line_item: original,
    line_item_id: lineItem?.id ?? null,
    original_line_item_id: original?.id ?? null,
  } as OrderItemChange;
}

describe("editChanges", () => {
  const edit = {
    items: [
      { id: "item_copy", subtotal: 3000 },
      { id: "item_new", subtotal: 1250 },
    ],
    changes: [
      change("oic_1", "item_update", line("item_copy", "Sofa", 3), line("item_orig", "Sofa", 2)),
      change("oic_2", "item_add", line("item_new", "Lamp", 1), null),
      change("oic_3", "item_remove", null, line("item_gone", "Rug", 4)),
    ],
  } as unknown as Pick<StoreOrderEdit, "changes" | "items">;

  it("reads an updated line as its quantity before and after, with the edit's line subtotal", () => {
    expect(editChanges(edit)[0]).toMatchObject({
      kind: "changed",
      title: "Sofa",
      lineId: "item_copy",
      before: 2,
      after: 3,
      subtotal: 3000,
    });
  });

  it("reads an added line from nothing, and a removed line down to nothing", () => {
    const [, added, removed] = editChanges(edit);
    expect(added).toMatchObject({ kind: "added", before: 0, after: 1, subtotal: 1250 });
    expect(removed).toMatchObject({ kind: "removed", lineId: null, before: 4, after: 0 });
    expect(removed.subtotal).toBeNull();
  });

  it("leaves out a change whose lines are gone", () => {
    expect(editChanges({ items: [], changes: [change("oic_x", "item_add", null, null)] })).toEqual(
      [],
    );
  });
});

describe("editBalance", () => {
  it("is to pay when the edit costs more, to refund when less, nothing otherwise", () => {
    expect(editBalance(1500)).toEqual({ kind: "pay", amount: 1500 });
    expect(editBalance(-700)).toEqual({ kind: "refund", amount: 700 });
    expect(editBalance(0)).toEqual({ kind: "none", amount: 0 });
  });
});

describe("totalBeforeEdit", () => {
  it("takes the difference off the edit's total", () => {
    expect(totalBeforeEdit({ total: 12_000, difference_due: 2_000 })).toBe(10_000);
    expect(totalBeforeEdit({ total: 8_000, difference_due: -2_000 })).toBe(10_000);
  });
});
