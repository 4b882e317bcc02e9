// The client the admin, the server and tests hold: the store client and the Admin API on the
// same transport (tokens, retries, errors).
import { createAdminApi, type AdminApi } from "./admin";
import type { CommerceClientConfig } from "./client";
import { createStoreClient, type StoreClient } from "./store-client";

export interface CommerceClient extends StoreClient {
  admin: AdminApi;
}

export function createCommerceClient(config: CommerceClientConfig = {}): CommerceClient {
  return withAdminApi(createStoreClient(config));
}

/** Adds the Admin API to a store client, sharing its transport (the staff area's pages). */
export function withAdminApi(client: StoreClient): CommerceClient {
  return { ...client, admin: createAdminApi(client) };
}
