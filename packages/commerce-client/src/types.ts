// Wire types of the Medusa v1 Store API as the contract describes them (contract §4–§9, §13).
// Money fields are integers in the currency's minor unit; dates are ISO strings; tax rates are
// percentages. Fields the server computes, or sends only with some relations, are optional.

export type Metadata = Record<string, unknown> | null;

interface Timestamps {
  created_at: string;
  updated_at: string;
}

interface SoftDeletable extends Timestamps {
  deleted_at: string | null;
}

/** `{ products: Product[], count, offset, limit }` and its siblings (contract §4). */
export type ListResponse<Key extends string, Item> = { [K in Key]: Item[] } & {
  count: number;
  offset: number;
  limit: number;
};

// ---------------------------------------------------------------- regions (contract §7.2)

export interface Country {
  id: number;
  iso_2: string;
  iso_3: string;
  num_code: number;
  /** Upper case, e.g. "DENMARK". */
  name: string;
  /** Title case, e.g. "Denmark". */
  display_name: string;
  region_id: string | null;
}

export interface Currency {
  code: string;
  symbol: string;
  symbol_native: string;
  name: string;
}

export interface ProviderRef {
  id: string;
  is_installed: boolean;
}

export interface Region extends SoftDeletable {
  id: string;
  name: string;
  currency_code: string;
  /** A percentage: 25 means 25 %. */
  tax_rate: number;
  tax_code: string | null;
  gift_cards_taxable: boolean;
  automatic_taxes: boolean;
  tax_provider_id: string | null;
  metadata: Metadata;
  countries: Country[];
  payment_providers: ProviderRef[];
  /** Loaded on the regions routes, not on a cart's region. */
  fulfillment_providers?: ProviderRef[];
  currency?: Currency;
}

/** `GET /store/custom`: the store's name, currencies and default region. */
export interface StoreInfo {
  id: string;
  name: string;
  default_currency_code: string;
  currencies: Currency[];
  default_region_id: string | null;
  default_region: Region | null;
}

// ---------------------------------------------------------------- catalogue (contract §7.1, §7.3, §7.5)

export type ProductStatus = "draft" | "proposed" | "published" | "rejected";

export interface Image extends SoftDeletable {
  id: string;
  url: string;
  metadata: Metadata;
}

export interface ProductOptionValue extends SoftDeletable {
  id: string;
  value: string;
  option_id: string;
  variant_id: string;
  metadata: Metadata;
}

export interface ProductOption extends SoftDeletable {
  id: string;
  title: string;
  product_id: string;
  values: ProductOptionValue[];
  metadata: Metadata;
}

/** Tag and type lists select only id, value and timestamps; `metadata` comes with a product. */
export interface ProductTag extends Timestamps {
  id: string;
  value: string;
  metadata?: Metadata;
}

export interface ProductType extends Timestamps {
  id: string;
  value: string;
  metadata?: Metadata;
}

export interface ProductCollection extends SoftDeletable {
  id: string;
  title: string;
  handle: string | null;
  metadata: Metadata;
}

export interface ProductCategory extends Timestamps {
  id: string;
  name: string;
  description: string;
  handle: string;
  parent_category_id: string | null;
  rank: number;
  metadata: Metadata;
  parent_category?: ProductCategory | null;
  category_children?: ProductCategory[];
}

export interface MoneyAmount extends SoftDeletable {
  id: string;
  currency_code: string;
  amount: number;
  min_quantity: number | null;
  max_quantity: number | null;
  price_list_id: string | null;
  region_id: string | null;
  variant_id: string;
}

export interface VariantTaxRate {
  /** A percentage. */
  rate: number;
  name: string;
  code: string | null;
}

interface Dimensions {
  weight: number | null;
  length: number | null;
  height: number | null;
  width: number | null;
  hs_code: string | null;
  origin_country: string | null;
  mid_code: string | null;
  material: string | null;
}

/** A variant's own columns, as a cart line item carries it. */
export interface ProductVariantBase extends SoftDeletable, Dimensions {
  id: string;
  title: string;
  product_id: string;
  sku: string | null;
  barcode: string | null;
  ean: string | null;
  upc: string | null;
  variant_rank: number | null;
  inventory_quantity: number;
  allow_backorder: boolean;
  manage_inventory: boolean;
  metadata: Metadata;
}

/**
 * A variant from the catalogue routes, priced for the region, currency or cart in the query
 * (contract §7.1). Without one of those, `calculated_price` is null.
 */
export interface ProductVariant extends ProductVariantBase {
  options: ProductOptionValue[];
  prices: MoneyAmount[];
  original_price?: number | null;
  calculated_price?: number | null;
  calculated_price_type?: "default" | "sale" | "override";
  original_price_incl_tax?: number | null;
  calculated_price_incl_tax?: number | null;
  original_tax?: number | null;
  calculated_tax?: number | null;
  tax_rates?: VariantTaxRate[] | null;
  purchasable?: boolean;
  /** Present on `GET /store/variants`. */
  product?: ProductBase;
}

/** A product's own columns. */
export interface ProductBase extends SoftDeletable, Dimensions {
  id: string;
  title: string;
  subtitle: string | null;
  status: ProductStatus;
  external_id: string | null;
  description: string | null;
  handle: string | null;
  is_giftcard: boolean;
  discountable: boolean;
  thumbnail: string | null;
  collection_id: string | null;
  type_id: string | null;
  metadata: Metadata;
}

/**
 * A shipping profile: the products and shipping options that go together. Atelier ships every
 * product with every option, so it answers with one profile, Medusa's default.
 */
export interface ShippingProfile extends SoftDeletable {
  id: string;
  name: string;
  type: "default" | "gift_card" | "custom";
  metadata: Metadata;
}

export interface Product extends ProductBase {
  /** On the product routes (contract §7.1). */
  profile_id?: string;
  profiles?: ShippingProfile[];
  variants: ProductVariant[];
  options: ProductOption[];
  images: Image[];
  tags: ProductTag[];
  collection: ProductCollection | null;
  type: ProductType | null;
  /** Only with `expand=categories`. */
  categories?: ProductCategory[];
}

// ---------------------------------------------------------------- addresses, customers (contract §6.1, §6.2, §8)

export interface Address extends SoftDeletable {
  id: string;
  customer_id: string | null;
  company: string | null;
  first_name: string | null;
  last_name: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  country_code: string | null;
  province: string | null;
  postal_code: string | null;
  phone: string | null;
  metadata: Metadata;
}

/** A customer's own columns, as a cart carries its customer. */
export interface CustomerBase extends SoftDeletable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  billing_address_id: string | null;
  phone: string | null;
  has_account: boolean;
  metadata: Metadata;
}

export interface Customer extends CustomerBase {
  shipping_addresses: Address[];
  /** On the `/me` routes. */
  billing_address?: Address | null;
  /** On sign-in and session responses. */
  orders?: Order[];
}

export interface PaymentMethod {
  provider_id: string;
  data: Record<string, unknown>;
}

// ---------------------------------------------------------------- carts (contract §6)

export interface LineItemTaxLine extends Timestamps {
  id: string;
  item_id: string;
  code: string | null;
  name: string;
  /** A percentage. */
  rate: number;
  metadata: Metadata;
}

export interface LineItemAdjustment {
  id: string;
  item_id: string;
  description: string;
  discount_id: string | null;
  amount: number;
  metadata: Metadata;
}

/** A line's product: all its columns, and its shipping profile (contract §6.3). */
export interface LineItemProduct extends ProductBase {
  profile_id?: string;
  profile?: ShippingProfile;
  profiles?: ShippingProfile[];
}

export interface LineItemVariant extends ProductVariantBase {
  product: LineItemProduct;
}

export interface LineItem extends Timestamps {
  id: string;
  cart_id: string | null;
  order_id: string | null;
  swap_id: string | null;
  claim_order_id: string | null;
  original_item_id: string | null;
  order_edit_id: string | null;
  title: string;
  description: string | null;
  thumbnail: string | null;
  is_return: boolean;
  is_giftcard: boolean;
  should_merge: boolean;
  allow_discounts: boolean;
  has_shipping: boolean | null;
  unit_price: number;
  variant_id: string | null;
  /** On orders, already less the returned quantity. */
  quantity: number;
  fulfilled_quantity: number | null;
  returned_quantity: number | null;
  shipped_quantity: number | null;
  metadata: Metadata;
  variant?: LineItemVariant | null;
  adjustments?: LineItemAdjustment[];
  tax_lines?: LineItemTaxLine[];
  subtotal?: number;
  discount_total?: number;
  tax_total?: number;
  total?: number;
  original_total?: number;
  original_tax_total?: number;
  /** Orders only. */
  refundable?: number;
}

export interface ShippingOptionRequirement {
  id: string;
  shipping_option_id: string;
  type: "min_subtotal" | "max_subtotal";
  amount: number;
  deleted_at: string | null;
}

export interface ShippingOption extends SoftDeletable {
  id: string;
  name: string;
  region_id: string;
  profile_id: string;
  provider_id: string;
  price_type: "flat_rate" | "calculated";
  amount: number | null;
  is_return: boolean;
  admin_only: boolean;
  data: Record<string, unknown>;
  metadata: Metadata;
  requirements: ShippingOptionRequirement[];
  /** Added by the store listings (contract §7.6). */
  profile?: ShippingProfile;
  price_incl_tax?: number;
  tax_rates?: VariantTaxRate[];
  tax_amount?: number;
}

export interface ShippingMethodTaxLine extends Timestamps {
  id: string;
  shipping_method_id: string;
  code: string | null;
  name: string;
  rate: number;
  metadata: Metadata;
}

export interface ShippingMethod {
  id: string;
  shipping_option_id: string;
  order_id: string | null;
  claim_order_id: string | null;
  cart_id: string | null;
  swap_id: string | null;
  return_id: string | null;
  price: number;
  data: Record<string, unknown>;
  shipping_option?: ShippingOption;
  tax_lines?: ShippingMethodTaxLine[];
  subtotal?: number;
  total?: number;
  tax_total?: number;
  original_total?: number;
  original_tax_total?: number;
}

export type PaymentSessionStatus =
  "authorized" | "pending" | "requires_more" | "error" | "canceled";

export interface PaymentSession extends Timestamps {
  id: string;
  cart_id: string | null;
  provider_id: string;
  is_selected: boolean | null;
  is_initiated: boolean;
  status: PaymentSessionStatus;
  data: Record<string, unknown>;
  idempotency_key: string | null;
  amount: number | null;
  payment_authorized_at: string | null;
}

export interface Payment extends Timestamps {
  id: string;
  swap_id: string | null;
  cart_id: string | null;
  order_id: string | null;
  amount: number;
  currency_code: string;
  amount_refunded: number;
  provider_id: string;
  data: Record<string, unknown>;
  captured_at: string | null;
  canceled_at: string | null;
  idempotency_key: string | null;
  metadata: Metadata;
}

export interface DiscountRule extends Timestamps {
  id: string;
  type: "fixed" | "percentage" | "free_shipping";
  description: string | null;
  /** Minor units for `fixed`, a percentage for `percentage`. */
  value: number;
  allocation: "total" | "item" | null;
  metadata: Metadata;
}

export interface Discount extends Timestamps {
  id: string;
  code: string;
  is_dynamic: boolean;
  rule_id: string;
  rule?: DiscountRule;
  is_disabled: boolean;
  parent_discount_id: string | null;
  starts_at: string;
  ends_at: string | null;
  /** An ISO 8601 duration. */
  valid_duration: string | null;
  usage_limit: number | null;
  usage_count: number;
  metadata: Metadata;
}

export interface GiftCard extends Timestamps {
  id: string;
  code: string;
  value: number;
  balance: number;
  region_id: string;
  order_id: string | null;
  is_disabled: boolean;
  ends_at: string | null;
  tax_rate: number | null;
  metadata: Metadata;
}

/** `GET /store/gift-cards/:code` sends only these fields. */
export type StoreGiftCard = Pick<GiftCard, "id" | "code" | "value" | "balance"> & {
  region: Region;
};

export interface SalesChannel {
  id: string;
  name: string;
  description: string | null;
  is_disabled: boolean;
}

export type CartType = "default" | "swap" | "draft_order" | "payment_link" | "claim";

export interface Cart extends SoftDeletable {
  object: "cart";
  id: string;
  email: string | null;
  billing_address_id: string | null;
  billing_address: Address | null;
  shipping_address_id: string | null;
  shipping_address: Address | null;
  items: LineItem[];
  region_id: string;
  region: Region;
  discounts: Discount[];
  gift_cards: GiftCard[];
  customer_id: string | null;
  /** Null for a guest's cart. */
  customer?: CustomerBase | null;
  /** The selected session; absent when none is selected. */
  payment_session?: PaymentSession;
  payment_sessions: PaymentSession[];
  payment_id: string | null;
  payment: Payment | null;
  shipping_methods: ShippingMethod[];
  type: CartType;
  completed_at: string | null;
  payment_authorized_at: string | null;
  idempotency_key: string | null;
  context: Record<string, unknown> | null;
  metadata: Metadata;
  sales_channel_id: string | null;
  sales_channel: SalesChannel | null;
  subtotal: number;
  discount_total: number;
  item_tax_total: number;
  shipping_total: number;
  shipping_tax_total: number;
  tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  total: number;
}

// ---------------------------------------------------------------- orders (contract §9, §13)

export type OrderStatus = "pending" | "completed" | "archived" | "canceled" | "requires_action";

export type FulfillmentStatus =
  | "not_fulfilled"
  | "partially_fulfilled"
  | "fulfilled"
  | "partially_shipped"
  | "shipped"
  | "partially_returned"
  | "returned"
  | "canceled"
  | "requires_action";

export type PaymentStatus =
  | "not_paid"
  | "awaiting"
  | "captured"
  | "partially_refunded"
  | "refunded"
  | "canceled"
  | "requires_action";

export interface TrackingLink extends SoftDeletable {
  id: string;
  url: string | null;
  tracking_number: string;
  fulfillment_id: string;
  metadata: Metadata;
}

export interface Fulfillment extends Timestamps {
  id: string;
  claim_order_id: string | null;
  swap_id: string | null;
  order_id: string | null;
  provider_id: string;
  location_id: string | null;
  tracking_numbers: string[];
  data: Record<string, unknown>;
  shipped_at: string | null;
  no_notification: boolean | null;
  canceled_at: string | null;
  idempotency_key: string | null;
  metadata: Metadata;
  items: { fulfillment_id: string; item_id: string; quantity: number }[];
  tracking_links: TrackingLink[];
}

/** An order as the store routes send it; the relations are those of `GET /store/orders/:id`. */
export interface Order extends Timestamps {
  object: "order";
  id: string;
  display_id: number;
  status: OrderStatus;
  fulfillment_status: FulfillmentStatus;
  payment_status: PaymentStatus;
  cart_id: string | null;
  customer_id: string;
  email: string;
  region_id: string;
  currency_code: string;
  /** Null for orders that use tax lines. */
  tax_rate: number | null;
  items: LineItem[];
  shipping_address?: Address | null;
  /** Only with `expand=billing_address`. */
  billing_address?: Address | null;
  shipping_methods?: ShippingMethod[];
  fulfillments?: Fulfillment[];
  discounts?: Discount[];
  customer?: Customer;
  payments?: Payment[];
  region?: Region;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  item_tax_total: number;
  shipping_tax_total: number;
  tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  total: number;
  paid_total: number;
  refunded_total: number;
  refundable_amount: number;
}

/** `POST /store/carts/:id/complete` (contract §6.6). */
export type CompleteCartResponse =
  | { type: "order"; data: Order }
  | { type: "cart"; data: Cart; payment_status: "requires_more" | "pending" }
  // Swap carts come from returns the storefront does not start; their shape is not modelled.
  | { type: "swap"; data: Record<string, unknown> };

// ---------------------------------------------------------------- request bodies (contract §3, §6, §8)

export interface Credentials {
  email: string;
  password: string;
}

/** Every field optional: an update, or a cart's address. */
export interface AddressPayload {
  first_name?: string;
  last_name?: string;
  phone?: string;
  company?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  country_code?: string;
  province?: string;
  postal_code?: string;
  metadata?: Record<string, unknown>;
}

export interface AddressCreatePayload extends AddressPayload {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  country_code: string;
  postal_code: string;
}

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

export interface CreateCustomerInput extends Credentials {
  first_name?: string;
  last_name?: string;
  phone?: string;
}

export interface UpdateCustomerInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  password?: string;
  billing_address?: AddressPayload | string;
  metadata?: Record<string, unknown>;
}

export interface AddAddressInput {
  address: AddressCreatePayload;
}

export interface PasswordTokenInput {
  email: string;
}

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
}

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

export interface RegionListQuery extends PageQuery, ExpandQuery {
  order?: string;
  created_at?: DateFilter;
  updated_at?: DateFilter;
}

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

export interface CustomerOrderListQuery extends PageQuery, ExpandQuery {
  id?: string;
  q?: string;
  status?: OrderStatus[];
  fulfillment_status?: FulfillmentStatus[];
  payment_status?: PaymentStatus[];
  display_id?: number;
  cart_id?: string;
  email?: string;
  region_id?: string;
  currency_code?: string;
  tax_rate?: number;
  created_at?: DateFilter;
  updated_at?: DateFilter;
  canceled_at?: DateFilter;
}

/** Finds a guest's order by its number and email. */
export interface OrderLookupQuery extends ExpandQuery {
  display_id: number;
  email: string;
  shipping_address?: { postal_code?: string };
}
