import { describe, expect, it } from "vitest";
import { formatAmount, isZeroDecimal, toMajorUnits } from "./money";

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

  it("adds tax at the region's percentage rate", () => {
    expect(formatAmount({ amount: 1000, currencyCode: "eur", taxRate: 25 })).toBe("€12.50");
  });

  it("leaves tax out when asked to", () => {
    expect(
      formatAmount({ amount: 1000, currencyCode: "eur", taxRate: 25, includeTaxes: false }),
    ).toBe("€10.00");
  });

  it("formats for the given locale", () => {
    expect(formatAmount({ amount: 1234, currencyCode: "eur", locale: "de-DE" })).toBe(
      "12,34\u00a0€",
    );
  });
});
