// Reading a cart takes one query whatever its size: the cart row with its addresses and sales
// channel, and its lines with their variants as one JSON array. The region comes from a cache,
// and so do the lines' variants and products (line-catalogue.ts: a second query reads the ones it
// misses). Inside a transaction that locks the cart, the lines are read by a second query: a
// statement that waited for the lock still reads with the snapshot it started with.
//
// Drizzle rebuilds a query's SQL on every call, and for selects this wide that costs more than
// running them, on the hottest routes of the shop. So whole rows travel as `row_to_json(table)`,
// one selected field per table, decoded back into the table's row type here; and the reads done
// outside a transaction are prepared once per database (PostgreSQL then plans them once per
// connection). Prepared queries run on the app's connection, never inside a transaction: the
// functions ending in `In` take the transaction and run text built once (db/compiled-query.ts),
// named, so PostgreSQL parses and plans these wide statements once per connection too.
import { and, eq, isNull, sql, type SQL, type SQLWrapper, type Table } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { WRITTEN_ROW_VERSION } from "../../db/transaction";
import type { Database } from "../../db/client";
import { compiledQuery, decoderOf, fieldDecoders, rowDecoder } from "../../db/compiled-query";
import { productSalesChannels, products, productVariants } from "../catalogue/tables";
import { addresses, customers } from "../customers/tables";
import { moneyAmounts, priceLists } from "../pricing/tables";
import { salesChannels } from "../sales-channels/tables";
import { carts, lineItems } from "./tables";
import type { Transaction } from "../../http/idempotency";
import { customerColumns, type CustomerRecord } from "../customers/customer-queries";
import { isLiveMoneyAmount, type MoneyAmountRow } from "../pricing/variant-prices";
import { cartCheckoutJson, reviveTimestamps, type CartCheckout } from "./cart-checkout";
import {
  keepLineCatalogue,
  lineProductRef,
  lineVariantRef,
  withLineCatalogue,
  type LineRowVersions,
  type LineRowRef,
  type LineWithRefs,
} from "./line-catalogue";
import { channelStockJson } from "../inventory/channel-stock";

export type CartRow = typeof carts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type SalesChannelRow = typeof salesChannels.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export interface CartRecord {
  cart: CartRow;
  shipping_address: AddressRow | null;
  billing_address: AddressRow | null;
  sales_channel: SalesChannelRow | null;
  /** The cart's customer, as Medusa's add-line-item answer loads it (§6.2); null for a guest. */
  customer: CustomerRecord | null;
}

/** A line's product: the whole row, as Medusa loads `items.variant.product` (§6.3). */
export type CartProduct = typeof products.$inferSelect;

export interface CartItemRecord {
  item: LineItemRow;
  variant: VariantRow | null;
  product: CartProduct | null;
}

/** `row_to_json` of a row, decoded into the table's row type. */
function wholeRow<T extends Table>(table: T, source: SQLWrapper = table): SQL<T["$inferSelect"]> {
  return sql`row_to_json(${source})`.mapWith(rowDecoder(table));
}

const shippingAddresses = alias(addresses, "shipping_address");
const billingAddresses = alias(addresses, "billing_address");

const decodeCustomer = (json: Record<string, unknown>) => reviveTimestamps<CustomerRecord>(json);

/**
 * The customer `customerId` names as JSON, with the columns a response may carry (never the
 * password hash); null for none or a deleted one, as Medusa's relation answers it.
 */
function customerJson(customerId: SQLWrapper): SQL<CustomerRecord | null> {
  const columns = Object.entries(customerColumns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  // Nested in a second `sql`, so Drizzle keeps the columns qualified in any select.
  const customer = sql`
    select json_build_object(${sql.join(columns, sql`, `)}) from ${customers}
    where ${customers.id} = ${customerId} and ${customers.deleted_at} is null`;
  return sql`(${customer})`.mapWith(
    (json: Record<string, unknown> | null) => json && decodeCustomer(json),
  );
}

const cartFields = {
  cart: wholeRow(carts),
  shipping_address: wholeRow(addresses, shippingAddresses),
  billing_address: wholeRow(addresses, billingAddresses),
  sales_channel: wholeRow(salesChannels),
  customer: customerJson(carts.customer_id),
};

const decodeCart = rowDecoder(carts);
const decodeAddress = rowDecoder(addresses);
const decodeSalesChannel = rowDecoder(salesChannels);
const decodeLine = rowDecoder(lineItems);
const decodeVariant = rowDecoder(productVariants);
const decodeProduct = rowDecoder(products);

type CartItemJson = [Record<string, unknown>, LineRowRef | null, LineRowRef | null];

/**
 * A cart's lines, oldest first, as one JSON array of `[line, variant, product]` rows, the variant
 * and product named only (see line-catalogue.ts): `withItems` fills them in.
 */
function cartItemsJson(cartId: SQLWrapper | string): SQL<LineWithRefs[]> {
  // Nested in a second `sql`: Drizzle unqualifies the columns of a single-table select's fields,
  // but only at their top level.
  const lines = sql`
    select coalesce(json_agg(
      json_build_array(row_to_json(${lineItems}), ${lineVariantRef}, ${lineProductRef})
      order by ${lineItems.created_at}, ${lineItems.id}), '[]')
    from ${lineItems}
    left join ${productVariants} on ${productVariants.id} = ${lineItems.variant_id}
    left join ${products} on ${products.id} = ${productVariants.product_id}
    where ${lineItems.cart_id} = ${cartId}`;
  return sql`(${lines})`.mapWith((rows: CartItemJson[]): LineWithRefs[] =>
    rows.map(([item, variant, product]) => ({ item: decodeLine(item), variant, product })),
  );
}

const decodeLineCatalogue = { variant: decodeVariant, product: decodeProduct };

/** A record read with `cartItemsJson`, with its lines' variants and products filled in. */
async function withItems<R extends { items: LineWithRefs[] }>(
  db: Database | Transaction,
  record: R,
): Promise<Omit<R, "items"> & { items: CartItemRecord[] }> {
  return { ...record, items: await withLineCatalogue(db, record.items, decodeLineCatalogue) };
}

function selectCarts(db: Database, fields: Record<string, SQL>) {
  return db
    .select(fields)
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

function prepareReads(db: Database) {
  return {
    cartWithItems: db
      .select({ ...cartFields, ...cartContentsFields(carts.id), ...answerVersion })
      .from(carts)
      .leftJoin(shippingAddresses, eq(shippingAddresses.id, carts.shipping_address_id))
      .leftJoin(billingAddresses, eq(billingAddresses.id, carts.billing_address_id))
      .leftJoin(salesChannels, eq(salesChannels.id, carts.sales_channel_id))
      .where(openCart(sql.placeholder("id")))
      .prepare("store_cart_with_items"),
    version: db
      .select({ ...answerVersion, customer_id: carts.customer_id })
      .from(carts)
      .where(openCart(sql.placeholder("id")))
      .prepare("store_cart_version"),
    cartToAdd: db
      .select({
        // Only when the process does not know the cart at these versions (known-carts.ts).
        ...unlessKnown({ ...cartFields, ...cartContentsFields(carts.id) }),
        ...answerVersion,
        known: knownVersions,
        // Priced for the cart's customer, else the signed-in shopper adding to a guest cart.
        adding: variantForCartJson(
          sql.placeholder("variant_id"),
          sql`coalesce(${carts.customer_id}, ${sql.placeholder("shopper_id")})`,
        ),
      })
      .from(carts)
      .leftJoin(shippingAddresses, eq(shippingAddresses.id, carts.shipping_address_id))
      .leftJoin(billingAddresses, eq(billingAddresses.id, carts.billing_address_id))
      .leftJoin(salesChannels, eq(salesChannels.id, carts.sales_channel_id))
      .where(openCart(sql.placeholder("id")))
      .prepare("store_cart_to_add"),
  };
}

/**
 * The version of a cart row: its `xmin`, the transaction that wrote it last. Every change to a
 * cart (its row, its lines, its checkout relations) writes the row, directly or through the lock
 * of `findCartIn`, so an unchanged version means an unchanged cart.
 */
const cartVersion = sql<string>`${carts}.xmin::text`;

const customerRowVersion = sql`
  select ${customers}.xmin::text from ${customers} where ${customers.id} = ${carts.customer_id}`;

/**
 * The versions an answer showing the cart depends on: its row's (`cartVersion`) and its
 * customer's row's, since the answer shows the customer too (see cart-answer-cache.ts).
 */
const answerVersion = {
  version: cartVersion,
  // Nested in a second `sql`, so Drizzle keeps the columns qualified in any select.
  customer_version: sql<string | null>`(${customerRowVersion})`,
};

/**
 * Whether the cart is at the versions the `known` parameter names (`versionKey` of known-carts.ts:
 * `version/customer_version`), which the process knows the rest of the cart at.
 */
const knownVersions = sql<boolean>`(${cartVersion} || '/' || coalesce((${customerRowVersion}), '')) = ${sql.placeholder("known")}`;

/**
 * The fields, each null when the cart is at the known versions: PostgreSQL evaluates a `case`
 * lazily, so it then reads none of the cart's lines.
 */
function unlessKnown<Fields extends Record<string, SQL>>(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      sql`case when ${knownVersions} then null else ${field} end`.mapWith(decoderOf(field)),
    ]),
  ) as Fields;
}

/** The versions of `answerVersion`, as the reads answer them. */
export interface CartAnswerVersions {
  version: string;
  customer_version: string | null;
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
): Promise<(CartWithItemsRecord & CartAnswerVersions) | undefined> {
  const [record] = await readsFor(db).cartWithItems.execute({ id });
  return record && withItems(db, record);
}

/**
 * The versions of an open cart's answer (see `answerVersion`) and its customer's id; undefined when
 * there is no such cart.
 */
export async function findCartVersion(
  db: Database,
  id: string,
): Promise<(CartAnswerVersions & { customer_id: string | null }) | undefined> {
  const [row] = await readsFor(db).version.execute({ id });
  return row;
}

const cartWithItemsFields = { ...cartFields, ...cartContentsFields(carts.id) };

// The reads inside transactions, built once (db/compiled-query.ts).
const cartWithItemsIn = compiledQuery(
  "cart_with_items_in",
  fieldDecoders(cartWithItemsFields),
  (db) => selectCarts(db, cartWithItemsFields).where(openCart(sql.placeholder("id"))),
);
const cartIn = compiledQuery("cart_in", fieldDecoders(cartFields), (db) =>
  selectCarts(db, cartFields).where(openCart(sql.placeholder("id"))),
);

/** The same read inside a transaction (not after waiting for a lock: see the top of the file). */
export async function findCartWithItemsIn(
  tx: Transaction,
  id: string,
): Promise<CartWithItemsRecord | undefined> {
  const [record] = await cartWithItemsIn.run(tx, { id });
  return record && withItems(tx, record);
}

/**
 * The cart inside a transaction. With `forUpdate` the cart row stays locked until the
 * transaction ends, so concurrent changes to one cart run one after the other; the lock is taken
 * by an update that changes nothing but the row's version (`xmin`), which tells the optimistic
 * changes (`changeIfCartUnchanged`) that the cart may have changed since they read it.
 */
export async function findCartIn(
  tx: Transaction,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CartRecord | undefined> {
  const [record] = await (forUpdate ? lockedCartIn : cartIn).run(tx, { id });
  return record;
}

const lockedCartIn = compiledQuery(
  "locked_cart_in",
  {
    cart: decodeCart,
    shipping_address: decodeAddress,
    billing_address: decodeAddress,
    sales_channel: decodeSalesChannel,
    customer: decodeCustomer,
  },
  () => sql`
    with locked_cart as (
      update ${carts} set updated_at = ${carts.updated_at}
      where ${openCart(sql.placeholder("id"))} returning *
    )
    select row_to_json(locked_cart) as cart, row_to_json(shipping_address) as shipping_address,
      row_to_json(billing_address) as billing_address, row_to_json(sales_channel) as sales_channel,
      ${customerJson(sql`locked_cart.customer_id`)} as customer
    from locked_cart
    left join ${addresses} shipping_address on shipping_address.id = locked_cart.shipping_address_id
    left join ${addresses} billing_address on billing_address.id = locked_cart.billing_address_id
    left join ${salesChannels} sales_channel on sales_channel.id = locked_cart.sales_channel_id`,
);

/**
 * `findCartIn(tx, id, { forUpdate: true })` and `findCartContentsIn` in one statement: the row lock,
 * the cart and what it holds. A statement that waited for the lock still reads with the snapshot
 * it started with, older than the row it locked, so the statement also says whether the row it
 * locked is the one its snapshot sees (`fresh`); when another change came first it runs again,
 * now holding the lock, and reads everything as that change left it. Undefined for no open cart.
 * `versions` are those the cart will be at once the transaction commits (the lock wrote the row:
 * its `xmin` is this transaction's), unless the transaction changes the customer row too.
 */
export async function lockCartWithContentsIn(
  tx: Transaction,
  id: string,
): Promise<(CartRecord & CartContents & { versions: CartAnswerVersions }) | undefined> {
  let [found] = await lockedCartWithContentsIn.run(tx, { id });
  if (found && !found.fresh) [found] = await lockedCartWithContentsIn.run(tx, { id });
  if (!found) return undefined;
  const { fresh: _fresh, items, checkout, version, customer_version, ...record } = found;
  const versions = { version, customer_version };
  return { ...record, ...(await withItems(tx, { items })), checkout, versions };
}

const lockedContents = cartContentsFields(sql.placeholder("id"));

const lockedCartWithContentsIn = compiledQuery(
  "locked_cart_with_contents_in",
  {
    cart: decodeCart,
    shipping_address: decodeAddress,
    billing_address: decodeAddress,
    sales_channel: decodeSalesChannel,
    customer: decodeCustomer,
    fresh: (value: boolean) => value,
    version: (value: string) => value,
    customer_version: (value: string | null) => value,
    ...fieldDecoders(lockedContents),
  },
  () => sql`
    with latest_cart as (
      select ${carts}.xmin::text as version from ${carts}
      where ${openCart(sql.placeholder("id"))} for update
    ), locked_cart as (
      update ${carts} set updated_at = ${carts.updated_at} from latest_cart
      where ${carts.id} = ${sql.placeholder("id")} returning ${carts}.*
    )
    select row_to_json(locked_cart) as cart, row_to_json(shipping_address) as shipping_address,
      row_to_json(billing_address) as billing_address, row_to_json(sales_channel) as sales_channel,
      ${customerJson(sql`locked_cart.customer_id`)} as customer,
      (select ${carts}.xmin::text from ${carts} where ${carts.id} = ${sql.placeholder("id")})
        = (select version from latest_cart) as fresh,
      ${WRITTEN_ROW_VERSION} as version,
      (select ${customers}.xmin::text from ${customers} where ${customers.id} = locked_cart.customer_id)
        as customer_version,
      ${lockedContents.items} as items, ${lockedContents.checkout} as checkout
    from locked_cart
    left join ${addresses} shipping_address on shipping_address.id = locked_cart.shipping_address_id
    left join ${addresses} billing_address on billing_address.id = locked_cart.billing_address_id
    left join ${salesChannels} sales_channel on sales_channel.id = locked_cart.sales_channel_id`,
);

export interface VariantForCart {
  variant: VariantRow;
  product: CartProduct;
  sales_channel_ids: string[];
  /** Its base prices and the prices of live price lists, as `loadMoneyAmounts` reads them. */
  prices: MoneyAmountRow[];
  /** Units available per sales channel's locations; null without inventory items. */
  channel_stock: Record<string, number> | null;
  /** The versions (`xmin`) of the variant and product rows, when the query read them. */
  versions?: LineRowVersions;
}

const decodeMoneyAmount = rowDecoder(moneyAmounts);

/**
 * The fields of `VariantForCart`, priced for `customerId` (the cart's customer, else the shopper;
 * null for a guest): a price list for customer groups counts only for their members.
 */
const variantForCartFields = (customerId: SQLWrapper | string | null) => ({
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
      and ${isLiveMoneyAmount({ customerId })}
  )`.mapWith((rows: Record<string, unknown>[]) => rows.map(decodeMoneyAmount)),
  channel_stock: channelStockJson(productVariants.id),
});

const sellableVariant = (id: string) =>
  and(eq(productVariants.id, id), isNull(productVariants.deleted_at), isNull(products.deleted_at));

/**
 * The variant a shopper adds, with its product, the sales channels that sell it and its prices,
 * in one query; undefined when it or its product is deleted.
 */
export async function findVariantForCartIn(
  db: Database,
  id: string,
  customerId: string | null,
): Promise<VariantForCart | undefined> {
  const [found] = await db
    .select(variantForCartFields(customerId))
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(sellableVariant(id))
    .prepare("variant_for_cart_in")
    .execute();
  return found;
}

/**
 * The same variant and, in the same query, the contents of a cart whose row the transaction has
 * locked. Undefined (and no contents) when the variant cannot be added.
 */
export async function findVariantForCartWithContentsIn(
  tx: Transaction,
  id: string,
  cartId: string,
  customerId: string | null,
): Promise<(VariantForCart & CartContents) | undefined> {
  const [found] = await tx
    .select({ ...variantForCartFields(customerId), ...cartContentsFields(cartId) })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(sellableVariant(id))
    .prepare("variant_for_cart_with_contents_in")
    .execute();
  return found && withItems(tx, found);
}

/**
 * `VariantForCart` of one variant as one JSON value, priced for `customerId` as
 * `variantForCartFields` is: null when it or its product is deleted.
 */
function variantForCartJson(
  variantId: SQLWrapper | string,
  customerId: SQLWrapper,
): SQL<VariantForCart | null> {
  const found = sql`
    select json_build_array(
      row_to_json(${productVariants}),
      row_to_json(${products}),
      array(select ${productSalesChannels.sales_channel_id} from ${productSalesChannels}
        where ${productSalesChannels.product_id} = ${products.id}),
      (select coalesce(json_agg(row_to_json(${moneyAmounts})), '[]')
        from ${moneyAmounts}
        left join ${priceLists} on ${priceLists.id} = ${moneyAmounts.price_list_id}
        where ${moneyAmounts.variant_id} = ${productVariants.id}
          and ${moneyAmounts.deleted_at} is null
          and ${isLiveMoneyAmount({ customerId })}),
      ${channelStockJson(productVariants.id)},
      ${productVariants}.xmin::text, ${products}.xmin::text)
    from ${productVariants}
    inner join ${products} on ${products.id} = ${productVariants.product_id}
    where ${productVariants.id} = ${variantId}
      and ${productVariants.deleted_at} is null and ${products.deleted_at} is null`;
  return sql`(${found})`.mapWith(
    (
      json:
        | [
            Record<string, unknown>,
            Record<string, unknown>,
            string[],
            Record<string, unknown>[],
            Record<string, number> | null,
            string,
            string,
          ]
        | null,
    ): VariantForCart | null =>
      json && {
        variant: decodeVariant(json[0]),
        product: decodeProduct(json[1]),
        sales_channel_ids: json[2],
        prices: json[3].map(decodeMoneyAmount),
        channel_stock: json[4],
        versions: { variant: json[5], product: json[6] },
      },
  );
}

/** A cart read for an optimistic change: its versions, and the variant being added. */
export type CartToAddRecord = CartAnswerVersions & { adding: VariantForCart | null } & (
    | (CartWithItemsRecord & { known: false })
    /** The cart is at the versions the caller knows it at: its rows were not read again. */
    | { known: true }
  );

/**
 * The cart with everything `findCartWithItems` reads, its version, and the variant to add with its
 * product, channels and prices: all an add-to-cart needs, in one prepared query outside any
 * transaction. Undefined when there is no such open cart.
 */
export async function findCartToAdd(
  db: Database,
  id: string,
  variantId: string,
  shopperId: string | undefined,
  knownVersionKey: string | undefined,
): Promise<CartToAddRecord | undefined> {
  const [record] = await readsFor(db).cartToAdd.execute({
    id,
    variant_id: variantId,
    shopper_id: shopperId ?? null,
    known: knownVersionKey ?? "",
  });
  if (!record) return undefined;
  const { version, customer_version, adding } = record;
  // The cart's next read (its next change's lock, say) shows this variant's line: it need not
  // read the variant and product rows again.
  if (adding?.versions) keepLineCatalogue(adding, adding.versions);
  if (record.known) return { known: true, version, customer_version, adding };
  return { ...(await withItems(db, record)), known: false };
}
