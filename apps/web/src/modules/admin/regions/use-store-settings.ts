"use client";

// The store settings (contract medusa-v1 §12.3): its currencies and the payment and fulfillment
// providers installed, which the region form offers, and the settings screen edits.
import { useQuery } from "@tanstack/react-query";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { regionKeys } from "./region-keys";

export function useStoreSettings() {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: regionKeys.store(),
    queryFn: async () => (await client.admin.store.retrieve()).store,
  });
}
