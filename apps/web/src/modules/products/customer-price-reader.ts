"use client";

// The data layer's side of customer prices (customer-prices.tsx): for a signed-in shopper, a
// reader of their prices through the query cache, so pages showing the same products share one
// answer for a minute.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useCustomer } from "@/modules/account/customer-session";
import { useCommerce } from "@/modules/commerce";
import { useStore } from "@/modules/store/store-context";
import type { CustomerPriceReader } from "./customer-prices";
import { priceOverrides } from "./product-price";

/** A price staff change (or an approval) reaches an open page within a minute. */
const CUSTOMER_PRICES_STALE_MS = 60_000;

/** Null for a guest and until the region is known: guests see the shared prices. */
export function useCustomerPriceReader(): CustomerPriceReader | null {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const customerId = useCustomer().data?.id;
  const regionId = useStore().region?.id;
  return useMemo(() => {
    if (!customerId || !regionId) return null;
    return (productIds) =>
      queryClient.fetchQuery({
        queryKey: ["customer-prices", customerId, regionId, productIds] as const,
        queryFn: async () => {
          const { products } = await client.store.products.list({
            id: productIds,
            region_id: regionId,
            limit: productIds.length,
          });
          return priceOverrides(products);
        },
        staleTime: CUSTOMER_PRICES_STALE_MS,
      });
  }, [client, queryClient, customerId, regionId]);
}
