"use client";

// The staff pages' client: the page's store client with the Admin API on the same transport.
// Kept out of this module's index so that shop pages, which import the index, never bundle the
// Admin API's method map (issue 16: first-load JavaScript).
import { withAdminApi, type CommerceClient } from "@atelier/commerce-client";
import { useMemo } from "react";
import { useCommerce } from "./commerce-context";

export function useAdminCommerce(): CommerceClient {
  const client = useCommerce();
  return useMemo(() => withAdminApi(client), [client]);
}
