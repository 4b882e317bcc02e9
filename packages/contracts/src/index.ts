// @atelier/contracts: every route of the API, declared once (see operation.ts), and the entities
// its answers carry. The API validates and documents with these schemas; clients import types only.
export * from "./operation";
export * from "./common/errors";
export * from "./common/fields";
export * from "./common/query";
export * from "./meta/operations";

export * from "./regions/entities";
export * from "./catalogue/entities";
export * from "./customers/entities";
export * from "./customers/customer";
export * from "./shipping/entities";
export * from "./payments/entities";
export * from "./discounts/entities";
export * from "./gift-cards/entities";
export * from "./sales-channels/entities";
export * from "./carts/entities";
export * from "./orders/entities";
export * from "./orders/complete-cart";
export * from "./store-settings/entities";
