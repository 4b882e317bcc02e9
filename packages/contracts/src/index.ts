// @atelier/contracts: every route of the API, declared once (see operation.ts), and the entities
// its answers carry. The API validates and documents with these schemas; clients import types only.
export * from "./operation";
export * from "./common/errors";
export * from "./common/fields";
export * from "./common/query";
export * from "./common/input";
export * from "./meta/operations";

export * from "./regions/entities";
export * from "./regions/store";
export * from "./catalogue/entities";
export * from "./customers/entities";
export * from "./customers/customer";
export * from "./shipping/profile";
export * from "./shipping/entities";
export * from "./payments/entities";
export * from "./discounts/entities";
export * from "./gift-cards/entities";
export * from "./sales-channels/entities";
export * from "./carts/entities";
export * from "./orders/entities";
export * from "./orders/complete-cart";
export * from "./store-settings/entities";

export * from "./common/deleted";
export * from "./staff/entities";
export * from "./mail/entities";
export * from "./mail/admin";
export * from "./trade/entities";
export * from "./customers/admin-entities";
export * from "./orders/admin-entities";
export * from "./notes/entities";
export * from "./notes/admin";
export * from "./regions/admin-entities";
export * from "./store-settings/admin-entities";
export * from "./pricing/entities";
export * from "./media/entities";
export * from "./catalogue/admin-entities";
export * from "./forms/entities";
export * from "./forms/public";
export * from "./forms/admin";
export * from "./media/public";
export * from "./content/entities";
export * from "./content/public";
