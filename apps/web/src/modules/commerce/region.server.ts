// The region a server-rendered page prices for: the shopper's cookie, else the US region.
import "server-only";
import type { Region } from "@atelier/commerce-client";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { listRegions } from "@/lib/commerce.server";
import { COOKIE_KEYS } from "@/lib/storage-keys";
import { pickRegion } from "./pick-region";

export async function getShopperRegion(): Promise<Region> {
  // The cookie is read before any API call, so a page is known to be per-request before it fetches.
  const chosenRegionId = (await cookies()).get(COOKIE_KEYS.regionId)?.value;
  const region = pickRegion(await listRegions(), chosenRegionId);
  if (!region) throw new Error("The shop has no regions set up, so no prices can be shown.");
  return region;
}

/** For the page shell, which must render even when the API is down: undefined then, and logged. */
export async function getShopperRegionOrUndefined(): Promise<Region | undefined> {
  try {
    return await getShopperRegion();
  } catch (error) {
    unstable_rethrow(error);
    console.error("Page shell: could not resolve the shopper's region.", error);
    return undefined;
  }
}
