// The public surface of @atelier/commerce-client.
export { createCommerceClient, withAdminApi, type CommerceClient } from "./commerce-client";
export { createStoreClient, type StoreClient } from "./store-client";
export type {
  Audience,
  CommerceClientConfig,
  HttpMethod,
  RequestOptions,
  Transport,
  TransportRequest,
  TransportResponse,
} from "./client";
export { SESSION_EXPIRES_HEADER, type WithSessionExpiry } from "./session-expiry";
export {
  CommerceApiError,
  CommerceAuthenticationError,
  CommerceConnectionError,
  CommerceError,
  CommerceInvalidRequestError,
  CommercePermissionError,
  isCommerceError,
  type CommerceErrorInit,
} from "./errors";
export type { StoreApi } from "./store";
export type { AdminApi } from "./admin";
export type * from "./admin-types";
export type { AdminCatalogueApi } from "./admin-catalogue";
export type * from "./admin-catalogue-types";
export type { AdminOrdersApi } from "./admin-orders";
export type * from "./admin-orders-types";
export type { AdminPricingApi } from "./admin-pricing";
export type * from "./admin-pricing-types";
export type {
  TaxRateAnswer,
  TaxRateInput,
  TaxRateShapeQuery,
  TaxRateUpdateInput,
} from "./admin-tax-rates";
export {
  DEFAULT_LOCALE,
  formatAmount,
  isZeroDecimal,
  taxOn,
  toMajorUnits,
  type FormatAmountInput,
} from "./money";
export type * from "./types";
