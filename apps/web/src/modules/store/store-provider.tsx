"use client";

// The shopper's region, country and currency (spec §3, §4), shared by the header, the cart and
// any client component that prices something. Part of the data layer, which shop pages load
// after hydration; until then the shell gives STORE_NOT_LOADED (store-context.tsx).
import type { Region } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import {
  COOKIE_KEYS,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_CURRENCY,
  STORAGE_KEYS,
} from "@/lib/storage-keys";
import { useCommerce } from "@/modules/commerce";
import { useStoredValue, writeCookie, writeStoredValue } from "./browser-storage";
import { storeKeys } from "./query-keys";
import { StoreContext, type StoreContextValue } from "./store-context";
import {
  parseRegionSelection,
  regionOptionGroups,
  resolveRegionSelection,
  sameSelection,
  type RegionSelection,
} from "./region-selection";

const NO_REGIONS: Region[] = [];

/** Keeps the choice in storage, and in cookies so server-rendered pages price for it too. */
function persistSelection(selection: RegionSelection, currencyCode: string): void {
  writeStoredValue(STORAGE_KEYS.region, JSON.stringify(selection));
  writeStoredValue(STORAGE_KEYS.selectedCurrency, currencyCode);
  writeCookie(COOKIE_KEYS.regionId, selection.regionId);
  writeCookie(COOKIE_KEYS.countryCode, selection.countryCode);
}

export interface StoreProviderProps {
  children: ReactNode;
  /** The region the server rendered prices for (from the region cookie). */
  initialRegionId?: string;
}

export function StoreProvider({ children, initialRegionId }: StoreProviderProps) {
  const client = useCommerce();
  const router = useRouter();

  const regionsQuery = useQuery({
    queryKey: storeKeys.regions(),
    queryFn: async () => (await client.store.regions.list()).regions,
  });
  const storeInfoQuery = useQuery({
    queryKey: storeKeys.info(),
    queryFn: async () => (await client.store.custom.retrieve()).store,
  });
  const regions = regionsQuery.data ?? NO_REGIONS;
  const regionGroups = useMemo(() => regionOptionGroups(regions), [regions]);

  const storedSelectionJson = useStoredValue(STORAGE_KEYS.region);
  const storedCurrency = useStoredValue(STORAGE_KEYS.selectedCurrency);
  const storageReady = storedSelectionJson !== undefined;

  const selection = useMemo(
    () =>
      storageReady
        ? resolveRegionSelection(
            regions,
            parseRegionSelection(storedSelectionJson),
            initialRegionId,
          )
        : null,
    [regions, storageReady, storedSelectionJson, initialRegionId],
  );
  const region = regions.find((candidate) => candidate.id === selection?.regionId);

  // Keeps the resolved choice (a first visit, or a stored region that no longer exists), and
  // renders the page again when the server priced it for another region. Each region is
  // refreshed for once, so a cookie the browser refuses cannot cause a refresh loop.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!selection || !region) return;
    const storedMatches = sameSelection(parseRegionSelection(storedSelectionJson), selection);
    const serverMatches = initialRegionId === undefined || initialRegionId === selection.regionId;
    if (storedMatches && serverMatches) return;
    persistSelection(selection, region.currency_code);
    if (!serverMatches && refreshedFor.current !== selection.regionId) {
      refreshedFor.current = selection.regionId;
      router.refresh();
    }
  }, [selection, region, storedSelectionJson, initialRegionId, router]);

  // The effect above renders server-priced pages again for the new region.
  const setRegion = useCallback(
    (regionId: string, countryCode: string) => {
      const chosen = regions.find((candidate) => candidate.id === regionId);
      if (chosen) persistSelection({ regionId, countryCode }, chosen.currency_code);
    },
    [regions],
  );

  // Built from the values themselves, not the selection object, which is new (with the same
  // country) each time the stored choice is written: every page's store consumers render again
  // only when something they show has changed.
  const countryCode = selection?.countryCode ?? DEFAULT_COUNTRY_CODE;
  const currencyCode = region?.currency_code ?? storedCurrency ?? DEFAULT_CURRENCY;
  const value = useMemo<StoreContextValue>(
    () => ({
      regions,
      regionGroups,
      region,
      countryCode,
      currencyCode,
      storeInfo: storeInfoQuery.data,
      setRegion,
    }),
    [regions, regionGroups, region, countryCode, currencyCode, storeInfoQuery.data, setRegion],
  );

  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}
