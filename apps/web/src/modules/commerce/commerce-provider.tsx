"use client";

import { createStoreClient, type StoreClient } from "@atelier/commerce-client";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/lib/config";
import { COMMERCE_MAX_RETRIES } from "./constants";

const CommerceContext = createContext<StoreClient | null>(null);

/**
 * Creates the browser's commerce client once, from the configuration read on the server: the
 * store client, since every page loads this provider; the staff pages add the Admin API to it
 * (use-admin-commerce.ts).
 */
export function CommerceProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  const [client] = useState(() =>
    createStoreClient({
      baseUrl: config.publicApiUrl,
      publishableApiKey: config.publishableApiKey,
      maxRetries: COMMERCE_MAX_RETRIES,
    }),
  );
  return <CommerceContext.Provider value={client}>{children}</CommerceContext.Provider>;
}

/** Spec §8: the commerce client hooks say which provider they need. */
export function useCommerce(): StoreClient {
  const client = useContext(CommerceContext);
  if (!client) throw new Error("useCommerce must be used within a CommerceProvider");
  return client;
}
