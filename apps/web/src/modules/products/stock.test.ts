import { describe, expect, it } from "vitest";
import { isPurchasable, maxOrderQuantity, stockLabel, stockState } from "./stock";

const counted = { manage_inventory: true, allow_backorder: false };

describe("stockState", () => {
  it("is in stock with plenty left", () => {
    expect(stockLabel(stockState({ ...counted, inventory_quantity: 40 }))).toBe("In stock");
  });

  it("says how many are left when few remain", () => {
    expect(stockLabel(stockState({ ...counted, inventory_quantity: 3 }))).toBe("Only 3 left");
    expect(stockLabel(stockState({ ...counted, inventory_quantity: 5 }))).toBe("Only 5 left");
  });

  it("is out of stock at zero", () => {
    expect(stockLabel(stockState({ ...counted, inventory_quantity: 0 }))).toBe("Out of stock");
  });

  it("is made to order when sold out but backorders are allowed", () => {
    expect(
      stockLabel(
        stockState({ manage_inventory: true, allow_backorder: true, inventory_quantity: 0 }),
      ),
    ).toBe("Made to order");
  });

  it("is always in stock when stock is not counted", () => {
    expect(
      stockState({ manage_inventory: false, allow_backorder: false, inventory_quantity: 0 }),
    ).toEqual({
      kind: "in-stock",
    });
  });
});

describe("isPurchasable", () => {
  it("refuses only out-of-stock variants", () => {
    expect(isPurchasable({ ...counted, inventory_quantity: 0 })).toBe(false);
    expect(isPurchasable({ ...counted, inventory_quantity: 1 })).toBe(true);
    expect(
      isPurchasable({ manage_inventory: true, allow_backorder: true, inventory_quantity: 0 }),
    ).toBe(true);
  });
});

describe("maxOrderQuantity", () => {
  it("is capped by the stock left", () => {
    expect(maxOrderQuantity({ ...counted, inventory_quantity: 3 }, 10)).toBe(3);
    expect(maxOrderQuantity({ ...counted, inventory_quantity: 30 }, 10)).toBe(10);
  });

  it("is zero when sold out", () => {
    expect(maxOrderQuantity({ ...counted, inventory_quantity: 0 }, 10)).toBe(0);
  });

  it("is only the cap when backorders are allowed", () => {
    expect(
      maxOrderQuantity(
        { manage_inventory: true, allow_backorder: true, inventory_quantity: 1 },
        10,
      ),
    ).toBe(10);
  });
});
