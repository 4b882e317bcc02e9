"use client";

// The store settings (contract medusa-v1 §12.3): its currencies and the payment and fulfillment
// providers installed, which the region form offers, and the settings screen edits.
import { useQuery } from "@tanstack/react-query";
import { useCommerce } from "@/modules/commerce";
import { regionKeys } from "./region-keys";

export function useStoreSettings() {
  const client = useCommerce();
  return useQuery({
    queryKey: regionKeys.store(),
    queryFn: async () => (await client.admin.store.retrieve()).store,
  });
}
