import type { Region } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { pickRegion } from "./pick-region";

function region(id: string, countryCodes: string[]): Region {
  return {
    id,
    name: id,
    currency_code: "usd",
    tax_rate: 0,
    tax_code: null,
    gift_cards_taxable: true,
    automatic_taxes: true,
    tax_provider_id: null,
    metadata: null,
    countries: countryCodes.map((iso_2, index) => ({
      id: index,
      iso_2,
      iso_3: iso_2,
      num_code: index,
      name: iso_2.toUpperCase(),
      display_name: iso_2,
      region_id: id,
    })),
    payment_providers: [],
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
    deleted_at: null,
  };
}

const europe = region("reg_eu", ["de", "fr"]);
const northAmerica = region("reg_us", ["ca", "us"]);
const japan = region("reg_jp", ["jp"]);

describe("pickRegion", () => {
  it("keeps the region the shopper chose", () => {
    expect(pickRegion([europe, northAmerica, japan], "reg_jp")).toBe(japan);
  });

  it("gives a first visit the region that serves the US", () => {
    expect(pickRegion([europe, northAmerica, japan], undefined)).toBe(northAmerica);
  });

  it("falls back to the US region when the chosen region no longer exists", () => {
    expect(pickRegion([europe, northAmerica], "reg_deleted")).toBe(northAmerica);
  });

  it("falls back to the first region when none serves the US", () => {
    expect(pickRegion([europe, japan], undefined)).toBe(europe);
  });

  it("finds nothing when the shop has no regions", () => {
    expect(pickRegion([], "reg_us")).toBeUndefined();
  });
});
