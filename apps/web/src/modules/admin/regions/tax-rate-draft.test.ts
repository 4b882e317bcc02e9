import { describe, expect, it } from "vitest";
import { overridesSummary, taxRateDraftOf, taxRateFields } from "./tax-rate-draft";

describe("taxRateFields", () => {
  it("builds the Admin API fields, trimmed, with a decimal comma accepted", () => {
    expect(taxRateFields({ name: " Reduced ", code: " RED ", rate: "12,5" })).toEqual({
      ok: true,
      fields: { name: "Reduced", code: "RED", rate: 12.5 },
    });
    expect(taxRateFields({ name: "Zero", code: "Z", rate: "0" })).toMatchObject({
      ok: true,
      fields: { rate: 0 },
    });
  });

  it("names every missing or impossible field", () => {
    expect(taxRateFields({ name: "", code: " ", rate: "" })).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        code: "Code is required.",
        rate: "Rate is required.",
      },
    });
    for (const rate of ["101", "-1", "ten", "8.1234", "1e2"]) {
      expect(taxRateFields({ name: "A", code: "B", rate })).toMatchObject({
        ok: false,
        errors: { rate: "Enter a percentage from 0 to 100, such as 8 or 12.5." },
      });
    }
  });
});

describe("taxRateDraftOf and overridesSummary", () => {
  const rate = {
    id: "txr_1",
    name: "Reduced",
    code: "RED",
    rate: 5,
    product_count: 1,
    product_type_count: 2,
    shipping_option_count: 0,
  };

  it("fills the form from a rate, an undecided rate left empty", () => {
    expect(taxRateDraftOf(rate)).toEqual({ name: "Reduced", code: "RED", rate: "5" });
    expect(taxRateDraftOf({ ...rate, rate: null }).rate).toBe("");
  });

  it("says what the rate applies to", () => {
    expect(overridesSummary(rate)).toBe("1 product · 2 product types · no shipping options");
  });
});
