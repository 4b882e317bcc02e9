"use client";

// What a shopper's return or exchange form offers: the store's return reasons and the region's
// return shipping options, read once the form opens and shared by both forms' caches.
import { useQuery } from "@tanstack/react-query";
import { useCommerce } from "@/modules/commerce";

const storeReturnKeys = {
  reasons: () => ["return-reasons"] as const,
  options: (regionId: string) => ["return-shipping-options", regionId] as const,
};

export function useReturnChoices(regionId: string, open: boolean) {
  const client = useCommerce();
  const reasons = useQuery({
    queryKey: storeReturnKeys.reasons(),
    queryFn: async () => (await client.store.returnReasons.list()).return_reasons,
    enabled: open,
  });
  const options = useQuery({
    queryKey: storeReturnKeys.options(regionId),
    queryFn: async () =>
      (await client.store.shippingOptions.list({ region_id: regionId, is_return: true }))
        .shipping_options,
    enabled: open,
  });
  return { reasons, options };
}
