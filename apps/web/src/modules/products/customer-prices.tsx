"use client";

// Shoppers in a customer group (approved trade professionals) have prices of their own, from
// the group's price list. Pages are rendered and cached once for every shopper, so for a
// signed-in shopper the browser reads the shown products again as that shopper (the API knows
// them by their session) and lays their prices over the shared ones. The reading is done by the
// data layer (customer-price-reader.ts), which shop pages load after hydration (issue 16).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { VariantPriceOverrides } from "./product-price";

/** Reads the signed-in shopper's prices of some products in their region. */
export type CustomerPriceReader = (productIds: string[]) => Promise<VariantPriceOverrides>;

/** Null for a guest, and until the data layer has loaded and knows who is signed in. */
export const CustomerPriceReaderContext = createContext<CustomerPriceReader | null>(null);

interface ReadPrices {
  read: CustomerPriceReader;
  productKey: string;
  overrides: VariantPriceOverrides;
}

/** The signed-in shopper's prices of these products in their region; undefined for guests. */
export function useCustomerPrices(
  productIds: readonly string[],
): VariantPriceOverrides | undefined {
  const read = useContext(CustomerPriceReaderContext);
  const productKey = [...productIds].sort().join(",");
  const [readPrices, setReadPrices] = useState<ReadPrices | null>(null);

  useEffect(() => {
    if (!read || productKey === "") return;
    let current = true;
    // A failed read leaves the shared prices in place.
    read(productKey.split(",")).then(
      (overrides) => {
        if (current) setReadPrices({ read, productKey, overrides });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [read, productKey]);

  // Prices read for another shopper, region or product list are not shown.
  return read && readPrices?.read === read && readPrices.productKey === productKey
    ? readPrices.overrides
    : undefined;
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
