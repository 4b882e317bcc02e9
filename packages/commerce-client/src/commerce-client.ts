// The client the web app and tests hold: one transport, and the API namespaces built on it.
import { createAdminApi, type AdminApi } from "./admin";
import { createTransport, type CommerceClientConfig, type Transport } from "./client";
import { createStoreApi, type StoreApi } from "./store";

export interface CommerceClient {
  store: StoreApi;
  admin: AdminApi;
  /** A raw call for routes without a typed method; same headers, retries and errors. */
  request: Transport["request"];
  /** Registers (or, with null, forgets) the bearer token for the store or admin audience. */
  setToken: Transport["setToken"];
}

export function createCommerceClient(config: CommerceClientConfig = {}): CommerceClient {
  const transport = createTransport(config);
  return {
    store: createStoreApi(transport),
    admin: createAdminApi(transport),
    request: transport.request,
    setToken: transport.setToken,
  };
}
