import type { Region } from "@atelier/commerce-client";
import { DEFAULT_COUNTRY_CODE } from "@/lib/storage-keys";

/**
 * The region to price for: the shopper's chosen one when it still exists, otherwise the first
 * region that serves the default country (spec §4: a first visit gets country code US), otherwise
 * the first region.
 */
export function pickRegion(
  regions: Region[],
  chosenRegionId: string | undefined,
): Region | undefined {
  return (
    regions.find((region) => region.id === chosenRegionId) ??
    regions.find((region) =>
      region.countries.some((country) => country.iso_2.toLowerCase() === DEFAULT_COUNTRY_CODE),
    ) ??
    regions[0]
  );
}
