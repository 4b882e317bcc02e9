"use client";

import type { Region } from "@atelier/commerce-client";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useAfterHydration } from "@/lib/after-hydration";
import type { RuntimeConfig } from "@/lib/config";
import { SignedInCustomerContext } from "@/modules/account/signed-in-customer";
import { CartDropdownProvider } from "@/modules/cart";
import { CartContext, pendingCart, type CartContextValue } from "@/modules/cart/cart-context";
import { RuntimeConfigContext } from "@/modules/commerce/commerce-context";
import type { DataLayerValues } from "@/modules/commerce/data-layer";
import { FormEndpointProvider } from "@/modules/forms/form-endpoint";
import { LazyToaster } from "@/modules/layout/components/lazy-toaster";
import { CustomerPriceReaderContext } from "@/modules/products/customer-prices";
import { STORE_NOT_LOADED, StoreContext } from "@/modules/store/store-context";

export interface ProvidersProps {
  /** Read on the server at run time (the publishable key exists only after the first seed). */
  config: RuntimeConfig;
  /** The region the server priced this page for; undefined when the API could not be reached. */
  initialRegion: Region | undefined;
  children: ReactNode;
}

const loadDataLayer = () =>
  import("@/modules/commerce/data-layer").then((module) => module.DataLayer);

/** Settles with the first cart the data layer publishes, for adds made before it had loaded. */
function useLoadedCart() {
  const [loaded] = useState(() => {
    let resolve: (cart: CartContextValue) => void = () => undefined;
    const cart = new Promise<CartContextValue>((settle) => (resolve = settle));
    return { cart, resolve };
  });
  const pending = useMemo(() => pendingCart(() => loaded.cart), [loaded]);
  return { pending, resolve: loaded.resolve };
}

/**
 * The first-load shell of the shop's client state (issue 16). The page hydrates with contexts
 * that say "not loaded yet" (no regions, no cart, no customer: what the real providers say
 * before their first answer), then the data layer (the query cache, the commerce client, the
 * store, cart and session) loads and runs beside the page and fills them in.
 */
export function Providers({ config, initialRegion, children }: ProvidersProps) {
  const DataLayer = useAfterHydration(loadDataLayer, "The shop's data layer");
  const [values, setValues] = useState<DataLayerValues | null>(null);
  const { pending: pendingCartValue, resolve: resolveLoadedCart } = useLoadedCart();

  const publish = useCallback(
    (next: DataLayerValues) => {
      setValues(next);
      resolveLoadedCart(next.cart);
    },
    [resolveLoadedCart],
  );
  const initialRegionId = initialRegion?.id;
  // The same element on every render, so a published change does not render the layer again.
  const dataLayer = useMemo(
    () => (DataLayer ? <DataLayer initialRegionId={initialRegionId} onChange={publish} /> : null),
    [DataLayer, initialRegionId, publish],
  );

  return (
    <RuntimeConfigContext.Provider value={config}>
      <CartDropdownProvider>
        <StoreContext.Provider value={values?.store ?? STORE_NOT_LOADED}>
          <CartContext.Provider value={values?.cart ?? pendingCartValue}>
            <SignedInCustomerContext.Provider value={values?.customer}>
              <CustomerPriceReaderContext.Provider value={values?.readCustomerPrices ?? null}>
                <FormEndpointProvider endpoint={config.formEndpoint}>
                  {children}
                </FormEndpointProvider>
                {dataLayer}
              </CustomerPriceReaderContext.Provider>
            </SignedInCustomerContext.Provider>
          </CartContext.Provider>
        </StoreContext.Provider>
      </CartDropdownProvider>
      <LazyToaster />
    </RuntimeConfigContext.Provider>
  );
}
