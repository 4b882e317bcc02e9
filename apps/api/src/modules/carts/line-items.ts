// Changing a cart's lines: pricing in the cart's region, the stock check, merging equal lines
// (contract medusa-v1 §6.3). Callers hold the cart row lock, so the lines they pass are current;
// each change returns the lines as they now are, from the rows the database wrote.
import { isDeepStrictEqual } from "node:util";
import { and, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productSalesChannels, productVariants } from "../catalogue/tables";
import { lineItems } from "./tables";
import { insertRowWhen } from "./change-if-unchanged";
import type { SqlText, Transaction } from "../../db/transaction";
import { generateId } from "../../http/ids";
import {
  loadMoneyAmounts,
  selectVariantPricing,
  type MoneyAmountRow,
} from "../pricing/variant-prices";
import {
  findVariantForCartIn,
  type CartItemRecord,
  type LineItemRow,
  type VariantForCart,
  type VariantRow,
} from "./cart-queries";
import type { StoreRegion } from "../regions/region-service";
import { MAX_LINE_QUANTITY } from "./constants";
import {
  insufficientInventory,
  lineItemNotFound,
  lineQuantityTooLarge,
  productNotInSalesChannel,
  variantGone,
  variantNotFound,
  variantWithoutPrice,
} from "./errors";
import { availableInChannels } from "../inventory/channel-stock";

/** What a line change needs to know about the cart it changes. */
export interface CartScope {
  id: string;
  region: StoreRegion;
  sales_channel_id: string | null;
  /** Whose customer-group prices apply (see `pricingCustomerId`); null for a guest. */
  pricing_customer_id: string | null;
}

export interface NewLine {
  variant_id: string;
  quantity: number;
  metadata?: Record<string, unknown>;
}

/** The price one unit costs at this quantity in the region (quantity tiers and price lists count). */
function unitPriceIn(
  region: StoreRegion,
  prices: MoneyAmountRow[],
  quantity: number,
): number | null {
  return selectVariantPricing(prices, {
    regionId: region.id,
    currencyCode: region.currency_code,
    quantity,
  }).calculated_price;
}

function priceLine(
  region: StoreRegion,
  variant: VariantRow,
  prices: MoneyAmountRow[],
  quantity: number,
): number {
  const price = unitPriceIn(region, prices, quantity);
  if (price === null) throw variantWithoutPrice(variant.title || variant.id, region.name);
  return price;
}

async function pricesOf(
  tx: Transaction,
  variantId: string,
  customerId: string | null,
): Promise<MoneyAmountRow[]> {
  return (await loadMoneyAmounts(tx, [variantId], { customerId })).get(variantId) ?? [];
}

/** A variant to add, with its product, the channels selling it and its prices. */
export type SellableVariant = VariantForCart;

/**
 * Looks up the variant to add. It needs no cart lock, so callers do it before taking one and
 * keep the lock (which queues every other change to the cart) short.
 */
export async function findSellableVariant(
  db: Database,
  variantId: string,
  customerId: string | null,
): Promise<SellableVariant> {
  const found = await findVariantForCartIn(db, variantId, customerId);
  if (!found) throw variantNotFound(variantId);
  return found;
}

/** Stock only binds variants that track inventory and cannot be backordered. */
function bindsStock(variant: VariantRow): boolean {
  return variant.manage_inventory && !variant.allow_backorder;
}

/**
 * What the cart's sales channel can sell of the variant: the units at the channel's locations
 * (`channelStock`, channel id → units), or the variant's total without a channel or items.
 */
function availableToCart(
  variant: VariantRow,
  salesChannelId: string | null,
  channelStock: Readonly<Record<string, number>> | null,
): number {
  if (salesChannelId === null || channelStock === null) return variant.inventory_quantity;
  return channelStock[salesChannelId] ?? 0;
}

function assertInStock(variant: VariantRow, quantityInCart: number, available: number): void {
  if (bindsStock(variant) && quantityInCart > available) {
    throw insufficientInventory(variant.id);
  }
}

function quantityOfVariant(items: CartItemRecord[], variantId: string): number {
  return items.reduce(
    (sum, { item }) => (item.variant_id === variantId ? sum + item.quantity : sum),
    0,
  );
}

/** Lines are equal when they hold the same variant with the same metadata (absent = empty). */
function isSameLine(line: LineItemRow, input: NewLine): boolean {
  return (
    line.should_merge &&
    line.variant_id === input.variant_id &&
    isDeepStrictEqual(line.metadata ?? {}, input.metadata ?? {})
  );
}

function replaceLine(items: CartItemRecord[], line: LineItemRow): CartItemRecord[] {
  return items.map((record) => (record.item.id === line.id ? { ...record, item: line } : record));
}

/** What adding a variant does: a new line, or more of an equal line already in the cart. */
export interface AddPlan {
  equalLine: LineItemRow | undefined;
  /** The quantity of the new or merged line. */
  quantity: number;
  unitPrice: number;
}

/**
 * The units of the variant the cart holds once `input` is added, when its stock binds (see
 * `assertInStock`): what an add that leaves the stock check to its statement makes it check.
 */
export function unitsNeededAfterAdd(
  items: CartItemRecord[],
  input: NewLine,
  variant: VariantRow,
): number | undefined {
  return bindsStock(variant) ? quantityOfVariant(items, variant.id) + input.quantity : undefined;
}

/**
 * Checks that `found` may be added to the cart as it is (sales channel, line size, stock, a
 * price in the region) and works out the line it makes; writes nothing. Without `checkStock`, the
 * caller checks the stock itself, where it writes (`unitsNeededAfterAdd`).
 */
export function planAddLine(
  cart: CartScope,
  items: CartItemRecord[],
  input: NewLine,
  found: SellableVariant,
  checkStock = true,
): AddPlan {
  const { variant, product } = found;
  if (cart.sales_channel_id !== null && !found.sales_channel_ids.includes(cart.sales_channel_id)) {
    throw productNotInSalesChannel(product.title);
  }
  const equalLine = items.find(({ item }) => isSameLine(item, input))?.item;
  const quantity = (equalLine?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) throw lineQuantityTooLarge();
  if (checkStock) {
    assertInStock(
      variant,
      quantityOfVariant(items, variant.id) + input.quantity,
      availableToCart(variant, cart.sales_channel_id, found.channel_stock),
    );
  }
  return {
    equalLine,
    quantity,
    unitPrice: priceLine(cart.region, variant, found.prices, quantity),
  };
}

/**
 * The row of a new line holding `found`, as an insert stores it (defaults included), written out
 * whole so new lines share a hidden class (docs/decisions.md, "Hidden classes on the add's path").
 */
function newLineRow(
  cart: CartScope,
  input: NewLine,
  found: SellableVariant,
  plan: AddPlan,
  createdAt: Date,
): LineItemRow {
  const { variant, product } = found;
  return {
    id: generateId("item"),
    cart_id: cart.id,
    order_id: null,
    title: product.title,
    description: variant.title,
    thumbnail: product.thumbnail,
    is_return: false,
    is_giftcard: product.is_giftcard,
    should_merge: true,
    allow_discounts: lineAllowsDiscounts(product),
    has_shipping: null,
    unit_price: plan.unitPrice,
    variant_id: variant.id,
    quantity: plan.quantity,
    fulfilled_quantity: null,
    returned_quantity: null,
    shipped_quantity: null,
    swap_id: null,
    claim_order_id: null,
    order_edit_id: null,
    original_item_id: null,
    metadata: input.metadata ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** An add worked out in advance: the line as it will be stored, and the statement storing it. */
export interface PlannedAdd {
  items: CartItemRecord[];
  /** Guarded by `guard` (SQL text), to run as part of a larger statement. */
  write(guard: string): SqlText;
}

const LINES_TABLE = getTableName(lineItems);

/**
 * Plans an add with the line's row (and so the answer) known before it is written: timestamps come from this process's clock, at millisecond precision like every
 * timestamp the API answers with, and a new line is made later than the cart's other lines, so
 * that it sorts last as it is answered. `checkStock` as for `planAddLine`.
 */
export function plannedAdd(
  cart: CartScope,
  items: CartItemRecord[],
  input: NewLine,
  found: SellableVariant,
  now: Date,
  checkStock = true,
): PlannedAdd {
  const plan = planAddLine(cart, items, input, found, checkStock);
  const { equalLine, quantity, unitPrice } = plan;
  if (equalLine) {
    const merged: LineItemRow = { ...equalLine, quantity, unit_price: unitPrice, updated_at: now };
    return {
      items: replaceLine(items, merged),
      write: (guard) => (param) =>
        `update ${LINES_TABLE}
        set quantity = ${param(String(quantity))}::integer,
            unit_price = ${param(String(unitPrice))}::integer,
            updated_at = ${param(now.toISOString())}::timestamptz
        where id = ${param(equalLine.id)} and ${guard}`,
    };
  }
  // Later than every line already there, whatever the clocks of the processes that added them.
  const createdAt = new Date(
    items.reduce((latest, { item }) => Math.max(latest, item.created_at.getTime() + 1), +now),
  );
  const added = newLineRow(cart, input, found, plan, createdAt);
  return {
    items: [...items, { item: added, variant: found.variant, product: found.product }],
    write: (guard) => insertRowWhen(lineItems, added, guard),
  };
}

/**
 * Sets a line's quantity (0 removes it) and re-prices it for the new quantity. Lowering a quantity
 * is always allowed, even below a stock level that has since dropped.
 */
export async function changeLineQuantity(
  tx: Transaction,
  cart: CartScope,
  items: CartItemRecord[],
  lineId: string,
  change: { quantity: number; metadata?: Record<string, unknown> },
): Promise<CartItemRecord[]> {
  const record = items.find(({ item }) => item.id === lineId);
  if (!record) throw lineItemNotFound(lineId);
  if (change.quantity === 0) return removeLine(tx, items, lineId);
  const { item: line, variant } = record;
  if (variant === null || variant.deleted_at !== null) throw variantGone(line.id);
  if (change.quantity > line.quantity && bindsStock(variant)) {
    const inChannel =
      cart.sales_channel_id === null
        ? undefined
        : (
            await availableInChannels(tx, { variantIds: [variant.id] }, [cart.sales_channel_id])
          ).get(variant.id);
    assertInStock(
      variant,
      quantityOfVariant(items, variant.id) - line.quantity + change.quantity,
      inChannel ?? variant.inventory_quantity,
    );
  }
  const [updated] = await tx
    .update(lineItems)
    .set({
      quantity: change.quantity,
      unit_price: priceLine(
        cart.region,
        variant,
        await pricesOf(tx, variant.id, cart.pricing_customer_id),
        change.quantity,
      ),
      metadata:
        change.metadata === undefined
          ? line.metadata
          : mergeMetadata(line.metadata, change.metadata),
      updated_at: sql`now()`,
    })
    .where(eq(lineItems.id, line.id))
    .returning();
  return replaceLine(items, updated);
}

export async function removeLine(
  tx: Transaction,
  items: CartItemRecord[],
  lineId: string,
): Promise<CartItemRecord[]> {
  if (!items.some(({ item }) => item.id === lineId)) throw lineItemNotFound(lineId);
  await tx.delete(lineItems).where(eq(lineItems.id, lineId));
  return items.filter(({ item }) => item.id !== lineId);
}

/**
 * Re-prices every line for a new region. A line whose variant has no price there (or no longer
 * exists) is removed: the cart must never show a price in another currency or a made-up one.
 */
export async function repriceLines(
  tx: Transaction,
  region: StoreRegion,
  items: CartItemRecord[],
  customerId: string | null,
): Promise<void> {
  const lines = items.map(({ item }) => item);
  const variantIds = lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id]));
  const pricesByVariant = await loadMoneyAmounts(tx, variantIds, { customerId });
  const unpriced: string[] = [];
  for (const line of lines) {
    const prices = line.variant_id === null ? [] : (pricesByVariant.get(line.variant_id) ?? []);
    const unitPrice = unitPriceIn(region, prices, line.quantity);
    if (unitPrice === null) unpriced.push(line.id);
    else if (unitPrice !== line.unit_price) {
      await tx
        .update(lineItems)
        .set({ unit_price: unitPrice, updated_at: sql`now()` })
        .where(eq(lineItems.id, line.id));
    }
  }
  if (unpriced.length > 0) await tx.delete(lineItems).where(inArray(lineItems.id, unpriced));
}

/** Moving a cart to another sales channel drops the lines whose products are not sold there. */
export async function removeLinesOutsideChannel(
  tx: Transaction,
  cartId: string,
  channelId: string,
): Promise<void> {
  const soldInChannel = tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(
      productSalesChannels,
      eq(productSalesChannels.product_id, productVariants.product_id),
    )
    .where(eq(productSalesChannels.sales_channel_id, channelId));
  await tx
    .delete(lineItems)
    .where(
      and(
        eq(lineItems.cart_id, cartId),
        sql`${lineItems.variant_id} is not null`,
        sql`${lineItems.variant_id} not in ${soldInChannel}`,
      ),
    );
}

/** Medusa's metadata update: keys merge into the existing object, and a key set to "" is removed. */
/** A gift card is never discounted, whatever its product says (the card is worth its price). */
export function lineAllowsDiscounts(product: {
  discountable: boolean;
  is_giftcard: boolean;
}): boolean {
  return product.discountable && !product.is_giftcard;
}

export function mergeMetadata(
  existing: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...existing };
  for (const [key, value] of Object.entries(patch)) {
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
