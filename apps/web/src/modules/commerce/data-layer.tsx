"use client";

// The shop's client data layer: the query cache, the commerce client, the store, cart and
// customer session. Shop pages load it after hydration (app/providers.tsx, issue 16: it is
// about 20 KiB gzipped that no page needs before it is interactive); pages whose components
// query the API themselves (the account, checkout, the staff area) import it with them and
// wrap their content in DataLayerScope.
import { createStoreClient, type Customer, type StoreClient } from "@atelier/commerce-client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/lib/config";
import { createQueryClient } from "@/lib/query-client";
import { CustomerSessionRefresh } from "@/modules/account/components/customer-session-refresh";
import { useCustomer } from "@/modules/account/customer-session";
import { useCart, type CartContextValue } from "@/modules/cart/cart-context";
import { CartProvider } from "@/modules/cart/cart-provider";
import { useCustomerPriceReader } from "@/modules/products/customer-price-reader";
import type { CustomerPriceReader } from "@/modules/products/customer-prices";
import { useStore, type StoreContextValue } from "@/modules/store/store-context";
import { StoreProvider } from "@/modules/store/store-provider";
import { CommerceContext, useRuntimeConfig } from "./commerce-context";
import { COMMERCE_MAX_RETRIES } from "./constants";

interface DataClients {
  queryClient: QueryClient;
  commerce: StoreClient;
}

function createDataClients(config: RuntimeConfig): DataClients {
  return {
    queryClient: createQueryClient(),
    commerce: createStoreClient({
      baseUrl: config.publicApiUrl,
      publishableApiKey: config.publishableApiKey,
      maxRetries: COMMERCE_MAX_RETRIES,
    }),
  };
}

// One query cache and client per browser tab, kept across navigations and shared by the shell's
// data layer and every scoped page. A server render makes its own (nothing is shared between
// requests).
let browserClients: DataClients | undefined;
function dataClients(config: RuntimeConfig): DataClients {
  if (typeof window === "undefined") return createDataClients(config);
  browserClients ??= createDataClients(config);
  return browserClients;
}

function DataClientsProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const [clients] = useState(() => dataClients(config));
  return (
    <QueryClientProvider client={clients.queryClient}>
      <CommerceContext.Provider value={clients.commerce}>{children}</CommerceContext.Provider>
    </QueryClientProvider>
  );
}

/** For pages whose components use the query cache and the commerce client directly. */
export function DataLayerScope({ children }: { children: ReactNode }) {
  return <DataClientsProvider>{children}</DataClientsProvider>;
}

/** What the data layer hands the shell, which gives it to every page through its contexts. */
export interface DataLayerValues {
  store: StoreContextValue;
  cart: CartContextValue;
  customer: Customer | null | undefined;
  readCustomerPrices: CustomerPriceReader | null;
}

function Publisher({ onChange }: { onChange: (values: DataLayerValues) => void }) {
  const store = useStore();
  const cart = useCart();
  const customer = useCustomer().data;
  const readCustomerPrices = useCustomerPriceReader();
  // Before paint, so the page never shows a frame behind the data layer.
  useLayoutEffect(() => {
    onChange({ store, cart, customer, readCustomerPrices });
  }, [onChange, store, cart, customer, readCustomerPrices]);
  return null;
}

/**
 * Mounted by the shell beside the page, once it has loaded: it keeps the store, the cart and the
 * customer session, and hands their values to the shell on every change. Beside, not around, the
 * page: wrapping the hydrated page in new providers would mount it again.
 */
export function DataLayer({
  initialRegionId,
  onChange,
}: {
  /** The region the server rendered prices for (from the region cookie). */
  initialRegionId: string | undefined;
  onChange: (values: DataLayerValues) => void;
}) {
  return (
    <DataClientsProvider>
      <CustomerSessionRefresh />
      <StoreProvider initialRegionId={initialRegionId}>
        <CartProvider>
          <Publisher onChange={onChange} />
        </CartProvider>
      </StoreProvider>
    </DataClientsProvider>
  );
}
