import type { Country, Region } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  parseRegionSelection,
  regionOptionGroups,
  resolveRegionSelection,
} from "./region-selection";

function country(iso2: string, displayName: string, regionId: string): Country {
  return {
    id: iso2.charCodeAt(0) * 100 + iso2.charCodeAt(1),
    iso_2: iso2,
    iso_3: `${iso2}x`,
    num_code: 0,
    name: displayName.toUpperCase(),
    display_name: displayName,
    region_id: regionId,
  };
}

function region(
  id: string,
  name: string,
  currencyCode: string,
  countries: [string, string][],
): Region {
  return {
    id,
    name,
    currency_code: currencyCode,
    tax_rate: 0,
    tax_code: null,
    gift_cards_taxable: true,
    automatic_taxes: true,
    tax_provider_id: null,
    metadata: null,
    countries: countries.map(([iso2, displayName]) => country(iso2, displayName, id)),
    payment_providers: [],
    created_at: "2024-01-31T10:00:00.000Z",
    updated_at: "2024-01-31T10:00:00.000Z",
    deleted_at: null,
  };
}

const europe = region("reg_eu", "Europe", "eur", [
  ["fr", "France"],
  ["de", "Germany"],
]);
const northAmerica = region("reg_na", "North America", "usd", [
  ["ca", "Canada"],
  ["us", "United States"],
]);
const japan = region("reg_jp", "Japan", "jpy", [["jp", "Japan"]]);
const regions = [europe, northAmerica, japan];

describe("resolveRegionSelection", () => {
  it("chooses the first region with country code US on a first visit", () => {
    expect(resolveRegionSelection(regions, null)).toEqual({
      regionId: "reg_na",
      countryCode: "us",
    });
  });

  it("keeps the stored choice while its region exists", () => {
    const stored = { regionId: "reg_eu", countryCode: "de" };
    expect(resolveRegionSelection(regions, stored, "reg_jp")).toEqual(stored);
  });

  it("picks a country of the stored region when the stored country is not in it", () => {
    expect(resolveRegionSelection(regions, { regionId: "reg_eu", countryCode: "jp" })).toEqual({
      regionId: "reg_eu",
      countryCode: "fr",
    });
  });

  it("falls back to the region the server rendered for when the stored region is gone", () => {
    expect(
      resolveRegionSelection(regions, { regionId: "reg_gone", countryCode: "it" }, "reg_jp"),
    ).toEqual({
      regionId: "reg_jp",
      countryCode: "jp",
    });
  });

  it("takes the first region when none has the US, and nothing before regions are known", () => {
    expect(resolveRegionSelection([europe, japan], null)).toEqual({
      regionId: "reg_eu",
      countryCode: "fr",
    });
    expect(resolveRegionSelection([], null)).toBeNull();
  });
});

describe("parseRegionSelection", () => {
  it("reads the stored JSON and ignores anything else", () => {
    expect(parseRegionSelection('{"regionId":"reg_eu","countryCode":"de"}')).toEqual({
      regionId: "reg_eu",
      countryCode: "de",
    });
    expect(parseRegionSelection("reg_eu")).toBeNull();
    expect(parseRegionSelection('{"regionId":42}')).toBeNull();
    expect(parseRegionSelection(null)).toBeNull();
    expect(parseRegionSelection(undefined)).toBeNull();
  });
});

describe("regionOptionGroups", () => {
  it("lists countries grouped by region in name order, each named with its region's currency", () => {
    expect(regionOptionGroups([japan, europe])).toEqual([
      {
        regionId: "reg_eu",
        regionName: "Europe",
        countries: [
          { countryCode: "fr", label: "France (EUR)" },
          { countryCode: "de", label: "Germany (EUR)" },
        ],
      },
      {
        regionId: "reg_jp",
        regionName: "Japan",
        countries: [{ countryCode: "jp", label: "Japan (JPY)" }],
      },
    ]);
  });
});
