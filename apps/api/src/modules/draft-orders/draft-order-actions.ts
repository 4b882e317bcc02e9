// The changes staff make to draft orders (Medusa v1 `services/draft-order.ts` and the
// `admin/draft-orders/*` routes). A draft is a cart of type `draft_order`: its lines, addresses,
// discounts and shipping method are the cart's, changed with the carts domain's own rules. Each
// change runs in the caller's transaction and locks the cart, then the draft, in that order (as
// a checkout of the draft's cart does), so a change never races the draft being paid.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { executeSqlText, type Transaction } from "../../db/transaction";
import { isPossibleId } from "../carts/cart-input";
import { lockOpenCart, readCartIn, type LockedCart } from "../carts/cart-loader";
import type { CartItemRecord } from "../carts/cart-queries";
import { assignableRegion, type CartRegion } from "../carts/cart-region";
import { applyCheckoutDetails, type CheckoutDetails } from "../carts/checkout-details";
import {
  changeLineQuantity,
  findSellableVariant,
  mergeMetadata,
  plannedAdd,
  removeLine,
  type CartScope,
} from "../carts/line-items";
import {
  moveRegionAndCountry,
  saveShippingCountry,
  shippingCountryFor,
} from "../carts/shipping-country";
import { carts, lineItems } from "../carts/tables";
import { customers } from "../customers/tables";
import { findShippingOptions, meetsRequirements } from "../shipping/shipping-options";
import { shippingMethods } from "../shipping/tables";
import {
  CUSTOM_LINE_TITLE,
  customerNotFound,
  draftLineNotFound,
  draftNotOpen,
  completedDraftKept,
} from "./constants";
import type { DraftOrderRow } from "./draft-completion";
import { findDraftRow } from "./draft-order-query";
import { draftOrders } from "./tables";

export interface DraftLineInput {
  variant_id?: string;
  unit_price?: number;
  title?: string;
  quantity: number;
  metadata?: Record<string, unknown>;
}

export interface DraftShippingInput {
  option_id: string;
  data?: Record<string, unknown>;
  price?: number;
}

interface OpenDraft {
  draft: DraftOrderRow;
  locked: LockedCart;
}

/**
 * Medusa adds a draft's lines without checking the sales channel; the scope below leaves the
 * channel out so that any product can be sold on the phone.
 */
function draftScope(locked: LockedCart, region: CartRegion): CartScope {
  return {
    id: locked.record.cart.id,
    region,
    sales_channel_id: null,
    pricing_customer_id: locked.record.cart.customer_id,
  };
}

/** The draft and its cart, both locked; a completed draft (or a paid cart) is refused. */
export async function lockOpenDraft(
  deps: AppDeps,
  tx: Transaction,
  id: string,
): Promise<OpenDraft> {
  const found = await findDraftRow(tx, id);
  if (found.status !== "open" || found.cart_id === null) throw draftNotOpen();
  const [owner] = await tx
    .select({ customer_id: carts.customer_id })
    .from(carts)
    .where(eq(carts.id, found.cart_id));
  const locked = await lockOpenCart(deps, tx, found.cart_id, owner?.customer_id ?? undefined).catch(
    async (error: unknown) => {
      // The customer may have paid it at checkout while this change waited for the lock.
      const [now] = await tx.select().from(draftOrders).where(eq(draftOrders.id, id));
      throw now?.status === "open" ? error : draftNotOpen();
    },
  );
  const [draft] = await tx.select().from(draftOrders).where(eq(draftOrders.id, id)).for("update");
  if (draft?.status !== "open") throw draftNotOpen();
  return { draft, locked };
}

async function assertCustomer(tx: Transaction, id: string): Promise<{ email: string }> {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)));
  if (!customer) throw customerNotFound(id);
  return customer;
}

/** The line an add wrote: the new one, or the equal line it merged into. */
function touchedLine(before: CartItemRecord[], after: CartItemRecord[]): string {
  const changed = after.find(({ item }) => {
    const old = before.find((record) => record.item.id === item.id);
    return !old || old.item.quantity !== item.quantity;
  });
  return changed!.item.id;
}

/**
 * Adds one line: a variant priced in the region (or at `unit_price`), merged with an equal line,
 * with the stock check a shopper's cart has; or, without a variant, a custom line at its title and
 * price that never merges and takes no discount (Medusa).
 */
async function addDraftLine(
  tx: Transaction,
  scope: CartScope,
  items: CartItemRecord[],
  line: DraftLineInput,
): Promise<CartItemRecord[]> {
  if (line.variant_id === undefined) {
    // Later than every line already there, so that it sorts last, as `plannedAdd` does.
    const createdAt = new Date(
      items.reduce(
        (latest, { item }) => Math.max(latest, item.created_at.getTime() + 1),
        Date.now(),
      ),
    );
    const [added] = await tx
      .insert(lineItems)
      .values({
        id: generateId("item"),
        created_at: createdAt,
        updated_at: createdAt,
        cart_id: scope.id,
        title: line.title ?? CUSTOM_LINE_TITLE,
        unit_price: line.unit_price ?? 0,
        quantity: line.quantity,
        should_merge: false,
        allow_discounts: false,
        has_shipping: true,
        metadata: line.metadata ?? null,
      })
      .returning();
    return [...items, { item: added, variant: null, product: null }];
  }
  const found = await findSellableVariant(tx, line.variant_id, scope.pricing_customer_id);
  const add = plannedAdd(
    scope,
    items,
    { variant_id: line.variant_id, quantity: line.quantity, metadata: line.metadata },
    found,
    new Date(),
  );
  await executeSqlText(tx, add.write("true"));
  if (line.unit_price !== undefined) {
    await tx
      .update(lineItems)
      .set({ unit_price: line.unit_price })
      .where(eq(lineItems.id, touchedLine(items, add.items)));
  }
  return add.items;
}

/** The draft's one shipping method (a new one replaces it), at `price` or the option's. */
async function setShippingMethod(
  deps: AppDeps,
  tx: Transaction,
  cartId: string,
  method: DraftShippingInput,
): Promise<void> {
  const [option] = await findShippingOptions(tx, { ids: [method.option_id], isReturn: false });
  if (!option) throw notFound(`Shipping option with id ${method.option_id} was not found`);
  const cart = await readCartIn(deps, tx, cartId);
  if (option.region_id !== cart.region_id) {
    throw invalidData("The shipping option is not available in the draft order's region");
  }
  if (!meetsRequirements(option, cart.subtotal)) {
    throw invalidData("The draft order does not satisfy the shipping option's requirements");
  }
  await tx.delete(shippingMethods).where(eq(shippingMethods.cart_id, cartId));
  await tx.insert(shippingMethods).values({
    id: generateId("sm"),
    shipping_option_id: option.id,
    cart_id: cartId,
    price: method.price ?? option.amount ?? 0,
    data: method.data ?? {},
  });
}

export interface NewDraft extends CheckoutDetails {
  email: string;
  region_id: string;
  customer_id?: string;
  items: DraftLineInput[];
  shipping_methods: DraftShippingInput[];
  no_notification_order?: boolean;
  metadata?: Record<string, unknown>;
}

/** Creates the draft with its cart, lines, addresses, discounts and shipping; answers its id. */
export async function createDraft(
  deps: AppDeps,
  tx: Transaction,
  body: NewDraft,
  salesChannelId: string | null,
): Promise<string> {
  const region = await assignableRegion(deps, tx, body.region_id);
  if (body.customer_id !== undefined) await assertCustomer(tx, body.customer_id);
  const cartId = generateId("cart");
  await tx.insert(carts).values({
    id: cartId,
    type: "draft_order",
    email: body.email,
    customer_id: body.customer_id ?? null,
    region_id: region.id,
    sales_channel_id: salesChannelId,
    shipping_address_id: await saveShippingCountry(
      tx,
      null,
      shippingCountryFor(region, undefined, null),
    ),
  });
  const id = generateId("dorder");
  await tx.insert(draftOrders).values({
    id,
    cart_id: cartId,
    no_notification_order: body.no_notification_order ?? null,
    metadata: body.metadata ?? null,
  });
  const { locked } = await lockOpenDraft(deps, tx, id);
  let items = locked.items;
  for (const line of body.items)
    items = await addDraftLine(tx, draftScope(locked, region), items, line);
  const changes = await applyCheckoutDetails(body.customer_id, tx, locked, region, body);
  // `changes` is empty for a draft without addresses or codes: a bare set() is an error.
  await tx
    .update(carts)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(carts.id, cartId));
  const method = body.shipping_methods.at(-1);
  if (method) await setShippingMethod(deps, tx, cartId, method);
  return id;
}

export interface DraftChanges extends CheckoutDetails {
  region_id?: string;
  country_code?: string;
  email?: string;
  customer_id?: string;
  no_notification_order?: boolean;
}

/**
 * Changes the draft and its cart. A new region prices the variant lines again (custom lines keep
 * their price, as in Medusa) and clears what belonged to the old one, as a shopper's cart does.
 */
export async function updateDraft(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  body: DraftChanges,
): Promise<void> {
  const { draft, locked } = await lockOpenDraft(deps, tx, id);
  const { cart } = locked.record;
  const newRegionId = body.region_id !== cart.region_id ? body.region_id : undefined;
  const { region, changes: moved } = await moveRegionAndCountry(
    deps,
    tx,
    locked,
    newRegionId,
    body.country_code,
    {
      lines: locked.items.filter(({ item }) => item.variant_id !== null),
      customerId: cart.customer_id,
    },
  );
  const changes: Partial<typeof carts.$inferInsert> = moved;
  let customerId = cart.customer_id;
  if (body.customer_id !== undefined && body.customer_id !== cart.customer_id) {
    const customer = await assertCustomer(tx, body.customer_id);
    customerId = body.customer_id;
    changes.customer_id = customerId;
    changes.email = customer.email;
  }
  if (body.email !== undefined) changes.email = body.email;
  Object.assign(
    changes,
    await applyCheckoutDetails(customerId ?? undefined, tx, locked, region, body),
  );
  await tx
    .update(carts)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(carts.id, cart.id));
  await tx
    .update(draftOrders)
    .set({
      no_notification_order: body.no_notification_order ?? draft.no_notification_order,
      updated_at: sql`now()`,
    })
    .where(eq(draftOrders.id, id));
}

export async function addLineToDraft(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  line: DraftLineInput,
): Promise<void> {
  const { locked } = await lockOpenDraft(deps, tx, id);
  await addDraftLine(tx, draftScope(locked, locked.region), locked.items, line);
}

/**
 * Changes a line: 0 removes it; a variant line's new quantity is checked against stock and priced
 * again, then `unit_price`, `title` and `metadata` (merged) apply as sent.
 */
export async function updateDraftLine(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  lineId: string,
  change: {
    quantity?: number;
    unit_price?: number;
    title?: string;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const { locked } = await lockOpenDraft(deps, tx, id);
  const record = locked.items.find(({ item }) => item.id === lineId);
  if (!record) throw draftLineNotFound();
  if (change.quantity === 0) {
    await removeLine(tx, locked.items, lineId);
    return;
  }
  const line = record.item;
  if (line.variant_id !== null && change.quantity !== undefined) {
    await changeLineQuantity(tx, draftScope(locked, locked.region), locked.items, lineId, {
      quantity: change.quantity,
    });
  }
  const metadata =
    change.metadata === undefined ? undefined : mergeMetadata(line.metadata, change.metadata);
  const quantity = line.variant_id === null ? change.quantity : undefined;
  const set = { quantity, unit_price: change.unit_price, title: change.title, metadata };
  if (Object.values(set).some((value) => value !== undefined)) {
    await tx
      .update(lineItems)
      .set({ ...set, updated_at: sql`now()` })
      .where(eq(lineItems.id, lineId));
  }
}

export async function removeDraftLine(
  deps: AppDeps,
  tx: Transaction,
  id: string,
  lineId: string,
): Promise<void> {
  const { locked } = await lockOpenDraft(deps, tx, id);
  if (!locked.items.some(({ item }) => item.id === lineId)) throw draftLineNotFound();
  await removeLine(tx, locked.items, lineId);
}

/**
 * Deletes an open draft with its cart (lines, shipping method, sessions and codes go with it). An
 * unknown id is answered as deleted, as Medusa does; a completed draft stays, its order names it.
 */
export async function deleteDraft(deps: AppDeps, tx: Transaction, id: string): Promise<void> {
  const [found] = isPossibleId(id)
    ? await tx.select().from(draftOrders).where(eq(draftOrders.id, id))
    : [];
  if (!found) return;
  if (found.status !== "open") throw completedDraftKept();
  const { draft } = await lockOpenDraft(deps, tx, id);
  await tx.delete(draftOrders).where(eq(draftOrders.id, draft.id));
  if (draft.cart_id !== null) await tx.delete(carts).where(eq(carts.id, draft.cart_id));
}
