// Wire types of the Medusa v1 Store API. The entities (regions, products, carts, orders, …) are
// the API's own response schemas from @atelier/contracts; request bodies and query strings follow
// until their routes are declared there too. Money fields are integers in the currency's minor
// unit; dates are ISO strings; tax rates are percentages.
import type {
  Body,
  GetCustomersCustomerOrders,
  GetRegions,
  PostAuth,
  PostCustomers,
  PostCustomersCustomer,
  PostCustomersCustomerAddresses,
  PostCustomersCustomerAddressesAddress,
  PostCustomersCustomerPasswordToken,
  PostCustomersResetPassword,
  Query,
} from "@atelier/contracts";

export type * from "@atelier/contracts";

// ---------------------------------------------------------------- request bodies (contract §3, §6, §8)

export type Credentials = Body<typeof PostAuth>;

/** Every field optional (null clears one): an update, or a cart's address. */
export type AddressPayload = Body<typeof PostCustomersCustomerAddressesAddress>;

export type AddAddressInput = Body<typeof PostCustomersCustomerAddresses>;

export type AddressCreatePayload = AddAddressInput["address"];

export interface CreateCartInput {
  region_id?: string;
  country_code?: string;
  items?: { variant_id: string; quantity: number }[];
  context?: Record<string, unknown>;
  sales_channel_id?: string;
}

export interface UpdateCartInput {
  region_id?: string;
  country_code?: string;
  email?: string;
  /** An address, or the id of one of the customer's addresses. */
  billing_address?: AddressPayload | string;
  shipping_address?: AddressPayload | string;
  gift_cards?: { code: string }[];
  discounts?: { code: string }[];
  customer_id?: string;
  context?: Record<string, unknown>;
  sales_channel_id?: string;
}

export interface AddLineItemInput {
  variant_id: string;
  quantity: number;
  metadata?: Record<string, unknown>;
}

export interface UpdateLineItemInput {
  /** 0 removes the line. */
  quantity: number;
  metadata?: Record<string, unknown>;
}

export interface AddShippingMethodInput {
  option_id: string;
  data?: Record<string, unknown>;
}

export interface SelectPaymentSessionInput {
  provider_id: string;
}

export interface UpdatePaymentSessionInput {
  data: Record<string, unknown>;
}

export type CreateCustomerInput = Body<typeof PostCustomers>;

export type UpdateCustomerInput = Body<typeof PostCustomersCustomer>;

export type PasswordTokenInput = Body<typeof PostCustomersCustomerPasswordToken>;

export type ResetPasswordInput = Body<typeof PostCustomersResetPassword>;

export interface ProductSearchInput {
  q?: string;
  offset?: number;
  limit?: number;
  filter?: unknown;
}

// ---------------------------------------------------------------- query strings (contract §4–§9)

/** `created_at[gt]=…` and friends. */
export interface DateFilter {
  lt?: string;
  gt?: string;
  lte?: string;
  gte?: string;
}

export interface ExpandQuery {
  /** Comma list of relations; replaces the route's defaults. */
  expand?: string;
  /** Comma list of columns. */
  fields?: string;
}

export interface PageQuery {
  limit?: number;
  offset?: number;
}

/** Prices a variant for a cart, a region or a currency. */
export interface PriceContextQuery {
  cart_id?: string;
  region_id?: string;
  currency_code?: string;
}

export interface ProductListQuery extends PageQuery, ExpandQuery, PriceContextQuery {
  /** A field name, `-` first for descending. */
  order?: string;
  q?: string;
  id?: string | string[];
  collection_id?: string[];
  /** Tag ids. */
  tags?: string[];
  type_id?: string[];
  category_id?: string[];
  include_category_children?: boolean;
  sales_channel_id?: string[];
  title?: string;
  description?: string;
  /** There is no get-by-handle route: list with `handle`. */
  handle?: string;
  is_giftcard?: boolean;
  created_at?: DateFilter;
  updated_at?: DateFilter;
}

export interface ProductQuery extends ExpandQuery, PriceContextQuery {
  sales_channel_id?: string;
}

export interface VariantListQuery extends PageQuery, PriceContextQuery {
  /** Comma-separated ids. */
  ids?: string;
  id?: string | string[];
  title?: string | string[];
  inventory_quantity?: number;
  sales_channel_id?: string;
  expand?: string;
}

export interface VariantQuery extends PriceContextQuery {
  sales_channel_id?: string;
}

export type RegionListQuery = Query<typeof GetRegions>;

export interface CollectionListQuery extends PageQuery {
  handle?: string[];
  created_at?: DateFilter;
  updated_at?: DateFilter;
}

export interface ProductCategoryListQuery extends PageQuery, ExpandQuery {
  q?: string;
  handle?: string;
  /** The string "null" lists top-level categories. */
  parent_category_id?: string;
  include_descendants_tree?: boolean;
}

/** Tags and types take the same filters. */
export interface ProductTagListQuery extends PageQuery {
  id?: string | string[];
  q?: string;
  value?: string | string[];
  discount_condition_id?: string;
  order?: string;
  created_at?: DateFilter;
  updated_at?: DateFilter;
}

export type ProductTypeListQuery = ProductTagListQuery;

export interface ShippingOptionListQuery {
  /** Comma-separated product ids. */
  product_ids?: string;
  region_id?: string;
  is_return?: boolean;
}

export type CustomerOrderListQuery = Query<typeof GetCustomersCustomerOrders>;

/** Finds a guest's order by its number and email. */
export interface OrderLookupQuery extends ExpandQuery {
  display_id: number;
  email: string;
  shipping_address?: { postal_code?: string };
}
