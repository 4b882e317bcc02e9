"use client";

import type { Country } from "@atelier/commerce-client";
import { useMemo } from "react";
import { useStore } from "@/modules/store";

/** Every country the shop's regions serve, by name: the places an address can be in. */
export function useShopCountries(): Country[] {
  const { regions } = useStore();
  return useMemo(
    () =>
      regions
        .flatMap((region) => region.countries)
        .toSorted((a, b) => a.display_name.localeCompare(b.display_name, "en")),
    [regions],
  );
}
