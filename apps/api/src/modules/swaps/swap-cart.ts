// The difference cart of an exchange (Medusa v1 `SwapService.createCart`, `LineItemService.
// createReturnLines`): a cart of type "swap" in the order's region, for the order's customer and
// a copy of its shipping address, holding the new items (priced now, `swap_id` set), one negative
// line per returned order line (what the shopper paid for a unit, after its discount share) and the
// return shipping as a line. Its total is the exchange's difference; completing it confirms the
// exchange (swap-completion.ts).
import { eq } from "drizzle-orm";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import type { Transaction } from "../../http/idempotency";
import { isPossibleId } from "../carts/cart-input";
import { findCartRegion } from "../carts/cart-region";
import { findSellableVariant, lineAllowsDiscounts, planAddLine } from "../carts/line-items";
import { carts, lineItems } from "../carts/tables";
import { addresses } from "../customers/tables";
import type { AppDeps } from "../../http/context";
import { orderLineShares, type OrderRow } from "../orders/order-response";
import { orderLines } from "../orders/order-state";
import { shippingMethods, shippingOptions } from "../shipping/tables";
import { SWAP_MESSAGES } from "./constants";

export interface SwapCartRequest {
  swapId: string;
  returnItems: { item_id: string; quantity: number }[];
  additionalItems: { variant_id: string; quantity: number }[];
  /** The return's shipping price, when the return travels by a shipping option. */
  returnShippingPrice: number | null;
  /** Staff's price for a shipping option, put on the cart at once. */
  customShipping?: { option_id: string; price: number };
  allowBackorder: boolean;
}

/** A copy of the order's shipping address, so that changes on the cart leave the order's alone. */
async function copyAddress(tx: Transaction, addressId: string | null): Promise<string | null> {
  if (addressId === null) return null;
  const [address] = await tx.select().from(addresses).where(eq(addresses.id, addressId));
  if (!address) return null;
  const id = generateId("addr");
  await tx
    .insert(addresses)
    .values({ ...address, id, created_at: new Date(), updated_at: new Date() });
  return id;
}

/** The option staff ship the new items by; it must be one of the region's outbound options. */
async function customShippingMethod(
  tx: Transaction,
  order: OrderRow,
  cartId: string,
  custom: { option_id: string; price: number },
): Promise<void> {
  const [option] = isPossibleId(custom.option_id)
    ? await tx.select().from(shippingOptions).where(eq(shippingOptions.id, custom.option_id))
    : [];
  if (!option || option.deleted_at !== null) {
    throw notFound(`Shipping option with id: ${custom.option_id} was not found`);
  }
  if (option.is_return || option.region_id !== order.region_id) {
    throw invalidData(SWAP_MESSAGES.notReturnOption);
  }
  await tx.insert(shippingMethods).values({
    id: generateId("sm"),
    shipping_option_id: option.id,
    cart_id: cartId,
    price: custom.price,
  });
}

/** Creates the exchange's difference cart; answers its id. The order row must be locked. */
export async function createSwapCart(
  deps: AppDeps,
  tx: Transaction,
  order: OrderRow,
  request: SwapCartRequest,
): Promise<string> {
  const region = await findCartRegion(deps, tx, order.region_id);
  if (!region) throw notFound(`Region with id ${order.region_id} was not found`);
  const cartId = generateId("cart");
  await tx.insert(carts).values({
    id: cartId,
    type: "swap",
    email: order.email,
    region_id: order.region_id,
    customer_id: order.customer_id,
    sales_channel_id: order.sales_channel_id,
    shipping_address_id: await copyAddress(tx, order.shipping_address_id),
    context: {},
    metadata: { swap_id: request.swapId, parent_order_id: order.id },
  });

  // The new items, priced in the order's region for its customer, checked for stock unless the
  // exchange may go out on backorder.
  const scope = {
    id: cartId,
    region,
    sales_channel_id: order.sales_channel_id,
    pricing_customer_id: order.customer_id,
  };
  for (const item of request.additionalItems) {
    const found = await findSellableVariant(tx, item.variant_id, order.customer_id);
    const checked = request.allowBackorder
      ? { ...found, variant: { ...found.variant, allow_backorder: true } }
      : found;
    const plan = planAddLine(scope, [], item, checked);
    await tx.insert(lineItems).values({
      id: generateId("item"),
      cart_id: cartId,
      swap_id: request.swapId,
      title: found.product.title,
      description: found.variant.title,
      thumbnail: found.product.thumbnail,
      is_giftcard: found.product.is_giftcard,
      allow_discounts: lineAllowsDiscounts(found.product),
      unit_price: plan.unitPrice,
      variant_id: found.variant.id,
      quantity: item.quantity,
    });
  }

  // What comes back, as negative lines: the unit price less the unit's share of the order's
  // discounts, taxed by the cart as the order was.
  const lines = await orderLines(tx, order.id);
  const shares = await orderLineShares(tx, order.id, lines);
  for (const returned of request.returnItems) {
    const line = lines.find((candidate) => candidate.id === returned.item_id)!;
    const unitDiscount = Math.round((shares.get(line.id) ?? 0) / line.quantity);
    await tx.insert(lineItems).values({
      id: generateId("item"),
      cart_id: cartId,
      title: line.title,
      description: line.description,
      thumbnail: line.thumbnail,
      is_return: true,
      should_merge: false,
      allow_discounts: false,
      unit_price: -(line.unit_price - unitDiscount),
      variant_id: line.variant_id,
      quantity: returned.quantity,
      metadata: line.metadata,
    });
  }
  if (request.returnShippingPrice !== null) {
    await tx.insert(lineItems).values({
      id: generateId("item"),
      cart_id: cartId,
      title: SWAP_MESSAGES.returnShippingTitle,
      is_return: true,
      should_merge: false,
      allow_discounts: false,
      has_shipping: true,
      unit_price: request.returnShippingPrice,
      quantity: 1,
    });
  }
  if (request.customShipping) {
    await customShippingMethod(tx, order, cartId, request.customShipping);
  }
  return cartId;
}
