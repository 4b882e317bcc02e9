// Which region and country the shop prices for (spec §3, §4 "Cart on load", §9).
import type { Region } from "@atelier/commerce-client";
import { DEFAULT_COUNTRY_CODE } from "@/lib/storage-keys";

/** The shopper's choice as it is kept in browser storage (spec §3). */
export interface RegionSelection {
  regionId: string;
  countryCode: string;
}

/** The stored JSON, or null when it is missing or not a selection. */
export function parseRegionSelection(raw: string | null | undefined): RegionSelection | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      "regionId" in value &&
      "countryCode" in value &&
      typeof value.regionId === "string" &&
      typeof value.countryCode === "string"
    ) {
      return { regionId: value.regionId, countryCode: value.countryCode };
    }
  } catch {
    // Not JSON: treated as no choice.
  }
  return null;
}

export function sameSelection(a: RegionSelection | null, b: RegionSelection | null): boolean {
  return a?.regionId === b?.regionId && a?.countryCode === b?.countryCode;
}

function hasCountry(region: Region, countryCode: string): boolean {
  return region.countries.some((country) => country.iso_2 === countryCode);
}

/** A region with one of its countries: the default country when it has it, else its first. */
function selectionFor(region: Region): RegionSelection {
  const countryCode = hasCountry(region, DEFAULT_COUNTRY_CODE)
    ? DEFAULT_COUNTRY_CODE
    : (region.countries[0]?.iso_2 ?? DEFAULT_COUNTRY_CODE);
  return { regionId: region.id, countryCode };
}

/**
 * The selection to use: the stored one while its region still exists (with a country of that
 * region), else the region the server rendered for, else — a first visit — the first region
 * with country code US (spec §4), else the first region. Null until regions are known.
 */
export function resolveRegionSelection(
  regions: Region[],
  stored: RegionSelection | null,
  initialRegionId?: string,
): RegionSelection | null {
  const storedRegion = stored && regions.find((region) => region.id === stored.regionId);
  if (stored && storedRegion) {
    return hasCountry(storedRegion, stored.countryCode) ? stored : selectionFor(storedRegion);
  }
  const initialRegion = regions.find((region) => region.id === initialRegionId);
  if (initialRegion) return selectionFor(initialRegion);
  const firstVisitRegion =
    regions.find((region) => hasCountry(region, DEFAULT_COUNTRY_CODE)) ?? regions[0];
  return firstVisitRegion ? selectionFor(firstVisitRegion) : null;
}

export interface CountryOption {
  countryCode: string;
  /** "Germany (EUR)". */
  label: string;
}

export interface RegionOptionGroup {
  regionId: string;
  regionName: string;
  countries: CountryOption[];
}

/** The region selector's choices: countries grouped by region, each named with its currency, in name order. */
export function regionOptionGroups(regions: Region[]): RegionOptionGroup[] {
  const byName = [...regions].sort((a, b) => a.name.localeCompare(b.name));
  return byName.map((region) => ({
    regionId: region.id,
    regionName: region.name,
    countries: region.countries
      .map((country) => ({
        countryCode: country.iso_2,
        label: `${country.display_name} (${region.currency_code.toUpperCase()})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
