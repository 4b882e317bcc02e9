// Creating, changing and canceling claims (Medusa v1 `ClaimService.create`, `update`, `cancel`,
// `processRefund`, and the create-claim route that runs them). Each runs inside the caller's
// transaction with the order row locked (`lockOrder`), so two claims, returns or refunds of one
// order cannot both take the same units or the same money.
import { orderLineTaxRates } from "../taxes/order-tax-lines";
import type { ClaimReason, ClaimType } from "@atelier/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { invalidData, notAllowed, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { insufficientInventory } from "../carts/errors";
import {
  findSellableVariant,
  lineAllowsDiscounts,
  mergeMetadata,
  planAddLine,
} from "../carts/line-items";
import { lineItems } from "../carts/tables";
import { addresses } from "../customers/tables";
import {
  releaseLineReservations,
  reserveLines,
  type LineToReserve,
} from "../inventory/stock-movements";
import type { OrderRow } from "../orders/order-response";
import { orderLines, type OrderLine } from "../orders/order-state";
import { fulfillments } from "../orders/tables";
import { refundableAmount, refundPayments } from "../payments/payment-actions";
import { findRegions } from "../regions/region-service";
import { orderLineDiscounts, requestReturn } from "../returns/return-actions";
import { returnLineRefund } from "../returns/return-refund";
import { returns } from "../returns/tables";
import { shippingMethods, shippingOptions } from "../shipping/tables";
import { addClaimItems, changeClaimItems, type ClaimItemChange } from "./claim-items";
import type { ClaimRow } from "./claim-query";
import { CLAIM_MESSAGES } from "./constants";
import { claimItems, claimOrders } from "./tables";

export interface ClaimShippingMethod {
  id?: string;
  option_id?: string;
  price?: number;
  data?: Record<string, unknown>;
}

export interface ClaimRequest {
  type: ClaimType;
  claim_items: {
    item_id: string;
    quantity: number;
    reason: ClaimReason;
    note?: string;
    tags?: string[];
    images?: string[];
  }[];
  return_shipping?: { option_id: string; price?: number };
  additional_items?: { variant_id: string; quantity: number }[];
  shipping_methods?: ClaimShippingMethod[];
  refund_amount?: number;
  shipping_address?: Partial<Omit<typeof addresses.$inferInsert, "id" | "customer_id">>;
  no_notification?: boolean;
  return_location_id?: string;
  metadata?: Record<string, unknown>;
}

export interface ClaimChange {
  claim_items?: ClaimItemChange[];
  shipping_methods?: ClaimShippingMethod[];
  no_notification?: boolean;
  metadata?: Record<string, unknown>;
}

/** Units of each order line that claims not canceled already name. */
async function claimedUnits(tx: Transaction, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ item_id: claimItems.item_id, units: sql<number>`sum(${claimItems.quantity})::int` })
    .from(claimItems)
    .innerJoin(claimOrders, eq(claimOrders.id, claimItems.claim_order_id))
    .where(
      and(
        eq(claimOrders.order_id, orderId),
        isNull(claimOrders.canceled_at),
        isNull(claimItems.deleted_at),
      ),
    )
    .groupBy(claimItems.item_id);
  return new Map(rows.map((row) => [row.item_id, row.units]));
}

type ClaimableLine = OrderLine & { variant_id: string };

/**
 * Checks that each claimed unit is a fulfilled unit of the order not returned or claimed yet;
 * answers the claimed lines, and all the order's lines (which share its discounts).
 */
async function claimableLines(
  tx: Transaction,
  order: OrderRow,
  items: { item_id: string; quantity: number }[],
): Promise<{ claimable: Map<string, ClaimableLine>; all: OrderLine[] }> {
  const all = await orderLines(tx, order.id);
  const lines = new Map(all.map((line) => [line.id, line]));
  const claimed = await claimedUnits(tx, order.id);
  const claimable = new Map<string, ClaimableLine>();
  for (const item of items) {
    const line = lines.get(item.item_id);
    if (!line) throw notFound(CLAIM_MESSAGES.lineNotFound(item.item_id));
    const variantId = line.variant_id;
    if (variantId === null) throw notAllowed(CLAIM_MESSAGES.customLine);
    const left =
      (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0) - (claimed.get(line.id) ?? 0);
    if (item.quantity > left) throw notAllowed(CLAIM_MESSAGES.tooMany);
    claimable.set(line.id, { ...line, variant_id: variantId });
  }
  return { claimable, all };
}

/**
 * What a refund claim gives back unless staff name the amount (Medusa v1
 * `getRefundTotalForClaimLinesOnOrder`): each claimed line's units at their discounted price with
 * tax, as a return computes them; only lines shipped, in at most the shipped quantity, count.
 */
async function claimRefund(
  tx: Transaction,
  order: OrderRow,
  lines: { claimable: Map<string, ClaimableLine>; all: OrderLine[] },
  items: { item_id: string; quantity: number }[],
): Promise<number> {
  const shares = await orderLineDiscounts(tx, order.id, lines.all);
  const rateOf = await orderLineTaxRates(
    tx,
    order,
    items.map((item) => item.item_id),
  );
  const refunds = items.map((item) => {
    const line = lines.claimable.get(item.item_id)!;
    const shipped = line.shipped_quantity ?? 0;
    if (shipped === 0 || item.quantity > shipped) return 0;
    return returnLineRefund(line, shares.get(line.id) ?? 0, item.quantity, rateOf(line.id));
  });
  return Math.round(refunds.reduce((sum, refund) => sum + refund, 0));
}

/** The new shipping methods' rows, checked: each option must ship this order's region. */
async function newShippingMethods(
  tx: Transaction,
  order: OrderRow,
  claimId: string,
  methods: ClaimShippingMethod[],
): Promise<(typeof shippingMethods.$inferInsert)[]> {
  const rows: (typeof shippingMethods.$inferInsert)[] = [];
  for (const method of methods) {
    const optionId = method.option_id!;
    const [option] = isPossibleId(optionId)
      ? await tx.select().from(shippingOptions).where(eq(shippingOptions.id, optionId))
      : [];
    if (!option || option.deleted_at !== null) {
      throw notFound(CLAIM_MESSAGES.optionNotFound(optionId));
    }
    if (option.is_return || option.region_id !== order.region_id) {
      throw invalidData(CLAIM_MESSAGES.notShippingOption);
    }
    rows.push({
      id: generateId("sm"),
      shipping_option_id: option.id,
      claim_order_id: claimId,
      price: method.price ?? option.amount ?? 0,
      data: method.data ?? {},
    });
  }
  return rows;
}

/**
 * Sets the claim's shipping methods to those listed: existing ones of the claim by id (404 for
 * any other id), new ones from an option. The claim's methods not listed are deleted.
 */
async function setShippingMethods(
  tx: Transaction,
  order: OrderRow,
  claimId: string,
  methods: ClaimShippingMethod[],
): Promise<void> {
  const current = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.claim_order_id, claimId));
  const kept = methods.flatMap((method) => (method.id !== undefined ? [method.id] : []));
  const missing = kept.find((id) => !current.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(CLAIM_MESSAGES.methodNotFound(missing));
  const added = await newShippingMethods(
    tx,
    order,
    claimId,
    methods.filter((method) => method.id === undefined),
  );
  const dropped = current.filter((row) => !kept.includes(row.id)).map((row) => row.id);
  if (dropped.length > 0) {
    await tx.delete(shippingMethods).where(inArray(shippingMethods.id, dropped));
  }
  if (added.length > 0) await tx.insert(shippingMethods).values(added);
}

/** Makes the replacement lines (priced in the order's region) and takes their units from stock. */
async function addReplacementItems(
  tx: Transaction,
  order: OrderRow,
  claimId: string,
  items: { variant_id: string; quantity: number }[],
): Promise<void> {
  const [region] = await findRegions(tx, [order.region_id]);
  const scope = {
    id: claimId,
    region,
    sales_channel_id: order.sales_channel_id,
    pricing_customer_id: order.customer_id,
  };
  const lines: LineToReserve[] = [];
  for (const item of items) {
    const found = await findSellableVariant(tx, item.variant_id, order.customer_id);
    const { unitPrice } = planAddLine(scope, [], item, found);
    const lineId = generateId("item");
    await tx.insert(lineItems).values({
      id: lineId,
      claim_order_id: claimId,
      title: found.product.title,
      description: found.variant.title,
      thumbnail: found.product.thumbnail,
      is_giftcard: found.product.is_giftcard,
      allow_discounts: lineAllowsDiscounts(found.product),
      unit_price: unitPrice,
      variant_id: found.variant.id,
      quantity: item.quantity,
    });
    lines.push({ line_item_id: lineId, variant_id: found.variant.id, quantity: item.quantity });
  }
  const { short } = await reserveLines(tx, lines, { salesChannelId: order.sales_channel_id });
  if (short !== undefined) throw insufficientInventory(short);
}

/**
 * Opens a claim on the order and does what it promises at once: a refund claim refunds (never
 * more than is left to refund), a replacement takes its new items from stock, and with
 * `return_shipping` a return of the claimed units is requested. Answers the claim's id and whether
 * stock moved.
 */
export async function createClaim(
  tx: Transaction,
  order: OrderRow,
  request: ClaimRequest,
  idempotencyKey: string | null,
): Promise<{ id: string; restocked: boolean }> {
  if (order.status === "canceled") throw invalidData(CLAIM_MESSAGES.canceledOrder);
  const additional = request.additional_items ?? [];
  if (request.type === "replace" && additional.length === 0) {
    throw invalidData(CLAIM_MESSAGES.replaceWithoutItems);
  }
  if (request.type === "refund" && additional.length > 0) {
    throw invalidData(CLAIM_MESSAGES.refundWithItems);
  }
  if (request.refund_amount && request.type !== "refund") {
    throw invalidData(CLAIM_MESSAGES.refundAmountOnReplace);
  }
  const lines = await claimableLines(tx, order, request.claim_items);

  let refund: number | null = null;
  if (request.type === "refund") {
    const refundable = await refundableAmount(tx, order.id);
    if (request.refund_amount !== undefined && request.refund_amount > refundable) {
      throw invalidData(CLAIM_MESSAGES.overRefund);
    }
    const wanted =
      request.refund_amount ?? (await claimRefund(tx, order, lines, request.claim_items));
    if (wanted > 0 && refundable === 0) throw notAllowed(CLAIM_MESSAGES.nothingToRefund);
    refund = Math.min(wanted, refundable);
  }

  let shippingAddressId = order.shipping_address_id;
  if (request.shipping_address) {
    shippingAddressId = generateId("addr");
    await tx.insert(addresses).values({ ...request.shipping_address, id: shippingAddressId });
  }
  const noNotification = request.no_notification ?? order.no_notification;
  const id = generateId("claim");
  await tx.insert(claimOrders).values({
    id,
    type: request.type,
    // The refund is given below, in this transaction: a refund claim is answered refunded.
    payment_status: request.type === "refund" ? "refunded" : "na",
    order_id: order.id,
    shipping_address_id: shippingAddressId,
    refund_amount: refund,
    no_notification: noNotification,
    idempotency_key: idempotencyKey,
    metadata: request.metadata ?? null,
  });
  if (additional.length > 0) await addReplacementItems(tx, order, id, additional);
  if (request.shipping_methods?.length) {
    await setShippingMethods(tx, order, id, request.shipping_methods);
  }
  await addClaimItems(
    tx,
    id,
    request.claim_items.map((item) => ({
      ...item,
      variant_id: lines.claimable.get(item.item_id)!.variant_id,
    })),
  );
  if (request.return_shipping) {
    // The claim settles the money; receiving its return refunds nothing more.
    await requestReturn(tx, order, {
      items: request.claim_items.map(({ item_id, quantity }) => ({ item_id, quantity })),
      return_shipping: request.return_shipping,
      refund: 0,
      no_notification: noNotification ?? undefined,
      location_id: request.return_location_id,
      claim_order_id: id,
    });
  }
  if (refund !== null && refund > 0) {
    await refundPayments(tx, order, { amount: refund, reason: "claim", note: null });
  }
  return { id, restocked: additional.length > 0 };
}

/** Changes a claim not canceled: its items' notes, its shipping methods, notification, metadata. */
export async function updateClaim(
  tx: Transaction,
  order: OrderRow,
  claim: ClaimRow,
  change: ClaimChange,
): Promise<void> {
  if (claim.canceled_at !== null) throw notAllowed(CLAIM_MESSAGES.canceledUpdate);
  await tx
    .update(claimOrders)
    .set({
      no_notification: change.no_notification,
      metadata:
        change.metadata === undefined ? undefined : mergeMetadata(claim.metadata, change.metadata),
      updated_at: sql`now()`,
    })
    .where(eq(claimOrders.id, claim.id));
  if (change.shipping_methods) {
    await setShippingMethods(tx, order, claim.id, change.shipping_methods);
  }
  if (change.claim_items) await changeClaimItems(tx, claim.id, change.claim_items);
}

/**
 * Cancels a claim that has refunded nothing, whose fulfillments and return are all canceled; its
 * replacement units go back in stock. Answers whether stock moved.
 */
export async function cancelClaim(
  tx: Transaction,
  claim: ClaimRow,
): Promise<{ restocked: boolean }> {
  if (claim.canceled_at !== null) throw notAllowed(CLAIM_MESSAGES.alreadyCanceled);
  if (claim.refund_amount) throw notAllowed(CLAIM_MESSAGES.cancelRefunded);
  const [live] = await tx
    .select({ id: fulfillments.id })
    .from(fulfillments)
    .where(and(eq(fulfillments.claim_order_id, claim.id), isNull(fulfillments.canceled_at)))
    .limit(1);
  if (live) throw notAllowed(CLAIM_MESSAGES.cancelFulfilled);
  const [open] = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.claim_order_id, claim.id), sql`${returns.status} <> 'canceled'`))
    .limit(1);
  if (open) throw notAllowed(CLAIM_MESSAGES.cancelReturn);

  const added = await tx
    .select({ id: lineItems.id })
    .from(lineItems)
    .where(eq(lineItems.claim_order_id, claim.id));
  const restocked = await releaseLineReservations(
    tx,
    added.map((line) => line.id),
  );
  await tx
    .update(claimOrders)
    .set({ canceled_at: sql`now()`, fulfillment_status: "canceled", updated_at: sql`now()` })
    .where(eq(claimOrders.id, claim.id));
  return { restocked };
}
