import type { MoneyAmount } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  emptyPriceListDraft,
  localDateTimeText,
  newPrices,
  priceListPayload,
} from "./price-list-draft";

function price(overrides: Partial<MoneyAmount>): MoneyAmount {
  return {
    id: "ma_1",
    currency_code: "usd",
    amount: 1000,
    min_quantity: null,
    max_quantity: null,
    price_list_id: "pl_1",
    region_id: null,
    variant_id: "variant_1",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    deleted_at: null,
    ...overrides,
  };
}

describe("priceListPayload", () => {
  it("sends the list for its groups, without dates when none are given", () => {
    const result = priceListPayload({
      ...emptyPriceListDraft,
      name: "  VIP sale ",
      type: "override",
      status: "active",
      customer_groups: ["cgrp_1"],
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "VIP sale",
        description: "",
        type: "override",
        status: "active",
        starts_at: null,
        ends_at: null,
        customer_groups: [{ id: "cgrp_1" }],
      },
    });
  });

  it("sends the dates typed in the browser's time zone as instants", () => {
    const result = priceListPayload({
      ...emptyPriceListDraft,
      name: "Winter",
      starts_at: "2026-12-01T09:30",
      ends_at: "2027-01-01T00:00",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.starts_at).toBe(new Date("2026-12-01T09:30").toISOString());
    expect(localDateTimeText(result.payload.starts_at ?? null)).toBe("2026-12-01T09:30");
  });

  it("names each field that is wrong", () => {
    expect(
      priceListPayload({
        ...emptyPriceListDraft,
        starts_at: "2027-01-01T00:00",
        ends_at: "2026-12-01T00:00",
      }),
    ).toEqual({
      ok: false,
      errors: { name: "Enter a name for the price list.", ends_at: "End after the start." },
    });
    expect(priceListPayload({ ...emptyPriceListDraft, name: "x", starts_at: "soon" })).toEqual({
      ok: false,
      errors: { starts_at: "Enter a date and time, or leave it empty." },
    });
  });
});

describe("newPrices", () => {
  it("adds a price in the minor unit, and changes the list's price of a variant in place", () => {
    const result = newPrices(
      [
        { variant_id: "variant_1", title: "Chair", amount: "12.50" },
        { variant_id: "variant_2", title: "Lamp", amount: "30" },
      ],
      "usd",
      [price({ id: "ma_7", variant_id: "variant_1" }), price({ id: "ma_8", currency_code: "eur" })],
    );
    expect(result).toEqual({
      ok: true,
      prices: [
        { id: "ma_7", variant_id: "variant_1", currency_code: "usd", amount: 1250 },
        { variant_id: "variant_2", currency_code: "usd", amount: 3000 },
      ],
    });
  });

  it("keeps a quantity-bound price and adds a plain one beside it", () => {
    const result = newPrices([{ variant_id: "variant_1", title: "Chair", amount: "9" }], "usd", [
      price({ min_quantity: 10 }),
    ]);
    expect(result).toEqual({
      ok: true,
      prices: [{ variant_id: "variant_1", currency_code: "usd", amount: 900 }],
    });
  });

  it("says which amounts are wrong, in the currency's own decimals", () => {
    expect(
      newPrices(
        [
          { variant_id: "variant_1", title: "Chair", amount: "" },
          { variant_id: "variant_2", title: "Lamp", amount: "12.5" },
        ],
        "jpy",
        [],
      ),
    ).toEqual({
      ok: false,
      errors: { variant_1: "Enter an amount.", variant_2: "JPY amounts have no decimals." },
    });
  });
});
