import { describe, expect, it } from "vitest";
import { lineTotals, shippingTotalsAt } from "../carts/cart-totals";
import {
  productRates,
  shippingOptionRates,
  type RegionTaxRules,
  type TaxLineRate,
} from "./region-tax-rules";

const luxury: TaxLineRate = { rate: 12.5, name: "Luxury", code: "LUX" };
const reduced: TaxLineRate = { rate: 5, name: "Reduced", code: "RED" };
const exempt: TaxLineRate = { rate: 0, name: "Exempt", code: "ZERO" };

const rules: RegionTaxRules = {
  rates: [],
  byProduct: new Map([["prod_lamp", [luxury, reduced]]]),
  byProductType: new Map([["ptyp_ceramics", [reduced]]]),
  byShippingOption: new Map([["so_pickup", [exempt]]]),
};
const us = { tax_rate: 8, automatic_taxes: true };

describe("productRates", () => {
  it("joins a product's own rates and its type's, a rate naming both counted once", () => {
    expect(productRates(rules, { id: "prod_lamp", type_id: "ptyp_ceramics" })).toEqual([
      luxury,
      reduced,
    ]);
    expect(productRates(rules, { id: "prod_bowl", type_id: "ptyp_ceramics" })).toEqual([reduced]);
  });

  it("leaves a product no rate names, and a custom line, to the region's rate", () => {
    expect(productRates(rules, { id: "prod_bowl", type_id: null })).toBeUndefined();
    expect(productRates(rules, null)).toBeUndefined();
    expect(shippingOptionRates(rules, "so_standard")).toBeUndefined();
    expect(shippingOptionRates(rules, "so_pickup")).toEqual([exempt]);
  });
});

describe("totals at several rates", () => {
  it("rounds each tax line on its own, after the discount", () => {
    const line = lineTotals({ id: "a", unit_price: 999, quantity: 3 }, us, 100, [luxury, reduced]);
    // 2897 after the discount: 362.125 → 362 and 144.85 → 145.
    expect(line.tax_total).toBe(362 + 145);
    expect(line.tax_lines.map((taxLine) => taxLine.code)).toEqual(["LUX", "RED"]);
    expect(line.original_tax_total).toBe(Math.round(2997 * 0.125) + Math.round(2997 * 0.05));
  });

  it("taxes nothing when the region does not compute taxes, whatever the rates", () => {
    const off = { tax_rate: 8, automatic_taxes: false };
    expect(lineTotals({ id: "a", unit_price: 1000, quantity: 1 }, off, 0, [luxury])).toMatchObject({
      tax_total: 0,
      tax_lines: [],
    });
  });

  it("taxes a shipping method at each of its rates", () => {
    expect(shippingTotalsAt(1005, [12.5, 5], false)).toEqual({
      subtotal: 1005,
      tax_total: 126 + 50,
      total: 1005 + 176,
      original_total: 1005 + 176,
      original_tax_total: 176,
    });
    expect(shippingTotalsAt(1005, [12.5], true).total).toBe(0);
  });
});
