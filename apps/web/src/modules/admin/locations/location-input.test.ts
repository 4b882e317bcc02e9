import type { DecoratedInventoryItem } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import {
  formatDelta,
  locationDraft,
  locationPayload,
  parseQuantity,
  reasonError,
  stockRows,
} from "./location-input";

describe("locationPayload", () => {
  it("needs a name, and sends no address when none was typed", () => {
    expect(locationPayload(locationDraft())).toEqual({
      ok: false,
      errors: { name: "Enter a name" },
    });
    expect(locationPayload({ ...locationDraft(), name: " Leith " })).toEqual({
      ok: true,
      payload: { name: "Leith" },
    });
  });

  it("needs a first line and a country once an address is started", () => {
    const result = locationPayload({ ...locationDraft(), name: "Leith", city: "Edinburgh" });
    expect(result).toEqual({
      ok: false,
      errors: {
        address_1: "Enter the first line of the address",
        country_code: "Enter a two-letter country code",
      },
    });
  });

  it("lowers the country code and sends blank fields as null", () => {
    const result = locationPayload({
      ...locationDraft(),
      name: "Leith",
      address_1: "2 Shore",
      country_code: "GB",
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Leith",
        address: {
          address_1: "2 Shore",
          address_2: null,
          city: null,
          postal_code: null,
          country_code: "gb",
          phone: null,
        },
      },
    });
  });
});

describe("parseQuantity", () => {
  it("takes whole numbers from the minimum up", () => {
    expect(parseQuantity(" 4 ")).toEqual({ ok: true, quantity: 4 });
    expect(parseQuantity("0")).toEqual({ ok: true, quantity: 0 });
    expect(parseQuantity("0", 1)).toEqual({ ok: false, error: "Enter at least 1" });
    expect(parseQuantity("1.5").ok).toBe(false);
    expect(parseQuantity("-2").ok).toBe(false);
    expect(parseQuantity("").ok).toBe(false);
  });
});

describe("reasonError", () => {
  it("refuses a blank reason", () => {
    expect(reasonError("  ")).toBe("Give a reason");
    expect(reasonError("Display stock")).toBeUndefined();
  });
});

describe("stockRows and formatDelta", () => {
  it("keeps the level at the location, with the item's variant", () => {
    const level = (location_id: string, stocked: number, reserved: number) => ({
      id: `ilev_${location_id}`,
      inventory_item_id: "iitem_1",
      location_id,
      stocked_quantity: stocked,
      reserved_quantity: reserved,
      incoming_quantity: 0,
      available_quantity: stocked - reserved,
      metadata: null,
      created_at: "",
      updated_at: "",
      deleted_at: null,
    });
    const item = {
      id: "iitem_1",
      sku: "LAMP-S",
      title: "Small",
      location_levels: [level("sloc_a", 10, 2), level("sloc_b", 3, 0)],
      variants: [{ id: "variant_1", title: "Small", sku: "LAMP-S", product_id: "prod_1" }],
    } as unknown as DecoratedInventoryItem;
    expect(stockRows([item], "sloc_a")).toEqual([
      {
        itemId: "iitem_1",
        productId: "prod_1",
        variant: "Small",
        sku: "LAMP-S",
        stocked: 10,
        reserved: 2,
        available: 8,
        incoming: 0,
      },
    ]);
    expect(stockRows([item], "sloc_c")).toEqual([]);
    expect([formatDelta(3), formatDelta(-2), formatDelta(0)]).toEqual(["+3", "−2", "0"]);
  });
});
