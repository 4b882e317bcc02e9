// The relational schema, one section per domain. Column names follow the Medusa v1 wire format so
// rows map to responses with little translation. Money is an integer in minor units.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};
const deletedAt = timestamp("deleted_at", { withTimezone: true, mode: "date" });
const metadata = jsonb("metadata").$type<Record<string, unknown>>();

// ---------------------------------------------------------------- store, currencies, regions

export const currencies = pgTable("currency", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  symbol_native: text("symbol_native").notNull(),
  name: text("name").notNull(),
});

export const salesChannels = pgTable("sales_channel", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  is_disabled: boolean("is_disabled").notNull().default(false),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const stores = pgTable("store", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default("Atelier"),
  default_currency_code: text("default_currency_code")
    .notNull()
    .references(() => currencies.code),
  default_sales_channel_id: text("default_sales_channel_id").references(() => salesChannels.id),
  default_region_id: text("default_region_id"),
  swap_link_template: text("swap_link_template"),
  payment_link_template: text("payment_link_template"),
  invite_link_template: text("invite_link_template"),
  metadata,
  ...timestamps,
});

export const storeCurrencies = pgTable(
  "store_currencies",
  {
    store_id: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    currency_code: text("currency_code")
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.currency_code] })],
);

export const regions = pgTable("region", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  currency_code: text("currency_code")
    .notNull()
    .references(() => currencies.code),
  /** A percentage: 25 means 25 %. */
  tax_rate: real("tax_rate").notNull().default(0),
  tax_code: text("tax_code"),
  gift_cards_taxable: boolean("gift_cards_taxable").notNull().default(true),
  automatic_taxes: boolean("automatic_taxes").notNull().default(true),
  tax_provider_id: text("tax_provider_id"),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const countries = pgTable(
  "country",
  {
    id: serial("id").primaryKey(),
    iso_2: text("iso_2").notNull(),
    iso_3: text("iso_3").notNull(),
    num_code: integer("num_code").notNull(),
    name: text("name").notNull(),
    display_name: text("display_name").notNull(),
    region_id: text("region_id").references(() => regions.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("country_iso_2_idx").on(t.iso_2),
    index("country_region_idx").on(t.region_id),
  ],
);

export const paymentProviders = pgTable("payment_provider", {
  id: text("id").primaryKey(),
  is_installed: boolean("is_installed").notNull().default(true),
});

export const fulfillmentProviders = pgTable("fulfillment_provider", {
  id: text("id").primaryKey(),
  is_installed: boolean("is_installed").notNull().default(true),
});

export const regionPaymentProviders = pgTable(
  "region_payment_providers",
  {
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => paymentProviders.id),
  },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
);

export const regionFulfillmentProviders = pgTable(
  "region_fulfillment_providers",
  {
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => fulfillmentProviders.id),
  },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
);

// ---------------------------------------------------------------- publishable API keys

export const publishableApiKeys = pgTable("publishable_api_key", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  created_by: text("created_by"),
  revoked_by: text("revoked_by"),
  revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
});

export const publishableApiKeySalesChannels = pgTable(
  "publishable_api_key_sales_channel",
  {
    publishable_key_id: text("publishable_key_id")
      .notNull()
      .references(() => publishableApiKeys.id, { onDelete: "cascade" }),
    sales_channel_id: text("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.publishable_key_id, t.sales_channel_id] })],
);

// ---------------------------------------------------------------- catalogue

export const productCollections = pgTable(
  "product_collection",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    handle: text("handle"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [uniqueIndex("product_collection_handle_idx").on(t.handle)],
);

export const productCategories = pgTable(
  "product_category",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    handle: text("handle").notNull(),
    parent_category_id: text("parent_category_id"),
    rank: integer("rank").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    is_internal: boolean("is_internal").notNull().default(false),
    metadata,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_category_handle_idx").on(t.handle),
    index("product_category_parent_idx").on(t.parent_category_id),
  ],
);

export const productTypes = pgTable("product_type", {
  id: text("id").primaryKey(),
  value: text("value").notNull(),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const productTags = pgTable("product_tag", {
  id: text("id").primaryKey(),
  value: text("value").notNull(),
  metadata,
  ...timestamps,
  deleted_at: deletedAt,
});

export const products = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    /** draft | proposed | published | rejected */
    status: text("status").notNull().default("draft"),
    external_id: text("external_id"),
    description: text("description"),
    handle: text("handle").notNull(),
    is_giftcard: boolean("is_giftcard").notNull().default(false),
    discountable: boolean("discountable").notNull().default(true),
    thumbnail: text("thumbnail"),
    collection_id: text("collection_id").references(() => productCollections.id, {
      onDelete: "set null",
    }),
    type_id: text("type_id").references(() => productTypes.id, { onDelete: "set null" }),
    weight: integer("weight"),
    length: integer("length"),
    height: integer("height"),
    width: integer("width"),
    hs_code: text("hs_code"),
    origin_country: text("origin_country"),
    mid_code: text("mid_code"),
    material: text("material"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("product_handle_idx").on(t.handle),
    index("product_collection_idx").on(t.collection_id),
    index("product_type_idx").on(t.type_id),
    index("product_created_idx").on(t.created_at),
  ],
);

export const productTagLinks = pgTable(
  "product_tags",
  {
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    product_tag_id: text("product_tag_id")
      .notNull()
      .references(() => productTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.product_tag_id] }),
    index("product_tags_tag_idx").on(t.product_tag_id),
  ],
);

export const productCategoryLinks = pgTable(
  "product_category_product",
  {
    product_category_id: text("product_category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_category_id, t.product_id] }),
    index("product_category_product_product_idx").on(t.product_id),
  ],
);

export const productSalesChannels = pgTable(
  "product_sales_channel",
  {
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sales_channel_id: text("sales_channel_id")
      .notNull()
      .references(() => salesChannels.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.sales_channel_id] }),
    index("product_sales_channel_channel_idx").on(t.sales_channel_id),
  ],
);

export const productImages = pgTable(
  "image",
  {
    id: text("id").primaryKey(),
    product_id: text("product_id").references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    rank: integer("rank").notNull().default(0),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("image_product_idx").on(t.product_id)],
);

export const productOptions = pgTable(
  "product_option",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("product_option_product_idx").on(t.product_id)],
);

export const productVariants = pgTable(
  "product_variant",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    product_id: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku"),
    barcode: text("barcode"),
    ean: text("ean"),
    upc: text("upc"),
    variant_rank: integer("variant_rank").notNull().default(0),
    inventory_quantity: integer("inventory_quantity").notNull().default(0),
    allow_backorder: boolean("allow_backorder").notNull().default(false),
    manage_inventory: boolean("manage_inventory").notNull().default(true),
    hs_code: text("hs_code"),
    origin_country: text("origin_country"),
    mid_code: text("mid_code"),
    material: text("material"),
    weight: integer("weight"),
    length: integer("length"),
    height: integer("height"),
    width: integer("width"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("product_variant_sku_idx").on(t.sku),
    index("product_variant_product_idx").on(t.product_id),
  ],
);

export const productOptionValues = pgTable(
  "product_option_value",
  {
    id: text("id").primaryKey(),
    value: text("value").notNull(),
    option_id: text("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    index("product_option_value_variant_idx").on(t.variant_id),
    index("product_option_value_option_idx").on(t.option_id),
  ],
);

/** A price list groups override or sale prices (trade prices for a customer group, for example). */
export const priceLists = pgTable("price_list", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** sale | override */
  type: text("type").notNull().default("sale"),
  /** active | draft */
  status: text("status").notNull().default("draft"),
  starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }),
  ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
  deleted_at: deletedAt,
});

export const moneyAmounts = pgTable(
  "money_amount",
  {
    id: text("id").primaryKey(),
    currency_code: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    /** Minor units: cents for usd/eur, whole yen for jpy. */
    amount: integer("amount").notNull(),
    min_quantity: integer("min_quantity"),
    max_quantity: integer("max_quantity"),
    price_list_id: text("price_list_id").references(() => priceLists.id, { onDelete: "cascade" }),
    region_id: text("region_id").references(() => regions.id, { onDelete: "cascade" }),
    variant_id: text("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("money_amount_variant_idx").on(t.variant_id)],
);

// ---------------------------------------------------------------- carts

export const addresses = pgTable(
  "address",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id"),
    company: text("company"),
    first_name: text("first_name"),
    last_name: text("last_name"),
    address_1: text("address_1"),
    address_2: text("address_2"),
    city: text("city"),
    country_code: text("country_code"),
    province: text("province"),
    postal_code: text("postal_code"),
    phone: text("phone"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("address_customer_idx").on(t.customer_id)],
);

export const carts = pgTable(
  "cart",
  {
    id: text("id").primaryKey(),
    email: text("email"),
    billing_address_id: text("billing_address_id").references(() => addresses.id),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    customer_id: text("customer_id"),
    payment_id: text("payment_id"),
    /** default | swap | draft_order | payment_link | claim */
    type: text("type").notNull().default("default"),
    completed_at: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    payment_authorized_at: timestamp("payment_authorized_at", { withTimezone: true, mode: "date" }),
    idempotency_key: text("idempotency_key"),
    context: jsonb("context").$type<Record<string, unknown>>(),
    metadata,
    sales_channel_id: text("sales_channel_id").references(() => salesChannels.id),
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("cart_customer_idx").on(t.customer_id)],
);

export const lineItems = pgTable(
  "line_item",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    order_id: text("order_id"),
    title: text("title").notNull(),
    description: text("description"),
    thumbnail: text("thumbnail"),
    is_return: boolean("is_return").notNull().default(false),
    is_giftcard: boolean("is_giftcard").notNull().default(false),
    should_merge: boolean("should_merge").notNull().default(true),
    allow_discounts: boolean("allow_discounts").notNull().default(true),
    has_shipping: boolean("has_shipping"),
    unit_price: integer("unit_price").notNull(),
    variant_id: text("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    fulfilled_quantity: integer("fulfilled_quantity"),
    returned_quantity: integer("returned_quantity"),
    shipped_quantity: integer("shipped_quantity"),
    metadata,
    ...timestamps,
  },
  (t) => [index("line_item_cart_idx").on(t.cart_id), index("line_item_order_idx").on(t.order_id)],
);

// ---------------------------------------------------------------- idempotency

/**
 * One row per Idempotency-Key a client (or this server) has used for a mutation. A finished row
 * replays its stored response; a locked row answers 409 so that a concurrent retry waits.
 */
export const idempotencyKeys = pgTable(
  "idempotency_key",
  {
    id: text("id").primaryKey(),
    idempotency_key: text("idempotency_key").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    locked_at: timestamp("locked_at", { withTimezone: true, mode: "date" }),
    request_method: text("request_method").notNull(),
    request_params: jsonb("request_params"),
    request_path: text("request_path").notNull(),
    response_code: integer("response_code"),
    response_body: jsonb("response_body"),
    recovery_point: text("recovery_point").notNull().default("started"),
  },
  (t) => [
    uniqueIndex("idempotency_key_key_idx").on(t.idempotency_key, t.request_method, t.request_path),
  ],
);

// ---------------------------------------------------------------- customers and accounts

/**
 * A shopper. Guest customers (`has_account = false`) may share an email with each other and with
 * one registered customer; the email is stored lowercased (Medusa v1 §8).
 */
export const customers = pgTable(
  "customer",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    billing_address_id: text("billing_address_id").references(() => addresses.id, {
      onDelete: "set null",
    }),
    /** `scrypt$N$r$p$salt$hash`; never selected into a response. */
    password_hash: text("password_hash"),
    phone: text("phone"),
    has_account: boolean("has_account").notNull().default(false),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("customer_registered_email_idx")
      .on(t.email)
      .where(sql`${t.has_account} AND ${t.deleted_at} IS NULL`),
    index("customer_email_idx").on(t.email),
  ],
);

/**
 * The profile record of spec §3, one per email (lowercased and trimmed): contact details and the
 * trade-professional application that staff review.
 */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique("profiles_email_idx"),
  name: text("name"),
  phone: text("phone"),
  company: text("company"),
  trade_type: text("trade_type"),
  website: text("website"),
  tax_id: text("tax_id"),
  /** `none` until the customer applies; staff move `pending` to `approved` or `rejected`. */
  trade_status: text("trade_status")
    .$type<"none" | "pending" | "approved" | "rejected">()
    .notNull()
    .default("none"),
  trade_applied_at: timestamp("trade_applied_at", { withTimezone: true, mode: "date" }),
  trade_reviewed_at: timestamp("trade_reviewed_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
});

/**
 * A signed-in browser (cookie `connect.sid`). The id is the SHA-256 of the cookie's random token,
 * so a leaked table does not hand out sessions. A session may hold a customer, a staff user, or both.
 */
export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    user_id: text("user_id"),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("session_customer_idx").on(t.customer_id),
    index("session_expires_idx").on(t.expires_at),
  ],
);

/** A single-use password reset token, stored as its SHA-256. */
export const passwordResetTokens = pgTable(
  "password_reset_token",
  {
    token_hash: text("token_hash").primaryKey(),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("password_reset_token_customer_idx").on(t.customer_id)],
);

/**
 * A sign-in attempt that has not (yet) succeeded, for the sign-in rate limit. Kept in the
 * database so that every API process counts the same attempts.
 */
export const loginAttempts = pgTable(
  "login_attempt",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    client_address: text("client_address").notNull(),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("login_attempt_email_idx").on(t.email, t.created_at),
    index("login_attempt_address_idx").on(t.client_address, t.created_at),
    index("login_attempt_created_idx").on(t.created_at),
  ],
);

/** Every mail the shop sends; staff read it in the admin area, and it is all there is without SMTP. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    template: text("template").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Whether the message was handed to an SMTP server or only kept here. */
    transport: text("transport").$type<"smtp" | "outbox">().notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.created_at), index("mail_outbox_to_idx").on(t.to)],
);

// ---------------------------------------------------------------- checkout: shipping, payment, discounts, gift cards, orders

/** A way to ship (or return) goods in one region, at a flat price (Medusa v1 §7.6). */
export const shippingOptions = pgTable(
  "shipping_option",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    /** Atelier has one shipping profile, so options carry none. */
    profile_id: text("profile_id"),
    provider_id: text("provider_id")
      .notNull()
      .references(() => fulfillmentProviders.id),
    price_type: text("price_type").$type<"flat_rate" | "calculated">().notNull(),
    amount: integer("amount"),
    is_return: boolean("is_return").notNull().default(false),
    admin_only: boolean("admin_only").notNull().default(false),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [index("shipping_option_region_idx").on(t.region_id)],
);

/** A cart subtotal an option needs: at least (`min_subtotal`) or below (`max_subtotal`). */
export const shippingOptionRequirements = pgTable(
  "shipping_option_requirement",
  {
    id: text("id").primaryKey(),
    shipping_option_id: text("shipping_option_id")
      .notNull()
      .references(() => shippingOptions.id, { onDelete: "cascade" }),
    type: text("type").$type<"min_subtotal" | "max_subtotal">().notNull(),
    amount: integer("amount").notNull(),
    deleted_at: deletedAt,
  },
  (t) => [index("shipping_option_requirement_option_idx").on(t.shipping_option_id)],
);

/** The option chosen for a cart, priced when chosen; moves to the order on completion. */
export const shippingMethods = pgTable(
  "shipping_method",
  {
    id: text("id").primaryKey(),
    shipping_option_id: text("shipping_option_id")
      .notNull()
      .references(() => shippingOptions.id),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    order_id: text("order_id"),
    price: integer("price").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("shipping_method_cart_idx").on(t.cart_id),
    index("shipping_method_order_idx").on(t.order_id),
  ],
);

/** One payment provider's session for a cart; the selected one is authorised on completion. */
export const paymentSessions = pgTable(
  "payment_session",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    provider_id: text("provider_id")
      .notNull()
      .references(() => paymentProviders.id),
    is_selected: boolean("is_selected"),
    is_initiated: boolean("is_initiated").notNull().default(false),
    status: text("status")
      .$type<"authorized" | "pending" | "requires_more" | "error" | "canceled">()
      .notNull()
      .default("pending"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    idempotency_key: text("idempotency_key"),
    amount: integer("amount"),
    payment_authorized_at: timestamp("payment_authorized_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("payment_session_cart_provider_idx").on(t.cart_id, t.provider_id)],
);

export const payments = pgTable(
  "payment",
  {
    id: text("id").primaryKey(),
    cart_id: text("cart_id"),
    order_id: text("order_id"),
    amount: integer("amount").notNull(),
    currency_code: text("currency_code").notNull(),
    amount_refunded: integer("amount_refunded").notNull().default(0),
    provider_id: text("provider_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    captured_at: timestamp("captured_at", { withTimezone: true, mode: "date" }),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
  },
  (t) => [index("payment_order_idx").on(t.order_id), index("payment_cart_idx").on(t.cart_id)],
);

/** Money given back on an order (used from the admin refund issue on). */
export const refunds = pgTable(
  "refund",
  {
    id: text("id").primaryKey(),
    order_id: text("order_id"),
    payment_id: text("payment_id").references(() => payments.id),
    amount: integer("amount").notNull(),
    note: text("note"),
    reason: text("reason").$type<"discount" | "return" | "swap" | "claim" | "other">().notNull(),
    idempotency_key: text("idempotency_key"),
    metadata,
    ...timestamps,
  },
  (t) => [index("refund_order_idx").on(t.order_id)],
);

export const discountRules = pgTable("discount_rule", {
  id: text("id").primaryKey(),
  type: text("type").$type<"fixed" | "percentage" | "free_shipping">().notNull(),
  description: text("description"),
  /** A percentage for `percentage` rules, minor units for `fixed` ones. */
  value: integer("value").notNull(),
  allocation: text("allocation").$type<"total" | "item">(),
  metadata,
  ...timestamps,
});

/** A code shoppers type in; stored upper case, matched case-insensitively. */
export const discounts = pgTable(
  "discount",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    is_dynamic: boolean("is_dynamic").notNull().default(false),
    rule_id: text("rule_id")
      .notNull()
      .references(() => discountRules.id),
    is_disabled: boolean("is_disabled").notNull().default(false),
    parent_discount_id: text("parent_discount_id"),
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    valid_duration: text("valid_duration"),
    usage_limit: integer("usage_limit"),
    usage_count: integer("usage_count").notNull().default(0),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("discount_code_idx")
      .on(t.code)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

/** The regions a discount is valid in (a fixed amount only makes sense in one currency). */
export const discountRegions = pgTable(
  "discount_regions",
  {
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.discount_id, t.region_id] })],
);

export const cartDiscounts = pgTable(
  "cart_discounts",
  {
    cart_id: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.cart_id, t.discount_id] })],
);

export const giftCards = pgTable(
  "gift_card",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    value: integer("value").notNull(),
    balance: integer("balance").notNull(),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    order_id: text("order_id"),
    is_disabled: boolean("is_disabled").notNull().default(false),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    tax_rate: real("tax_rate"),
    metadata,
    ...timestamps,
    deleted_at: deletedAt,
  },
  (t) => [
    uniqueIndex("gift_card_code_idx")
      .on(t.code)
      .where(sql`${t.deleted_at} IS NULL`),
  ],
);

export const cartGiftCards = pgTable(
  "cart_gift_cards",
  {
    cart_id: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    gift_card_id: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.cart_id, t.gift_card_id] })],
);

/** What an order took from a gift card's balance. */
export const giftCardTransactions = pgTable(
  "gift_card_transaction",
  {
    id: text("id").primaryKey(),
    gift_card_id: text("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    order_id: text("order_id").notNull(),
    amount: integer("amount").notNull(),
    is_taxable: boolean("is_taxable"),
    tax_rate: real("tax_rate"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("gift_card_transaction_order_idx").on(t.order_id)],
);

/**
 * A completed cart. Its totals are stored as they were at completion, so later price, tax or
 * discount changes never rewrite what the customer agreed to pay.
 */
export const orders = pgTable(
  "order",
  {
    id: text("id").primaryKey(),
    display_id: serial("display_id").notNull(),
    status: text("status").notNull().default("pending"),
    fulfillment_status: text("fulfillment_status").notNull().default("not_fulfilled"),
    payment_status: text("payment_status").notNull().default("not_paid"),
    cart_id: text("cart_id").references(() => carts.id),
    customer_id: text("customer_id")
      .notNull()
      .references(() => customers.id),
    email: text("email").notNull(),
    billing_address_id: text("billing_address_id").references(() => addresses.id),
    shipping_address_id: text("shipping_address_id").references(() => addresses.id),
    region_id: text("region_id")
      .notNull()
      .references(() => regions.id),
    currency_code: text("currency_code").notNull(),
    /** The region's rate (a percentage) the order was taxed at. */
    tax_rate: real("tax_rate"),
    draft_order_id: text("draft_order_id"),
    canceled_at: timestamp("canceled_at", { withTimezone: true, mode: "date" }),
    no_notification: boolean("no_notification"),
    idempotency_key: text("idempotency_key"),
    external_id: text("external_id"),
    sales_channel_id: text("sales_channel_id").references(() => salesChannels.id),
    subtotal: integer("subtotal").notNull(),
    discount_total: integer("discount_total").notNull(),
    shipping_total: integer("shipping_total").notNull(),
    item_tax_total: integer("item_tax_total").notNull(),
    shipping_tax_total: integer("shipping_tax_total").notNull(),
    gift_card_total: integer("gift_card_total").notNull(),
    gift_card_tax_total: integer("gift_card_tax_total").notNull(),
    tax_total: integer("tax_total").notNull(),
    total: integer("total").notNull(),
    metadata,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("order_display_id_idx").on(t.display_id),
    uniqueIndex("order_cart_idx").on(t.cart_id),
    index("order_customer_idx").on(t.customer_id, t.created_at),
    index("order_email_idx").on(t.email),
  ],
);

export const orderDiscounts = pgTable(
  "order_discounts",
  {
    order_id: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    discount_id: text("discount_id")
      .notNull()
      .references(() => discounts.id),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.discount_id] })],
);
export * from "./tables-admin-auth";
export * from "./tables-trade";
export * from "./tables-admin-operations";
export * from "./tables-content";
