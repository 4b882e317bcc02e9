"use client";

// Shoppers in a customer group (approved trade professionals) have prices of their own, from
// the group's price list. Pages are rendered and cached once for every shopper, so for a
// signed-in shopper the browser reads the shown products again as that shopper (the API knows
// them by their session) and lays their prices over the shared ones.
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { useCustomer } from "@/modules/account/customer-session";
import { useCommerce } from "@/modules/commerce";
import { useStore } from "@/modules/store";
import { priceOverrides, type VariantPriceOverrides } from "./product-price";

/** A price staff change (or an approval) reaches an open page within a minute. */
const CUSTOMER_PRICES_STALE_MS = 60_000;

/** The signed-in shopper's prices of these products in their region; undefined for guests. */
export function useCustomerPrices(
  productIds: readonly string[],
): VariantPriceOverrides | undefined {
  const client = useCommerce();
  const { data: customer } = useCustomer();
  const { region } = useStore();
  const ids = [...productIds].sort();
  const { data } = useQuery({
    queryKey: ["customer-prices", customer?.id, region?.id, ids] as const,
    queryFn: async () => {
      const { products } = await client.store.products.list({
        id: ids,
        region_id: region!.id,
        limit: ids.length,
      });
      return priceOverrides(products);
    },
    enabled: Boolean(customer && region && ids.length > 0),
    staleTime: CUSTOMER_PRICES_STALE_MS,
  });
  return customer ? data : undefined;
}

const CustomerPricesContext = createContext<VariantPriceOverrides | undefined>(undefined);

/** Reads the signed-in shopper's prices of a grid's products in one call. */
export function CustomerPricesProvider({
  productIds,
  children,
}: {
  productIds: readonly string[];
  children: ReactNode;
}) {
  const overrides = useCustomerPrices(productIds);
  return (
    <CustomerPricesContext.Provider value={overrides}>{children}</CustomerPricesContext.Provider>
  );
}

/** The prices of the nearest provider; undefined outside one or for a guest. */
export function useCustomerPriceOverrides(): VariantPriceOverrides | undefined {
  return useContext(CustomerPricesContext);
}
