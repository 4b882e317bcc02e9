// @atelier/contracts: every route of the API, declared once (see operation.ts), and the entities
// its answers carry. The API validates and documents with these schemas; clients import types only.
export * from "./operation";
export * from "./common/errors";
export * from "./common/fields";
export * from "./common/query";
export * from "./common/input";
export * from "./common/nul-characters";
export * from "./meta/operations";

export * from "./regions/entities";
export * from "./regions/store";
export * from "./catalogue/entities";
export * from "./catalogue/store";
export * from "./customers/entities";
export * from "./customers/customer";
export * from "./customers/fields";
export * from "./customers/store";
export * from "./auth/store";
export * from "./shipping/profile";
export * from "./shipping/entities";
export * from "./payments/entities";
export * from "./discounts/entities";
export * from "./gift-cards/entities";
export * from "./sales-channels/entities";
export * from "./carts/entities";
export * from "./carts/fields";
export * from "./carts/store";
export * from "./shipping/store";
export * from "./payments/store";
export * from "./discounts/store";
export * from "./gift-cards/store";
export * from "./orders/entities";
export * from "./orders/complete-cart";
export * from "./orders/store";
export * from "./store-settings/entities";
export * from "./store-settings/store";

export * from "./common/deleted";
export * from "./staff/entities";
export * from "./staff/admin";
export * from "./auth/admin";
export * from "./mail/entities";
export * from "./mail/admin";
export * from "./trade/entities";
export * from "./trade/store";
export * from "./trade/admin";
export * from "./customers/admin-entities";
export * from "./customers/admin";
export * from "./customers/admin-groups";
export * from "./orders/admin-entities";
export * from "./orders/admin";
export * from "./payments/admin-entities";
export * from "./payments/admin";
export * from "./notes/entities";
export * from "./notes/admin";
export * from "./regions/admin-entities";
export * from "./regions/admin";
export * from "./shipping/admin-entities";
export * from "./shipping/admin";
export * from "./store-settings/admin-entities";
export * from "./store-settings/admin";
export * from "./pricing/entities";
export * from "./pricing/fields";
export * from "./pricing/admin";
export * from "./discounts/admin";
export * from "./media/entities";
export * from "./catalogue/admin-entities";
export * from "./forms/entities";
export * from "./forms/public";
export * from "./forms/admin";
export * from "./media/public";
export * from "./media/admin";
export * from "./content/entities";
export * from "./content/public";
export * from "./catalogue/fields";
export * from "./catalogue/admin";
export * from "./catalogue/admin-products";
export * from "./catalogue/admin-variants";
export type {
  BasePriceInput,
  ProductCreateBody,
  ProductUpdateBody,
  VariantCreateBody,
  VariantUpdateBody,
} from "./catalogue/product-fields";
export * from "./returns/entities";
export * from "./returns/fields";
export * from "./returns/store";
export * from "./returns/admin";
export * from "./claims/entities";
export * from "./claims/admin";
export * from "./draft-orders/entities";
export * from "./draft-orders/admin";
export * from "./orders/customer-claim";
export * from "./payment-collections/entities";
export * from "./payment-collections/store";
export * from "./payment-collections/admin";
export * from "./order-edits/entities";
export * from "./order-edits/store";
export * from "./order-edits/admin";
export * from "./swaps/entities";
export * from "./swaps/fields";
export * from "./swaps/store";
export * from "./swaps/admin";
export * from "./gift-cards/admin";
export * from "./taxes/entities";
export * from "./taxes/admin";
