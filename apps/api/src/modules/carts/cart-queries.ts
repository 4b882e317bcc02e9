// Reading a cart takes one query whatever its size: the cart row with its addresses and sales
// channel, and its lines with their variants and products as one JSON array. The region comes
// from a cache. Inside a transaction that locks the cart, the lines are read by a second query:
// a statement that waited for the lock still reads with the snapshot it started with.
//
// Drizzle rebuilds a query's SQL on every call, and for selects this wide that costs more than
// running them, on the hottest routes of the shop. So whole rows travel as `row_to_json(table)`,
// one selected field per table, decoded back into the table's row type here; and the reads done
// outside a transaction are prepared once per database (PostgreSQL then plans them once per
// connection). Prepared queries run on the app's connection, never inside a transaction: the
// functions ending in `In` take the transaction and build their query on each call, but still
// name it, so PostgreSQL parses and plans these wide statements once per connection too.
import {
  and,
  eq,
  getTableColumns,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
  type Table,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  addresses,
  carts,
  lineItems,
  moneyAmounts,
  priceLists,
  productSalesChannels,
  products,
  productVariants,
  salesChannels,
} from "../../db/schema";
import type { Transaction } from "../../http/idempotency";
import { isLiveMoneyAmount, type MoneyAmountRow } from "../pricing/variant-prices";
import { cartCheckoutJson, type CartCheckout } from "./cart-checkout";

export type CartRow = typeof carts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type SalesChannelRow = typeof salesChannels.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export interface CartRecord {
  cart: CartRow;
  shipping_address: AddressRow | null;
  billing_address: AddressRow | null;
  sales_channel: SalesChannelRow | null;
}

/** The product fields a cart line shows next to its variant. */
export type CartProduct = Pick<
  ProductRow,
  | "id"
  | "title"
  | "subtitle"
  | "handle"
  | "thumbnail"
  | "is_giftcard"
  | "discountable"
  | "status"
  | "created_at"
  | "updated_at"
>;

export interface CartItemRecord {
  item: LineItemRow;
  variant: VariantRow | null;
  product: CartProduct | null;
}

/**
 * Decodes `row_to_json` of a row into the table's row type: keys are the column names, and
 * timestamps, which JSON carries as text, become Dates again.
 */
function rowDecoder<T extends Table>(
  table: T,
): (json: Record<string, unknown>) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    isTimestamp: column.columnType === "PgTimestamp",
  }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, isTimestamp } of columns) {
      const value = json[name];
      row[key] = isTimestamp && typeof value === "string" ? new Date(value) : value;
    }
    return row as T["$inferSelect"];
  };
}

/** `row_to_json` of a row, decoded into the table's row type. */
function wholeRow<T extends Table>(table: T, source: SQLWrapper = table): SQL<T["$inferSelect"]> {
  return sql`row_to_json(${source})`.mapWith(rowDecoder(table));
}

function cartProduct({
  id,
  title,
  subtitle,
  handle,
  thumbnail,
  is_giftcard,
  discountable,
  status,
  created_at,
  updated_at,
}: ProductRow): CartProduct {
  return {
    id,
    title,
    subtitle,
    handle,
    thumbnail,
    is_giftcard,
    discountable,
    status,
    created_at,
    updated_at,
  };
}

const shippingAddresses = alias(addresses, "shipping_address");
const billingAddresses = alias(addresses, "billing_address");

const cartFields = {
  cart: wholeRow(carts),
  shipping_address: wholeRow(addresses, shippingAddresses),
  billing_address: wholeRow(addresses, billingAddresses),
  sales_channel: wholeRow(salesChannels),
};

const decodeLine = rowDecoder(lineItems);
const decodeVariant = rowDecoder(productVariants);
const decodeProduct = rowDecoder(products);

type CartItemJson = [
  Record<string, unknown>,
  Record<string, unknown> | null,
  Record<string, unknown> | null,
];

/** A cart's lines, oldest first, as one JSON array of `[line, variant, product]` rows. */
function cartItemsJson(cartId: SQLWrapper | string): SQL<CartItemRecord[]> {
  // Nested in a second `sql`: Drizzle unqualifies the columns of a single-table select's fields,
  // but only at their top level.
  const lines = sql`
    select coalesce(json_agg(
      json_build_array(row_to_json(${lineItems}), row_to_json(${productVariants}), row_to_json(${products}))
      order by ${lineItems.created_at}, ${lineItems.id}), '[]')
    from ${lineItems}
    left join ${productVariants} on ${productVariants.id} = ${lineItems.variant_id}
    left join ${products} on ${products.id} = ${productVariants.product_id}
    where ${lineItems.cart_id} = ${cartId}`;
  return sql`(${lines})`.mapWith((rows: CartItemJson[]): CartItemRecord[] =>
    rows.map(([item, variant, product]) => ({
      item: decodeLine(item),
      variant: variant && decodeVariant(variant),
      product: product && cartProduct(decodeProduct(product)),
    })),
  );
}

function selectCarts(db: Database) {
  return db
    .select(cartFields)
    .from(carts)
    .leftJoin(shippingAddresses, eq(shippingAddresses.id, carts.shipping_address_id))
    .leftJoin(billingAddresses, eq(billingAddresses.id, carts.billing_address_id))
    .leftJoin(salesChannels, eq(salesChannels.id, carts.sales_channel_id))
    .$dynamic();
}

const openCart = (id: SQLWrapper | string) => and(eq(carts.id, id), isNull(carts.deleted_at));

/** What a cart holds besides its row: its lines and its checkout relations. */
export interface CartContents {
  items: CartItemRecord[];
  checkout: CartCheckout;
}

const cartContentsFields = (cartId: SQLWrapper | string) => ({
  items: cartItemsJson(cartId),
  checkout: cartCheckoutJson(cartId),
});

/** A cart with its lines and checkout relations, read in one query. */
export interface CartWithItemsRecord extends CartRecord, CartContents {}

function selectCartsWithItems(db: Database) {
  return db
    .select({ ...cartFields, ...cartContentsFields(carts.id) })
    .from(carts)
    .leftJoin(shippingAddresses, eq(shippingAddresses.id, carts.shipping_address_id))
    .leftJoin(billingAddresses, eq(billingAddresses.id, carts.billing_address_id))
    .leftJoin(salesChannels, eq(salesChannels.id, carts.sales_channel_id))
    .$dynamic();
}

function prepareReads(db: Database) {
  return {
    cartWithItems: selectCartsWithItems(db)
      .where(openCart(sql.placeholder("id")))
      .prepare("store_cart_with_items"),
  };
}

const preparedReads = new WeakMap<Database, ReturnType<typeof prepareReads>>();

function readsFor(db: Database): ReturnType<typeof prepareReads> {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
}

/**
 * The cart with its addresses, sales channel, lines and checkout relations, in one query; outside
 * a transaction only.
 */
export async function findCartWithItems(
  db: Database,
  id: string,
): Promise<CartWithItemsRecord | undefined> {
  const [record] = await readsFor(db).cartWithItems.execute({ id });
  return record;
}

/** The same read inside a transaction (not after waiting for a lock: see the top of the file). */
export async function findCartWithItemsIn(
  tx: Transaction,
  id: string,
): Promise<CartWithItemsRecord | undefined> {
  const [record] = await selectCartsWithItems(tx)
    .where(openCart(id))
    .prepare("cart_with_items_in")
    .execute();
  return record;
}

/**
 * The cart inside a transaction. With `forUpdate` the cart row stays locked until the
 * transaction ends, so concurrent changes to one cart run one after the other.
 */
export async function findCartIn(
  tx: Transaction,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CartRecord | undefined> {
  const query = selectCarts(tx).where(openCart(id));
  const [record] = forUpdate
    ? await query.for("update", { of: carts }).prepare("cart_for_update_in").execute()
    : await query.prepare("cart_in").execute();
  return record;
}

/** The cart's lines and checkout relations inside a transaction. */
export async function findCartContentsIn(tx: Transaction, cartId: string): Promise<CartContents> {
  const [row] = await tx
    .select(cartContentsFields(cartId))
    .from(carts)
    .where(eq(carts.id, cartId))
    .prepare("cart_contents_in")
    .execute();
  return row;
}

export interface VariantForCart {
  variant: VariantRow;
  product: CartProduct;
  sales_channel_ids: string[];
  /** Its base prices and the prices of live price lists, as `loadMoneyAmounts` reads them. */
  prices: MoneyAmountRow[];
}

const decodeMoneyAmount = rowDecoder(moneyAmounts);

const variantForCartFields = {
  variant: wholeRow(productVariants),
  product: wholeRow(products),
  sales_channel_ids: sql<
    string[]
  >`array(select ${productSalesChannels.sales_channel_id} from ${productSalesChannels} where ${productSalesChannels.product_id} = ${products.id})`,
  prices: sql`(
    select coalesce(json_agg(row_to_json(${moneyAmounts})), '[]')
    from ${moneyAmounts}
    left join ${priceLists} on ${priceLists.id} = ${moneyAmounts.price_list_id}
    where ${moneyAmounts.variant_id} = ${productVariants.id}
      and ${moneyAmounts.deleted_at} is null
      and ${isLiveMoneyAmount}
  )`.mapWith((rows: Record<string, unknown>[]) => rows.map(decodeMoneyAmount)),
};

const sellableVariant = (id: string) =>
  and(eq(productVariants.id, id), isNull(productVariants.deleted_at), isNull(products.deleted_at));

/**
 * The variant a shopper adds, with its product, the sales channels that sell it and its prices,
 * in one query; undefined when it or its product is deleted.
 */
export async function findVariantForCartIn(
  tx: Transaction,
  id: string,
): Promise<VariantForCart | undefined> {
  const [found] = await tx
    .select(variantForCartFields)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(sellableVariant(id))
    .prepare("variant_for_cart_in")
    .execute();
  return found && { ...found, product: cartProduct(found.product) };
}

/**
 * The same variant and, in the same query, the contents of a cart whose row the transaction has
 * locked. Undefined (and no contents) when the variant cannot be added.
 */
export async function findVariantForCartWithContentsIn(
  tx: Transaction,
  id: string,
  cartId: string,
): Promise<(VariantForCart & CartContents) | undefined> {
  const [found] = await tx
    .select({ ...variantForCartFields, ...cartContentsFields(cartId) })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(sellableVariant(id))
    .prepare("variant_for_cart_with_contents_in")
    .execute();
  return found && { ...found, product: cartProduct(found.product) };
}
