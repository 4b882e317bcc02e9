"use client";

// The store context (spec §3, §4): the shopper's region, country and currency. The values come
// from the data layer's StoreProvider (store-provider.tsx); until it has loaded, after hydration
// (issue 16), the shell gives STORE_NOT_LOADED, which is what the provider itself says before
// the regions have loaded.
import type { Region, StoreInfo } from "@atelier/commerce-client";
import { createContext, useContext } from "react";
import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY } from "@/lib/storage-keys";
import type { RegionOptionGroup } from "./region-selection";

export interface StoreContextValue {
  regions: Region[];
  /** The regions' countries as the header's picker lists them (worked out with the regions). */
  regionGroups: RegionOptionGroup[];
  /** Undefined until the regions have loaded. */
  region: Region | undefined;
  countryCode: string;
  currencyCode: string;
  /** `GET /store/custom`; undefined until loaded. */
  storeInfo: StoreInfo | undefined;
  setRegion: (regionId: string, countryCode: string) => void;
}

export const StoreContext = createContext<StoreContextValue | null>(null);

/** The store before the data layer has loaded: no regions yet, nothing to choose. */
export const STORE_NOT_LOADED: StoreContextValue = {
  regions: [],
  regionGroups: [],
  region: undefined,
  countryCode: DEFAULT_COUNTRY_CODE,
  currencyCode: DEFAULT_CURRENCY,
  storeInfo: undefined,
  setRegion: () => undefined,
};

/** Spec §8: the store hook says which provider it needs. */
export function useStore(): StoreContextValue {
  const context = useContext(StoreContext);
  if (!context) throw new Error("useStore must be used within a StoreProvider");
  return context;
}
