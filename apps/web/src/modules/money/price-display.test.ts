import { describe, expect, it } from "vitest";
import {
  catalogueTaxLabel,
  catalogueTaxRate,
  formatCataloguePrice,
  formatExactAmount,
  type PricingRegion,
} from "./price-display";

const unitedStates: PricingRegion = { currency_code: "usd", tax_rate: 8, automatic_taxes: true };
const japan: PricingRegion = { currency_code: "jpy", tax_rate: 10, automatic_taxes: true };
const taxedAtCheckout: PricingRegion = { ...unitedStates, automatic_taxes: false };

describe("catalogue prices", () => {
  it("include the region's tax and say so", () => {
    expect(formatCataloguePrice(19900, unitedStates)).toBe("$214.92");
    expect(catalogueTaxLabel(unitedStates)).toBe("incl. tax");
  });

  it("include tax in zero-decimal currencies without dividing", () => {
    expect(formatCataloguePrice(12000, japan)).toBe("¥13,200");
  });

  it("leave tax out, and say so, in a region whose cart adds no tax automatically", () => {
    expect(catalogueTaxRate(taxedAtCheckout)).toBe(0);
    expect(formatCataloguePrice(19900, taxedAtCheckout)).toBe("$199.00");
    expect(catalogueTaxLabel(taxedAtCheckout)).toBe("excl. tax");
  });
});

describe("exact amounts", () => {
  it("are shown as the API sent them, with no tax added", () => {
    expect(formatExactAmount(21492, "usd")).toBe("$214.92");
    expect(formatExactAmount(13200, "jpy")).toBe("¥13,200");
  });
});
