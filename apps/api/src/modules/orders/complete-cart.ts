// POST /store/carts/:id/complete (contract medusa-v1 §6.6): turns a cart into an order in one
// transaction, read top to bottom. The cart row lock serialises completions of one cart, and a cart
// found completed answers with its order, so concurrent or repeated calls place exactly one order.
// The conditional stock update makes concurrent carts unable to oversell a variant. Wrapped in
// `runIdempotent`, so a repeated Idempotency-Key replays the first answer.
import { PostCartsCartComplete, PostCartsCartCompleteCart } from "@atelier/contracts";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { carts, lineItems } from "../carts/tables";
import { customers } from "../customers/tables";
import { orderDiscounts, orders } from "./tables";
import { paymentSessions, payments } from "../payments/tables";
import { shippingMethods } from "../shipping/tables";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import type { AppDeps, AppEnv } from "../../http/context";
import { invalidData, notAllowed } from "../../http/errors";
import { generateId } from "../../http/ids";
import { idempotencyKey, runIdempotent, type Transaction } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import { isPossibleId } from "../carts/cart-input";
import { cartAnswerIn, readCartIn, signedInCustomer } from "../carts/cart-loader";
import { lockCartWithContentsIn } from "../carts/cart-queries";
import type { StoreCart } from "../carts/cart-response";
import { effectiveTaxRate } from "../carts/cart-totals";
import { lineItemTaxLines, shippingMethodTaxLines } from "../taxes/tables";
import type { TaxLineRate } from "../taxes/region-tax-rules";
import { cartTaxLineRows } from "../taxes/order-tax-lines";
import type { CartItemRecord } from "../carts/cart-queries";
import { customerColumns, type CustomerRecord } from "../customers/customer-queries";
import { cartCompleted, cartNotFound, variantGone } from "../carts/errors";
import { useDiscounts } from "../discounts/discounts";
import { lineItemAdjustments } from "../discounts/tables";
import { debitGiftCards } from "../gift-cards/gift-cards";
import { issueOrderGiftCards } from "../gift-cards/issue-gift-cards";
import { deliverQueuedMail, mailAtCommit, sendMail, type QueuedMail } from "../mail/send-mail";
import { reserveLines, type LineToReserve, type Reservation } from "../inventory/stock-movements";
import { keepWrittenVariants } from "../carts/line-catalogue";
import { orderConfirmationMail } from "./order-mail";
import { mayUseCart } from "../carts/cart-access";
import {
  storeOrders,
  type KnownOrderRelations,
  type OrderRow,
  type StoreOrder,
} from "./order-response";
import type { PaymentRow, ShippingMethodWithOption } from "../carts/cart-checkout";
import { NO_PAYMENT_SESSION_MESSAGE, SYSTEM_PAYMENT_PROVIDER } from "../payments/constants";
import { paymentProvider } from "../payments/providers";
import { lockDraftOfCart, markDraftCompleted } from "../draft-orders/draft-completion";
import { findChosenShippingOptions, meetsRequirements } from "../shipping/shipping-options";
import { confirmSwap, lockSwapOfCart } from "../swaps/swap-completion";
import { sendSwapMail } from "../swaps/swap-mail";
import { findSwapByCart, type SwapAnswer } from "../swaps/swap-query";
import {
  emptyCart,
  InventoryShortfall,
  missingEmail,
  missingShippingAddress,
  missingShippingMethod,
  shippingMethodNoLongerFits,
} from "./checkout-errors";

type Completion =
  | { type: "order"; order: StoreOrder; placed: boolean; notify?: boolean }
  | { type: "swap"; swap: SwapAnswer; confirmed?: boolean }
  | { type: "cart"; cart: StoreCart; payment_status: "requires_more" };

/**
 * Checks everything an order needs, before anything is authorised or written. A draft order's
 * line without a variant is a custom line staff priced, sold as it is; a system payment (a draft
 * marked paid) needs no payment session.
 */
export async function assertCompletable(
  deps: AppDeps,
  tx: Transaction,
  cart: StoreCart,
  { systemPayment = false } = {},
): Promise<void> {
  if (cart.items.length === 0) throw emptyCart();
  if (!cart.email) throw missingEmail();
  // A draft's custom lines name no variant; nor do an exchange's return lines (its return
  // shipping), which ship nothing.
  for (const item of cart.items) {
    if (item.variant === null && !item.is_return && cart.type !== "draft_order") {
      throw variantGone(item.id);
    }
  }
  const needsShipping = cart.items.some((item) => !item.is_giftcard && !item.is_return);
  if (needsShipping) {
    if (!cart.shipping_address?.address_1 || !cart.shipping_address.country_code) {
      throw missingShippingAddress();
    }
    if (cart.shipping_methods.length === 0) throw missingShippingMethod();
    // Cached like the options the cart was offered; admin writes to options clear the cache.
    const options = await findChosenShippingOptions(
      deps,
      tx,
      cart.shipping_methods.map((method) => method.shipping_option_id),
    );
    const stillFits = cart.shipping_methods.every((method) => {
      const option = options.find((candidate) => candidate.id === method.shipping_option_id);
      return option !== undefined && meetsRequirements(option, cart.subtotal);
    });
    if (!stillFits) throw shippingMethodNoLongerFits();
  }
  if (!systemPayment && cart.total > 0 && !cart.payment_session) {
    throw notAllowed(NO_PAYMENT_SESSION_MESSAGE);
  }
}

/**
 * Reserves the cart's units at the locations serving its sales channel (`reserveLines`); a
 * shortfall stops the completion, unless `backorder` (an exchange staff let go out on backorder)
 * lets the reservations exceed the stock.
 */
async function reserveInventory(
  tx: Transaction,
  cart: StoreCart,
  { backorder }: { backorder: boolean },
): Promise<Reservation> {
  const lines: LineToReserve[] = [];
  for (const item of cart.items) {
    // An exchange's return lines come back; only what goes out is reserved.
    if (item.variant_id === null || item.is_return) continue;
    lines.push({ line_item_id: item.id, variant_id: item.variant_id, quantity: item.quantity });
  }
  const reservation = await reserveLines(tx, lines, {
    salesChannelId: cart.sales_channel_id,
    backorder,
  });
  if (reservation.short !== undefined) throw new InventoryShortfall(reservation.short);
  return reservation;
}

async function completeCartIn(
  c: Context<AppEnv>,
  tx: Transaction,
  cartId: string,
): Promise<Completion> {
  const deps = c.get("deps");

  // 1. Lock the cart, reading it in the same statement. One already completed answers with its
  //    order: completing is idempotent.
  if (!isPossibleId(cartId)) throw cartNotFound(cartId);
  const locked = await lockCartWithContentsIn(tx, cartId);
  if (!locked || !(await mayUseCart(tx, locked.cart, c.get("customerId")))) {
    throw cartNotFound(cartId);
  }
  if (locked.cart.completed_at !== null) {
    if (locked.cart.type === "swap") {
      return { type: "swap", swap: await findSwapByCart(deps, tx, cartId) };
    }
    const existing = await tx.select().from(orders).where(eq(orders.cart_id, cartId));
    if (existing.length === 0) throw cartCompleted(cartId);
    const [order] = await storeOrders(tx, existing, deps.config.publicUrl);
    return { type: "order", order, placed: false };
  }
  const cart = await cartAnswerIn(deps, tx, locked);

  // 2. Validate. An exchange's cart confirms the exchange, which must not be canceled.
  await assertCompletable(deps, tx, cart);
  const swap = cart.type === "swap" ? await lockSwapOfCart(tx, cart.id) : undefined;

  // 3. Authorise the payment. A decline changes nothing; a card that needs more from the shopper
  //    keeps the cart open and says so.
  const session = cart.total > 0 ? cart.payment_session : undefined;
  const authorisation = session
    ? paymentProvider(session.provider_id).authorise(session.data, cart.total)
    : undefined;
  if (authorisation?.status === "error") throw invalidData(authorisation.message);
  if (session && authorisation?.status === "requires_more") {
    await tx
      .update(paymentSessions)
      .set({ status: "requires_more", amount: cart.total, updated_at: sql`now()` })
      .where(eq(paymentSessions.id, session.id));
    return {
      type: "cart",
      cart: await readCartIn(deps, tx, cartId),
      payment_status: "requires_more",
    };
  }

  // An exchange's cart stops here: its stock is taken and the exchange confirmed instead of an
  // order placed.
  if (swap) {
    await reserveInventory(tx, cart, { backorder: swap.allow_backorder ?? false });
    const authorised =
      session && authorisation?.status === "authorized"
        ? { provider_id: session.provider_id, data: authorisation.data }
        : undefined;
    await confirmSwap(tx, swap, cart, authorised);
    if (session && authorised) {
      await tx
        .update(paymentSessions)
        .set({
          status: "authorized",
          amount: cart.total,
          payment_authorized_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(eq(paymentSessions.id, session.id));
    }
    return { type: "swap", swap: await findSwapByCart(deps, tx, cart.id), confirmed: true };
  }

  const signedIn = await signedInCustomer(c, tx);
  const paid: OrderPayment =
    session && authorisation?.status === "authorized"
      ? {
          kind: "session",
          providerId: session.provider_id,
          sessionId: session.id,
          data: authorisation.data,
        }
      : { kind: "none" };
  const placed = await placeOrder(tx, cart, paid, signedIn, {
    items: locked.items,
    shippingMethods: locked.checkout.shipping_methods,
  });
  const [order] = await storeOrders(tx, [placed.row], deps.config.publicUrl, placed.known);
  return { type: "order", order, placed: true, notify: !placed.row.no_notification };
}

/** How an order placed from a cart is paid. */
export type OrderPayment =
  | { kind: "none" }
  | { kind: "session"; providerId: string; sessionId: string; data: Record<string, unknown> }
  /** A draft order marked paid by staff: Medusa's system payment, captured at once. */
  | { kind: "system" };

/**
 * Keeps what the cart's discount took off each line, so the order shows the shares its conditions
 * gave (Medusa's line item adjustments). Free shipping takes nothing off lines; a cart holds at
 * most one other discount, whose shares these are.
 */
async function keepLineAdjustments(tx: Transaction, cart: StoreCart): Promise<void> {
  const discount = cart.discounts.find((applied) => applied.rule.type !== "free_shipping");
  const discounted = cart.items.filter((item) => item.discount_total > 0);
  if (!discount || discounted.length === 0) return;
  await tx.insert(lineItemAdjustments).values(
    discounted.map((item) => ({
      id: generateId("lia"),
      item_id: item.id,
      description: "discount",
      discount_id: discount.id,
      amount: item.discount_total,
    })),
  );
}

/** An order just placed, with what its answer needs and this transaction already knows. */
export interface PlacedOrder {
  row: OrderRow;
  known: KnownOrderRelations;
}

/** Rows of the cart its completion read with the lock, which its order shows once moved onto it. */
export interface CartRowsRead {
  items: CartItemRecord[];
  shippingMethods: ShippingMethodWithOption[];
}

/**
 * Steps 4 to 6 of a completion, for a locked, validated cart: takes the stock, creates the order
 * and closes the cart. A draft order's cart also completes its draft, and the order names it.
 * `signedIn` is the shopper signed in on the request; `read`, the cart's rows as the completion
 * read them with the lock, lets the order's answer show them instead of reading them again.
 */
export async function placeOrder(
  tx: Transaction,
  cart: StoreCart,
  payment: OrderPayment,
  signedIn: CustomerRecord | undefined,
  read?: CartRowsRead,
): Promise<PlacedOrder> {
  // 4. Reserve the stock; any shortfall rolls everything back. The variants' rows as the take left
  //    them are what the next cart showing them reads: nothing below changes them.
  const { available, changed } = await reserveInventory(tx, cart, { backorder: false });
  keepWrittenVariants(changed);

  // 5. Create the order, with the totals the shopper saw, and move the cart's lines, shipping
  //    methods, discounts, gift card debits and payment onto it.
  const draft = cart.type === "draft_order" ? await lockDraftOfCart(tx, cart.id) : undefined;
  const written = await writeOrder(tx, cart, payment, signedIn?.id ?? cart.customer_id, draft);
  const orderId = written.order.id;
  await keepLineAdjustments(tx, cart);
  if (cart.discounts.length > 0) {
    await tx
      .insert(orderDiscounts)
      .values(cart.discounts.map((discount) => ({ order_id: orderId, discount_id: discount.id })));
    await useDiscounts(tx, cart.discounts);
  }
  await debitGiftCards(
    tx,
    cart.gift_cards,
    orderId,
    cart.gift_card_total,
    cart.region.gift_cards_taxable ? effectiveTaxRate(cart.region) : null,
  );
  if (draft) await markDraftCompleted(tx, draft.id, orderId);
  // A system payment is captured at once, so its gift cards are due now.
  if (payment.kind === "system") await issueOrderGiftCards(tx, orderId);

  const { tax_rates: _rates, ...region } = cart.region;
  const customer =
    written.guest ?? signedIn ?? (cart.customer_id !== null ? cart.customer : null) ?? undefined;
  return {
    row: written.order,
    known: {
      regions: [region],
      justPlaced: {
        payments: written.payment ? [written.payment] : [],
        discounted: cart.discounts.length > 0,
        contents: read && {
          items: read.items.map(({ item, variant }) => ({
            item: { ...item, order_id: orderId },
            variant: variant && {
              ...variant,
              inventory_quantity: available.get(variant.id) ?? variant.inventory_quantity,
            },
          })),
          methods: read.shippingMethods.map(({ shipping_option: option, ...method }) => ({
            method: { ...method, order_id: orderId },
            option,
          })),
          taxLines: {
            byItem: keptTaxLines(cart.items),
            byShippingMethod: keptTaxLines(cart.shipping_methods),
          },
          shippingAddress: cart.shipping_address_id === null ? null : cart.shipping_address,
          customer,
        },
      },
    },
  };
}

/**
 * The tax lines an order keeps of its lines or shipping methods, by owner, as a read of the kept
 * lines finds them: an owner without tax lines has no entry.
 */
function keptTaxLines(
  owners: readonly { id: string; tax_lines: readonly TaxLineRate[] }[],
): Map<string, TaxLineRate[]> {
  const kept = new Map<string, TaxLineRate[]>();
  for (const { id, tax_lines: lines } of owners) {
    if (lines.length > 0)
      kept.set(
        id,
        lines.map(({ rate, name, code }) => ({ rate, name, code })),
      );
  }
  return kept;
}

/** What `writeOrder` wrote: the order and payment rows, and the guest customer it found or made. */
interface WrittenOrder {
  order: OrderRow;
  payment: PaymentRow | null;
  guest: CustomerRecord | undefined;
}

/**
 * Step 5's rows, in one statement: the order's customer (`customerId`, else a guest customer for
 * the cart's email, found or made as Medusa does), the order, its payment, the tax lines the cart's
 * lines and shipping methods were taxed at; the cart's lines and shipping methods move onto the
 * order, its payment session is authorised, and the cart is closed with its payment.
 */
async function writeOrder(
  tx: Transaction,
  cart: StoreCart,
  payment: OrderPayment,
  customerId: string | null,
  draft: { id: string; no_notification_order: boolean | null } | undefined,
): Promise<WrittenOrder> {
  const system = payment.kind === "system";
  const { itemLines: itemTaxLines, methodLines: methodTaxLines } = cartTaxLineRows(cart);
  const [row] = await writeOrderStatement.run(tx, {
    customer_id: customerId,
    email: cart.email!,
    guest_id: generateId("cus"),
    order_id: generateId("order"),
    payment_status: system ? "captured" : "awaiting",
    cart_id: cart.id,
    draft_order_id: draft?.id ?? null,
    no_notification: draft?.no_notification_order ?? null,
    billing_address_id: cart.billing_address_id,
    shipping_address_id: cart.shipping_address_id,
    region_id: cart.region_id,
    currency_code: cart.region.currency_code,
    tax_rate: effectiveTaxRate(cart.region),
    sales_channel_id: cart.sales_channel_id,
    subtotal: cart.subtotal,
    discount_total: cart.discount_total,
    shipping_total: cart.shipping_total,
    item_tax_total: cart.item_tax_total,
    shipping_tax_total: cart.shipping_tax_total,
    gift_card_total: cart.gift_card_total,
    gift_card_tax_total: cart.gift_card_tax_total,
    // An order's tax total leaves out the tax its gift cards paid (§9).
    tax_total: cart.tax_total - cart.gift_card_tax_total,
    total: cart.total,
    payment_id: payment.kind === "none" ? null : generateId("pay"),
    payment_provider: system
      ? SYSTEM_PAYMENT_PROVIDER
      : payment.kind === "session"
        ? payment.providerId
        : null,
    payment_data: JSON.stringify(payment.kind === "session" ? payment.data : {}),
    captured: system,
    session_id: payment.kind === "session" ? payment.sessionId : null,
    item_tax_lines: JSON.stringify(itemTaxLines),
    method_tax_lines: JSON.stringify(methodTaxLines),
  });
  return { order: row.order, payment: row.payment, guest: row.guest ?? undefined };
}

const decodeOrder = rowDecoder(orders);
const decodePayment = rowDecoder(payments);
const decodeCustomer = rowDecoder(customers);

/** A customer row as answers show it: `customerColumns`, never the password hash. */
function customerRecord(json: Record<string, unknown>): CustomerRecord {
  const row = decodeCustomer(json);
  return Object.fromEntries(
    Object.keys(customerColumns).map((key) => [key, row[key as keyof typeof row]]),
  ) as CustomerRecord;
}

const text = (name: string) => sql`cast(${sql.placeholder(name)} as text)`;
const integer = (name: string) => sql`cast(${sql.placeholder(name)} as integer)`;

const writeOrderStatement = compiledQuery(
  "write_order",
  { order: decodeOrder, payment: decodePayment, guest: customerRecord },
  () => sql`
    with found as (
      select * from ${customers}
       where ${text("customer_id")} is null and email = ${text("email")}
         and has_account = false and deleted_at is null
       limit 1
    ), made as (
      insert into ${customers} (id, email, has_account)
      select ${text("guest_id")}, ${text("email")}, false
       where ${text("customer_id")} is null and not exists (select from found)
      returning *
    ), guest as (
      select row_to_json(found) as row, found.id from found
      union all select row_to_json(made), made.id from made
    ), placed as (
      insert into ${orders} (id, status, fulfillment_status, payment_status, cart_id,
        draft_order_id, no_notification, customer_id, email, billing_address_id,
        shipping_address_id, region_id, currency_code, tax_rate, sales_channel_id, subtotal,
        discount_total, shipping_total, item_tax_total, shipping_tax_total, gift_card_total,
        gift_card_tax_total, tax_total, total)
      values (${text("order_id")}, 'pending', 'not_fulfilled', ${text("payment_status")},
        ${text("cart_id")}, ${text("draft_order_id")},
        cast(${sql.placeholder("no_notification")} as boolean),
        coalesce(${text("customer_id")}, (select id from guest)), ${text("email")},
        ${text("billing_address_id")}, ${text("shipping_address_id")}, ${text("region_id")},
        ${text("currency_code")}, cast(${sql.placeholder("tax_rate")} as real),
        ${text("sales_channel_id")}, ${integer("subtotal")}, ${integer("discount_total")},
        ${integer("shipping_total")}, ${integer("item_tax_total")},
        ${integer("shipping_tax_total")}, ${integer("gift_card_total")},
        ${integer("gift_card_tax_total")}, ${integer("tax_total")}, ${integer("total")})
      returning *
    ), paid as (
      insert into ${payments} (id, cart_id, order_id, amount, currency_code, provider_id, data,
        captured_at)
      select ${text("payment_id")}, ${text("cart_id")}, ${text("order_id")}, ${integer("total")},
        ${text("currency_code")}, ${text("payment_provider")},
        cast(${sql.placeholder("payment_data")} as jsonb),
        case when cast(${sql.placeholder("captured")} as boolean) then now() end
       where ${text("payment_id")} is not null
      returning *
    ), moved_lines as (
      update ${lineItems} set order_id = ${text("order_id")} where cart_id = ${text("cart_id")}
    ), moved_methods as (
      update ${shippingMethods} set order_id = ${text("order_id")}
       where cart_id = ${text("cart_id")}
    ), authorised_session as (
      update ${paymentSessions}
         set status = 'authorized', amount = ${integer("total")}, payment_authorized_at = now(),
             updated_at = now()
       where id = ${text("session_id")}
    ), closed as (
      update ${carts}
         set completed_at = now(), payment_id = ${text("payment_id")},
             payment_authorized_at = case when ${text("payment_id")} is null then null
               else now() end,
             customer_id = (select customer_id from placed), updated_at = now()
       where id = ${text("cart_id")}
    ), item_tax as (
      insert into ${lineItemTaxLines} (id, item_id, rate, name, code)
      select * from json_to_recordset(cast(${sql.placeholder("item_tax_lines")} as json))
        as t(id text, item_id text, rate real, name text, code text)
    ), method_tax as (
      insert into ${shippingMethodTaxLines} (id, shipping_method_id, rate, name, code)
      select * from json_to_recordset(cast(${sql.placeholder("method_tax_lines")} as json))
        as t(id text, shipping_method_id text, rate real, name text, code text)
    )
    select (select row_to_json(placed) from placed) as order,
      (select row_to_json(paid) from paid) as payment,
      (select row from guest) as guest`,
);
/** Mail never fails the request that sent it; the order is placed either way. */
export async function sendOrderConfirmation(deps: AppDeps, order: StoreOrder): Promise<void> {
  await sendMail(deps, orderConfirmationMail(deps.config, order)).catch((error: unknown) =>
    console.error(`order confirmation for ${order.id} was not sent:`, error),
  );
}

/** `POST /store/carts/{id}/complete`, and the same under Medusa's older `/complete-cart`. */
export function completeCartRoute(
  op: typeof PostCartsCartComplete | typeof PostCartsCartCompleteCart,
) {
  return bind(op, (c, input) => completeCart(c, op, input.params.id), [idempotencyKey]);
}

async function completeCart(
  c: Context<AppEnv>,
  op: typeof PostCartsCartComplete | typeof PostCartsCartCompleteCart,
  cartId: string,
): Promise<Response> {
  let confirmation: QueuedMail | undefined;
  let confirmedSwap: string | undefined;
  try {
    const deps = c.get("deps");
    const response = await runIdempotent(c, async (tx) => {
      const completion = await completeCartIn(c, tx, cartId);
      if (completion.type === "cart") {
        const { cart, payment_status } = completion;
        return answer(op, 200, { type: "cart", data: cart, payment_status });
      }
      if (completion.type === "swap") {
        if (completion.confirmed) confirmedSwap = completion.swap.id;
        return answer(op, 200, { type: "swap", data: completion.swap });
      }
      if (completion.placed && completion.notify) {
        // Its outbox row commits with the order, in the commit's round trip.
        confirmation = mailAtCommit(deps, tx, orderConfirmationMail(deps.config, completion.order));
      }
      return answer(op, 200, { type: "order", data: completion.order });
    });
    if (confirmation) await deliverQueuedMail(deps, confirmation);
    if (confirmedSwap) await sendSwapMail(deps, "swap-confirmed", confirmedSwap);
    return response;
  } catch (error) {
    if (error instanceof InventoryShortfall) return c.json(error.body, 409);
    throw error;
  }
}
