"use client";

import type { Region } from "@atelier/commerce-client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/lib/config";
import { createQueryClient } from "@/lib/query-client";
import { CustomerSessionRefresh } from "@/modules/account/components/customer-session-refresh";
import { CartDropdownProvider, CartProvider } from "@/modules/cart";
import { CommerceProvider } from "@/modules/commerce";
import { FormEndpointProvider } from "@/modules/forms/form-endpoint";
import { LazyToaster } from "@/modules/layout/components/lazy-toaster";
import { StoreProvider } from "@/modules/store";

export interface ProvidersProps {
  /** Read on the server at run time (the publishable key exists only after the first seed). */
  config: RuntimeConfig;
  /** The region the server priced this page for; undefined when the API could not be reached. */
  initialRegion: Region | undefined;
  children: ReactNode;
}

export function Providers({ config, initialRegion, children }: ProvidersProps) {
  // One query cache per browser tab, created on first render and kept across navigations.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider config={config}>
        <CustomerSessionRefresh />
        <StoreProvider initialRegionId={initialRegion?.id}>
          <CartDropdownProvider>
            <CartProvider>
              <FormEndpointProvider endpoint={config.formEndpoint}>{children}</FormEndpointProvider>
            </CartProvider>
          </CartDropdownProvider>
        </StoreProvider>
      </CommerceProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
