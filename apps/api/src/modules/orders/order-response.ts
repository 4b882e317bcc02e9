// The Store order shape (contract medusa-v1 §9): the pruned order columns, the totals stored at
// completion plus what was paid and refunded, and the relations shipping_address, fulfillments
// (+items, +tracking_links), items (+variant), shipping_methods (+shipping_option), discounts
// (+rule), customer, payments and region. The Admin shape adds the refunds, whose notes are for
// staff only. Relations are loaded for a whole page of orders at once, one query each.
import { loadOrderTaxLines, type OrderTaxLines } from "../taxes/order-tax-lines";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lineItems } from "../carts/tables";
import { productVariants } from "../catalogue/tables";
import { addresses, customers } from "../customers/tables";
import { discountRules, discounts, lineItemAdjustments } from "../discounts/tables";
import { payments, refunds } from "../payments/tables";
import { shippingMethods, shippingOptions } from "../shipping/tables";
import { fulfillments, orderDiscounts, orders } from "./tables";
import { loadFulfillments, type FulfillmentAnswer } from "./fulfillment-query";
import { absoluteUrl } from "../../http/urls";
import { groupBy } from "../../db/group-by";
import type { DiscountWithRule } from "../carts/cart-checkout";
import { storeShippingMethods, type StoreShippingMethod } from "../carts/cart-response";
import { lineDiscounts, lineTotals, type LineTotals, type PricedLine } from "../carts/cart-totals";
import { customerColumns, type CustomerRecord } from "../customers/customer-queries";
import { findRegions, type StoreRegion } from "../regions/region-service";
import { editStatus } from "../order-edits/edit-status";
import { orderEdits } from "../order-edits/tables";
import { returnsOfOrders, type ReturnAnswer } from "../returns/return-query";
import { claimsOfOrders, type ClaimAnswer } from "../claims/claim-query";
import { swapsOfOrders, type SwapAnswer } from "../swaps/swap-query";

export type OrderRow = typeof orders.$inferSelect;
type LineItemRow = typeof lineItems.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type ShippingMethodRow = typeof shippingMethods.$inferSelect;
type ShippingOptionRow = typeof shippingOptions.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A fulfillment as Medusa sends it (§9). */
export type OrderFulfillment = FulfillmentAnswer;

export type StoreOrderItem = LineItemRow &
  LineTotals & { variant: VariantRow | null; refundable: number; adjustments: never[] };

export interface StoreOrder {
  object: "order";
  id: string;
  status: OrderRow["status"];
  fulfillment_status: OrderRow["fulfillment_status"];
  payment_status: OrderRow["payment_status"];
  display_id: number;
  cart_id: string | null;
  customer_id: string;
  email: string;
  region_id: string;
  currency_code: string;
  tax_rate: number | null;
  created_at: Date;
  updated_at: Date;
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  item_tax_total: number;
  shipping_tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  tax_total: number;
  total: number;
  paid_total: number;
  refunded_total: number;
  refundable_amount: number;
  shipping_address: AddressRow | null;
  fulfillments: OrderFulfillment[];
  items: StoreOrderItem[];
  shipping_methods: StoreShippingMethod[];
  discounts: DiscountWithRule[];
  customer: CustomerRecord | null;
  payments: PaymentRow[];
  region: StoreRegion | null;
}

/** The discounts the orders were placed with, each with its rule. */
export function orderDiscountRows(db: Database, orderIds: string[]) {
  return db
    .select({ order_id: orderDiscounts.order_id, discount: discounts, rule: discountRules })
    .from(orderDiscounts)
    .innerJoin(discounts, eq(discounts.id, orderDiscounts.discount_id))
    .innerJoin(discountRules, eq(discountRules.id, discounts.rule_id))
    .where(inArray(orderDiscounts.order_id, orderIds));
}

/**
 * Each line's share of an order's discounts: what the order kept when it was placed
 * (`line_item_adjustment`), or, for an order placed before shares were kept, worked out again
 * from its discounts' rules.
 */
export async function orderLineShares(
  db: Database,
  orderId: string,
  lines: PricedLine[],
): Promise<Map<string, number>> {
  const kept =
    lines.length === 0
      ? []
      : await db
          .select({
            item_id: lineItemAdjustments.item_id,
            amount: sql<number>`sum(${lineItemAdjustments.amount})::int`,
          })
          .from(lineItemAdjustments)
          .where(
            inArray(
              lineItemAdjustments.item_id,
              lines.map((line) => line.id),
            ),
          )
          .groupBy(lineItemAdjustments.item_id);
  if (kept.length > 0) {
    const amounts = new Map(kept.map((row) => [row.item_id, row.amount]));
    return new Map(lines.map((line) => [line.id, amounts.get(line.id) ?? 0]));
  }
  const rows = await orderDiscountRows(db, [orderId]);
  return lineDiscounts(
    lines,
    rows.map((row) => row.rule),
  );
}

/**
 * What the caller of `storeOrders` already holds, so it is not read again: the regions (the cached
 * ones a cart is answered with), and for an order its own transaction just placed, that nothing is
 * refunded or fulfilled yet, its payments (as inserted) and, when its cart had no discount, that it
 * has no discounts nor line shares. Completing a cart answered its order with 17 queries.
 */
export interface KnownOrderRelations {
  regions?: StoreRegion[];
  justPlaced?: {
    payments: PaymentRow[];
    discounted: boolean;
    /** What the transaction moved onto the order and kept for it, as it wrote them. */
    contents?: JustPlacedContents;
  };
}

/**
 * The relations of an order just placed that its completion holds as it wrote them: the lines
 * with their variants, the shipping methods with their options, the tax lines kept, the shipping
 * address and (unless unknown) the customer.
 */
export interface JustPlacedContents {
  items: { item: LineItemRow; variant: VariantRow | null }[];
  methods: { method: ShippingMethodRow; option: ShippingOptionRow }[];
  taxLines: OrderTaxLines;
  shippingAddress: AddressRow | null;
  customer: CustomerRecord | undefined;
}

async function loadRelations(db: Database, rows: OrderRow[], known: KnownOrderRelations) {
  const ids = rows.map((row) => row.id);
  const addressIds = rows.flatMap((row) =>
    row.shipping_address_id ? [row.shipping_address_id] : [],
  );
  const { justPlaced } = known;
  const contents = justPlaced?.contents;
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const items =
    contents?.items ??
    (await db
      .select({ item: lineItems, variant: productVariants })
      .from(lineItems)
      .leftJoin(productVariants, eq(productVariants.id, lineItems.variant_id))
      .where(inArray(lineItems.order_id, ids))
      .orderBy(lineItems.created_at, lineItems.id));
  const adjustments =
    items.length === 0 || justPlaced?.discounted === false
      ? []
      : await db
          .select({
            item_id: lineItemAdjustments.item_id,
            amount: sql<number>`sum(${lineItemAdjustments.amount})::int`,
          })
          .from(lineItemAdjustments)
          .where(
            inArray(
              lineItemAdjustments.item_id,
              items.map(({ item }) => item.id),
            ),
          )
          .groupBy(lineItemAdjustments.item_id);
  const methods =
    contents?.methods ??
    (await db
      .select({ method: shippingMethods, option: shippingOptions })
      .from(shippingMethods)
      .innerJoin(shippingOptions, eq(shippingOptions.id, shippingMethods.shipping_option_id))
      .where(inArray(shippingMethods.order_id, ids))
      .orderBy(shippingMethods.id));
  const taxLines =
    contents?.taxLines ??
    (await loadOrderTaxLines(
      db,
      items.map((row) => row.item.id),
      methods.map((row) => row.method.id),
    ));
  const discountRows = justPlaced?.discounted === false ? [] : await orderDiscountRows(db, ids);
  const paymentRows =
    justPlaced?.payments ??
    (await db
      .select()
      .from(payments)
      .where(inArray(payments.order_id, ids))
      .orderBy(payments.created_at));
  const refundRows = justPlaced
    ? []
    : await db
        .select({ order_id: refunds.order_id, amount: sql<number>`sum(${refunds.amount})::int` })
        .from(refunds)
        .where(inArray(refunds.order_id, ids))
        .groupBy(refunds.order_id);
  const customerRows = contents?.customer
    ? [contents.customer]
    : await db
        .select(customerColumns)
        .from(customers)
        .where(inArray(customers.id, [...new Set(rows.map((row) => row.customer_id))]));
  const addressRows = contents
    ? contents.shippingAddress
      ? [contents.shippingAddress]
      : []
    : addressIds.length === 0
      ? []
      : await db.select().from(addresses).where(inArray(addresses.id, addressIds));
  const regionIds = [...new Set(rows.map((row) => row.region_id))];
  const regions =
    known.regions?.filter((region) => regionIds.includes(region.id)) ??
    (await findRegions(db, regionIds));
  // A claim's and an exchange's fulfillments name the order too; they are answered under their
  // claim or swap, not the order's own.
  const orderFulfillments = justPlaced
    ? []
    : await loadFulfillments(
        db,
        and(
          inArray(fulfillments.order_id, ids),
          isNull(fulfillments.claim_order_id),
          isNull(fulfillments.swap_id),
        )!,
      );
  return {
    fulfillments: groupBy(orderFulfillments, (row) => row.order_id),
    items: groupBy(items, (row) => row.item.order_id ?? ""),
    /** What discounts took off each line when the order was placed. */
    adjusted: new Map(adjustments.map((row) => [row.item_id, row.amount])),
    methods: groupBy(methods, (row) => row.method.order_id ?? ""),
    discounts: groupBy(discountRows, (row) => row.order_id),
    payments: groupBy(paymentRows, (row) => row.order_id ?? ""),
    refunded: new Map(refundRows.map((row) => [row.order_id ?? "", Number(row.amount)])),
    customers: new Map(customerRows.map((row) => [row.id, row])),
    addresses: new Map(addressRows.map((row) => [row.id, row])),
    regions: new Map(regions.map((region) => [region.id, region])),
    taxLines,
  };
}

/**
 * Orders in the Store shape, in the order given; thumbnails as absolute URLs under `publicUrl`.
 * `known` are relations the caller holds (`justPlaced` only with a single order).
 */
export async function storeOrders(
  db: Database,
  rows: OrderRow[],
  publicUrl: string,
  known: KnownOrderRelations = {},
): Promise<StoreOrder[]> {
  if (rows.length === 0) return [];
  const related = await loadRelations(db, rows, known);
  return rows.map((row) => {
    const orderDiscountList: DiscountWithRule[] = (related.discounts.get(row.id) ?? []).map(
      ({ discount, rule }) => ({ ...discount, rule }),
    );
    const rules = orderDiscountList.map((discount) => discount.rule);
    const taxRegion = { tax_rate: row.tax_rate ?? 0, automatic_taxes: (row.tax_rate ?? 0) > 0 };
    const itemRows = related.items.get(row.id) ?? [];
    const shares = lineDiscounts(
      itemRows.map(({ item }) => item),
      rules,
    );
    // Orders placed before adjustments were kept work their shares out again from the rules.
    const adjustedOrder = itemRows.some(({ item }) => related.adjusted.has(item.id));
    const items = itemRows.map(({ item, variant }): StoreOrderItem => {
      // Lines kept at completion are the order's taxes, even in a region whose own rate is 0.
      const kept = related.taxLines.byItem.get(item.id);
      const discount = adjustedOrder ? (related.adjusted.get(item.id) ?? 0) : shares.get(item.id);
      const totals = lineTotals(
        item,
        kept ? { ...taxRegion, automatic_taxes: true } : taxRegion,
        discount,
        kept,
      );
      return {
        ...item,
        thumbnail: absoluteUrl(publicUrl, item.thumbnail),
        quantity: item.quantity - (item.returned_quantity ?? 0),
        variant,
        adjustments: [],
        ...totals,
        refundable: totals.total,
      };
    });
    const methods = (related.methods.get(row.id) ?? []).map(({ method, option }) => ({
      ...method,
      shipping_option: option,
    }));
    const orderPayments = related.payments.get(row.id) ?? [];
    const paidTotal = orderPayments.reduce((sum, payment) => sum + payment.amount, 0);
    const refundedTotal = related.refunded.get(row.id) ?? 0;
    return {
      object: "order",
      id: row.id,
      status: row.status,
      fulfillment_status: row.fulfillment_status,
      payment_status: row.payment_status,
      display_id: row.display_id,
      cart_id: row.cart_id,
      customer_id: row.customer_id,
      email: row.email,
      region_id: row.region_id,
      currency_code: row.currency_code,
      tax_rate: row.tax_rate,
      created_at: row.created_at,
      updated_at: row.updated_at,
      subtotal: row.subtotal,
      discount_total: row.discount_total,
      shipping_total: row.shipping_total,
      item_tax_total: row.item_tax_total,
      shipping_tax_total: row.shipping_tax_total,
      gift_card_total: row.gift_card_total,
      gift_card_tax_total: row.gift_card_tax_total,
      tax_total: row.tax_total,
      total: row.total,
      paid_total: paidTotal,
      refunded_total: refundedTotal,
      refundable_amount: paidTotal - refundedTotal,
      shipping_address: row.shipping_address_id
        ? (related.addresses.get(row.shipping_address_id) ?? null)
        : null,
      fulfillments: related.fulfillments.get(row.id) ?? [],
      items,
      shipping_methods: storeShippingMethods(
        methods,
        taxRegion.tax_rate,
        rules.some((rule) => rule.type === "free_shipping"),
        (method) => related.taxLines.byShippingMethod.get(method.id),
      ),
      discounts: orderDiscountList,
      customer: related.customers.get(row.customer_id) ?? null,
      payments: orderPayments,
      region: related.regions.get(row.region_id) ?? null,
    };
  });
}

/** One order in the Store shape, or undefined. */
export async function findStoreOrder(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<StoreOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const [order] = await storeOrders(db, [row], publicUrl);
  return order;
}

/**
 * The Admin order shape (§9, §12.5): every order column (the Store shape prunes some, such as
 * `canceled_at`, `no_notification` and `metadata`), the Store shape's relations and totals, and
 * the order's refunds, returns, claims and edits, oldest first.
 */
type OrderEditRow = typeof orderEdits.$inferSelect;
export type AdminOrder = OrderRow &
  StoreOrder & {
    refunds: RefundRow[];
    returns: ReturnAnswer[];
    claims: ClaimAnswer[];
    swaps: SwapAnswer[];
    edits: (OrderEditRow & { status: ReturnType<typeof editStatus> })[];
  };

/** Orders in the Admin shape, in the order given. */
export async function adminOrders(
  db: Database,
  rows: OrderRow[],
  publicUrl: string,
): Promise<AdminOrder[]> {
  const shaped = await storeOrders(db, rows, publicUrl);
  if (shaped.length === 0) return [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.order_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refunds.created_at), asc(refunds.id));
  const byOrder = groupBy(refundRows, (row) => row.order_id ?? "");
  const returnsByOrder = await returnsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const claimsByOrder = await claimsOfOrders(db, rows, publicUrl);
  const swapsByOrder = await swapsOfOrders(
    db,
    rows.map((row) => row.id),
    publicUrl,
  );
  const editRows = await db
    .select()
    .from(orderEdits)
    .where(
      inArray(
        orderEdits.order_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderEdits.created_at), asc(orderEdits.id));
  const editsByOrder = groupBy(
    editRows.map((edit) => ({ ...edit, status: editStatus(edit) })),
    (edit) => edit.order_id,
  );
  return shaped.map((order, index) => ({
    ...rows[index],
    ...order,
    refunds: byOrder.get(order.id) ?? [],
    returns: returnsByOrder.get(order.id) ?? [],
    claims: claimsByOrder.get(order.id) ?? [],
    edits: editsByOrder.get(order.id) ?? [],
    swaps: swapsByOrder.get(order.id) ?? [],
  }));
}

/** One order in the Admin shape, or undefined. */
export async function findAdminOrder(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<AdminOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const [order] = await adminOrders(db, [row], publicUrl);
  return order;
}
