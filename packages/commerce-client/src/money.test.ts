import { describe, expect, it } from "vitest";
import { formatAmount, isZeroDecimal, taxOn, toMajorUnits } from "./money";

describe("isZeroDecimal", () => {
  it("knows krw, jpy and vnd in any case", () => {
    expect(["krw", "JPY", "vnd"].map(isZeroDecimal)).toEqual([true, true, true]);
    expect(["usd", "eur", "gbp"].map(isZeroDecimal)).toEqual([false, false, false]);
  });
});

describe("toMajorUnits", () => {
  it("divides by 100 after rounding down, except for zero-decimal currencies", () => {
    expect(toMajorUnits(1234.9, "usd")).toBe(12.34);
    expect(toMajorUnits(12000, "jpy")).toBe(12000);
  });
});

describe("formatAmount", () => {
  it("shows yen without dividing", () => {
    expect(formatAmount({ amount: 12000, currencyCode: "jpy" })).toBe("¥12,000");
  });

  it("shows dollars from cents", () => {
    expect(formatAmount({ amount: 1234, currencyCode: "usd" })).toBe("$12.34");
  });

  it("rounds a fractional amount down before dividing", () => {
    expect(formatAmount({ amount: 1234.9, currencyCode: "usd" })).toBe("$12.34");
  });

  it("adds tax at the region's percentage rate by default", () => {
    expect(formatAmount({ amount: 1000, currencyCode: "eur", taxRate: 25 })).toBe("€12.50");
  });

  it("rounds the tax to the cent as the API does, so the shown price is what the cart charges", () => {
    // 1999 × 8 % = 159.92 → 160 cents of tax.
    expect(formatAmount({ amount: 1999, currencyCode: "usd", taxRate: 8 })).toBe("$21.59");
    // Half a cent of tax rounds up, as the API's Math.round does.
    expect(formatAmount({ amount: 1, currencyCode: "usd", taxRate: 50 })).toBe("$0.02");
  });

  it("rounds a fractional amount down before adding tax", () => {
    expect(formatAmount({ amount: 1000.9, currencyCode: "usd", taxRate: 10 })).toBe("$11.00");
  });

  it("taxes zero-decimal currencies in whole units, without dividing", () => {
    expect(formatAmount({ amount: 12000, currencyCode: "jpy", taxRate: 10 })).toBe("¥13,200");
    expect(formatAmount({ amount: 50000, currencyCode: "krw", taxRate: 10 })).toBe("₩55,000");
    expect(formatAmount({ amount: 100000, currencyCode: "vnd", taxRate: 8 })).toBe("₫108,000");
  });

  it("leaves tax out when asked to", () => {
    expect(
      formatAmount({ amount: 1000, currencyCode: "eur", taxRate: 25, includeTaxes: false }),
    ).toBe("€10.00");
  });

  it("adds no tax when no rate is given", () => {
    expect(formatAmount({ amount: 1000, currencyCode: "usd" })).toBe("$10.00");
  });

  it("formats for the given locale", () => {
    expect(formatAmount({ amount: 1234, currencyCode: "eur", locale: "de-DE" })).toBe(
      "12,34\u00a0€",
    );
  });
});

describe("taxOn", () => {
  it("rounds to the nearest minor unit, half up", () => {
    expect([taxOn(1999, 8), taxOn(1006, 8), taxOn(1, 50), taxOn(0, 20)]).toEqual([160, 80, 1, 0]);
  });
});
