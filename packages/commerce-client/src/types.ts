// Wire types of the Medusa v1 Store API. The entities (regions, products, carts, orders, …) are
// the API's own response schemas from @atelier/contracts; request bodies and query strings follow
// until their routes are declared there too. Money fields are integers in the currency's minor
// unit; dates are ISO strings; tax rates are percentages.
import type {
  Body,
  GetCollections,
  GetCustomersCustomerOrders,
  GetOrders,
  GetProductCategories,
  GetProducts,
  GetProductsProduct,
  GetProductTags,
  GetProductTypes,
  GetRegions,
  GetShippingOptions,
  GetVariants,
  GetVariantsVariant,
  PostAuth,
  PostCart,
  PostCartsCart,
  PostCartsCartLineItems,
  PostCartsCartLineItemsItem,
  PostCartsCartPaymentSession,
  PostCartsCartPaymentSessionUpdate,
  PostCartsCartShippingMethod,
  PostCustomers,
  PostCustomersCustomer,
  PostCustomersCustomerAddresses,
  PostCustomersCustomerAddressesAddress,
  PostCustomersCustomerPasswordToken,
  PostCustomersResetPassword,
  PostProductsSearch,
  Query,
} from "@atelier/contracts";

export type * from "@atelier/contracts";

// ---------------------------------------------------------------- request bodies (contract §3, §6, §8)

export type Credentials = Body<typeof PostAuth>;

/** Every field optional (null clears one): an update, or a cart's address. */
export type AddressPayload = Body<typeof PostCustomersCustomerAddressesAddress>;

export type AddAddressInput = Body<typeof PostCustomersCustomerAddresses>;

export type AddressCreatePayload = AddAddressInput["address"];

export type CreateCartInput = Body<typeof PostCart>;

export type UpdateCartInput = Body<typeof PostCartsCart>;

export type AddLineItemInput = Body<typeof PostCartsCartLineItems>;

/** A quantity of 0 removes the line. */
export type UpdateLineItemInput = Body<typeof PostCartsCartLineItemsItem>;

export type AddShippingMethodInput = Body<typeof PostCartsCartShippingMethod>;

export type SelectPaymentSessionInput = Body<typeof PostCartsCartPaymentSession>;

export type UpdatePaymentSessionInput = Body<typeof PostCartsCartPaymentSessionUpdate>;

export type CreateCustomerInput = Body<typeof PostCustomers>;

export type UpdateCustomerInput = Body<typeof PostCustomersCustomer>;

export type PasswordTokenInput = Body<typeof PostCustomersCustomerPasswordToken>;

export type ResetPasswordInput = Body<typeof PostCustomersResetPassword>;

// ---------------------------------------------------------------- query strings (contract §4–§9)

/** `created_at[gt]=…` and friends. */
export interface DateFilter {
  lt?: string;
  gt?: string;
  lte?: string;
  gte?: string;
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

// The catalogue's queries and search body, as the routes declare them.
export type ProductListQuery = Query<typeof GetProducts>;
export type ProductQuery = Query<typeof GetProductsProduct>;
export type ProductSearchInput = Body<typeof PostProductsSearch>;
export type VariantListQuery = Query<typeof GetVariants>;
export type VariantQuery = Query<typeof GetVariantsVariant>;
export type RegionListQuery = Query<typeof GetRegions>;
export type CollectionListQuery = Query<typeof GetCollections>;
export type ProductCategoryListQuery = Query<typeof GetProductCategories>;
export type ProductTagListQuery = Query<typeof GetProductTags>;
export type ProductTypeListQuery = Query<typeof GetProductTypes>;

export type ShippingOptionListQuery = Query<typeof GetShippingOptions>;

export type CustomerOrderListQuery = Query<typeof GetCustomersCustomerOrders>;

/** Finds a guest's order by its number and email. */
export type OrderLookupQuery = Query<typeof GetOrders>;
