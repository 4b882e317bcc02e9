// Reading a cart takes two queries whatever its size: the cart row with its addresses and sales
// channel, then its lines with their variants and products. The region comes from a cache.
//
// Drizzle rebuilds a query's SQL on every call, and for selects this wide that costs more than
// running them, on the hottest routes of the shop. So whole rows travel as `row_to_json(table)`,
// one selected field per table, decoded back into the table's row type here; and the reads done
// outside a transaction are prepared once per database (PostgreSQL then plans them once per
// connection). Prepared queries run on the app's connection, never inside a transaction: the
// functions ending in `In` take the transaction and build their query.
import {
  and,
  asc,
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
  productSalesChannels,
  products,
  productVariants,
  salesChannels,
} from "../../db/schema";
import type { Transaction } from "../../http/idempotency";

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
 * `row_to_json` of a row, decoded into the table's row type: keys are the column names, and
 * timestamps, which JSON carries as text, become Dates again.
 */
function wholeRow<T extends Table>(table: T, source: SQLWrapper = table): SQL<T["$inferSelect"]> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    isTimestamp: column.columnType === "PgTimestamp",
  }));
  return sql`row_to_json(${source})`.mapWith((json: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, isTimestamp } of columns) {
      const value = json[name];
      row[key] = isTimestamp && typeof value === "string" ? new Date(value) : value;
    }
    return row as T["$inferSelect"];
  });
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

const productRow = wholeRow(products);
const variantRow = wholeRow(productVariants);

const cartItemFields = { item: wholeRow(lineItems), variant: variantRow, product: productRow };

function selectCarts(db: Database) {
  return db
    .select(cartFields)
    .from(carts)
    .leftJoin(shippingAddresses, eq(shippingAddresses.id, carts.shipping_address_id))
    .leftJoin(billingAddresses, eq(billingAddresses.id, carts.billing_address_id))
    .leftJoin(salesChannels, eq(salesChannels.id, carts.sales_channel_id))
    .$dynamic();
}

function selectCartItems(db: Database) {
  return db
    .select(cartItemFields)
    .from(lineItems)
    .leftJoin(productVariants, eq(productVariants.id, lineItems.variant_id))
    .leftJoin(products, eq(products.id, productVariants.product_id))
    .orderBy(asc(lineItems.created_at), asc(lineItems.id))
    .$dynamic();
}

type CartItemRow = { item: LineItemRow; variant: VariantRow | null; product: ProductRow | null };

const toCartItems = (rows: CartItemRow[]): CartItemRecord[] =>
  rows.map(({ item, variant, product }) => ({
    item,
    variant,
    product: product && cartProduct(product),
  }));

const openCart = (id: SQLWrapper | string) => and(eq(carts.id, id), isNull(carts.deleted_at));

function prepareReads(db: Database) {
  return {
    cart: selectCarts(db)
      .where(openCart(sql.placeholder("id")))
      .prepare("store_cart"),
    items: selectCartItems(db)
      .where(eq(lineItems.cart_id, sql.placeholder("cartId")))
      .prepare("store_cart_items"),
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

/** The cart with its addresses and sales channel; outside a transaction only. */
export async function findCart(db: Database, id: string): Promise<CartRecord | undefined> {
  const [record] = await readsFor(db).cart.execute({ id });
  return record;
}

/** The cart's lines, oldest first, each with its variant and product; outside a transaction only. */
export async function findCartItems(db: Database, cartId: string): Promise<CartItemRecord[]> {
  return toCartItems(await readsFor(db).items.execute({ cartId }));
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
  const [record] = forUpdate ? await query.for("update", { of: carts }) : await query;
  return record;
}

/** The cart's lines inside a transaction. */
export async function findCartItemsIn(tx: Transaction, cartId: string): Promise<CartItemRecord[]> {
  return toCartItems(await selectCartItems(tx).where(eq(lineItems.cart_id, cartId)));
}

export interface VariantForCart {
  variant: VariantRow;
  product: CartProduct;
  sales_channel_ids: string[];
}

/**
 * The variant a shopper adds, with its product and the sales channels that sell it; undefined
 * when it or its product is deleted.
 */
export async function findVariantForCartIn(
  tx: Transaction,
  id: string,
): Promise<VariantForCart | undefined> {
  const [found] = await tx
    .select({
      variant: variantRow,
      product: productRow,
      sales_channel_ids: sql<
        string[]
      >`array(select ${productSalesChannels.sales_channel_id} from ${productSalesChannels} where ${productSalesChannels.product_id} = ${products.id})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(
      and(
        eq(productVariants.id, id),
        isNull(productVariants.deleted_at),
        isNull(products.deleted_at),
      ),
    );
  return found && { ...found, product: cartProduct(found.product) };
}
