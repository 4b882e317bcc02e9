"use client";

// The browser's commerce client and the configuration it is built from. Only the contexts live
// here, in every page's first-load JavaScript; the client itself is created by the data layer
// (data-layer.tsx), which shop pages load after hydration (issue 16).
import type { StoreClient } from "@atelier/commerce-client";
import { createContext, useContext } from "react";
import type { RuntimeConfig } from "@/lib/config";

export const CommerceContext = createContext<StoreClient | null>(null);

/** Spec §8: the commerce client hooks say which provider they need. */
export function useCommerce(): StoreClient {
  const client = useContext(CommerceContext);
  if (!client) throw new Error("useCommerce must be used within a DataLayerScope");
  return client;
}

/** The configuration read on the server at run time (root layout), for the data layer. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error("useRuntimeConfig must be used within the shop's Providers");
  return config;
}
