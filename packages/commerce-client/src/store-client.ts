// The shop's client: one transport and the Store API on it, without the Admin API, so a page
// that only shops does not carry the admin method map (issue 16: first-load JavaScript).
import { createTransport, type CommerceClientConfig, type Transport } from "./client";
import { createStoreApi, type StoreApi } from "./store";

export interface StoreClient {
  store: StoreApi;
  /** A raw call for routes without a typed method; same headers, retries and errors. */
  request: Transport["request"];
  /** `request`, keeping the answer's headers too. */
  exchange: Transport["exchange"];
  /** Registers (or, with null, forgets) the bearer token for the store or admin audience. */
  setToken: Transport["setToken"];
}

export function createStoreClient(config: CommerceClientConfig = {}): StoreClient {
  const { request, exchange, setToken } = createTransport(config);
  return { store: createStoreApi({ request, exchange, setToken }), request, exchange, setToken };
}
