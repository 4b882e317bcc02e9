// Store payment-session routes (contract medusa-v1 §5, §6.4): one session per provider the cart's
// region offers; the selected one is authorised when the cart completes. Each change locks the
// cart and runs idempotently; the total a session is for is worked out from the locked cart, not
// read again.
import { and, eq, notInArray, sql } from "drizzle-orm";
import {
  DeleteCartsCartPaymentSessionsSession,
  PostCartsCartPaymentSession,
  PostCartsCartPaymentSessions,
  PostCartsCartPaymentSessionsSession,
  PostCartsCartPaymentSessionUpdate,
} from "@atelier/contracts";
import { paymentSessions } from "./tables";
import { invalidData } from "../../http/errors";
import { generateId } from "../../http/ids";
import { idempotencyKey, runIdempotent, type Transaction } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import type { AppDeps } from "../../http/context";
import type { PaymentSessionRow } from "../carts/cart-checkout";
import { cartWithItems, lockOpenCart, readCartIn, type LockedCart } from "../carts/cart-loader";
import type { StoreCart } from "../carts/cart-response";
import { paymentProvider } from "./providers";

function assertRegionOffers(locked: LockedCart, providerId: string): void {
  if (!locked.region.payment_providers.some((provider) => provider.id === providerId)) {
    throw invalidData(`Payment provider ${providerId} is not available in the cart's region`);
  }
  paymentProvider(providerId);
}

/**
 * Makes the provider's session the selected one (creating it when missing), at the cart total,
 * and answers the sessions it wrote: all of the cart's.
 */
async function selectSession(
  tx: Transaction,
  cartId: string,
  providerId: string,
  amount: number,
  data?: Record<string, unknown>,
): Promise<PaymentSessionRow[]> {
  const unselected = await tx
    .update(paymentSessions)
    .set({ is_selected: false, updated_at: sql`now()` })
    .where(eq(paymentSessions.cart_id, cartId))
    .returning();
  const [selected] = await tx
    .insert(paymentSessions)
    .values({
      id: generateId("ps"),
      cart_id: cartId,
      provider_id: providerId,
      is_selected: true,
      is_initiated: true,
      amount,
      data: data ?? {},
    })
    .onConflictDoUpdate({
      target: [paymentSessions.cart_id, paymentSessions.provider_id],
      set: {
        is_selected: true,
        is_initiated: true,
        amount,
        status: "pending",
        ...(data !== undefined && { data }),
        updated_at: sql`now()`,
      },
    })
    .returning();
  return [...unselected.filter((session) => session.id !== selected.id), selected];
}

/**
 * The answer of a session change: the locked cart with its sessions as `written` left them, in
 * the order a cart read lists them (by creation; the locked cart's order among equals).
 */
function withSessions(deps: AppDeps, locked: LockedCart, written: PaymentSessionRow[]): StoreCart {
  const byId = new Map(written.map((session) => [session.id, session]));
  const known = locked.checkout.payment_sessions.map((session) => session.id);
  const payment_sessions = [
    ...known.flatMap((id) => byId.get(id) ?? []),
    ...written.filter((session) => !known.includes(session.id)),
  ].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return cartWithItems(
    deps,
    { ...locked, checkout: { ...locked.checkout, payment_sessions } },
    locked.items,
  );
}

/** POST /store/carts/:id/payment-sessions: a session for every provider of the region. */
export const createPaymentSessions = bind(
  PostCartsCartPaymentSessions,
  async (c, input) => {
    const deps = c.get("deps");
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      const cartId = locked.record.cart.id;
      const { total } = cartWithItems(deps, locked, locked.items);
      const providerIds = locked.region.payment_providers.map((provider) => provider.id);
      if (total <= 0 || providerIds.length === 0) {
        // Nothing to pay: a session would only be in the way of completing.
        await tx.delete(paymentSessions).where(eq(paymentSessions.cart_id, cartId));
      } else {
        await tx
          .delete(paymentSessions)
          .where(
            and(
              eq(paymentSessions.cart_id, cartId),
              notInArray(paymentSessions.provider_id, providerIds),
            ),
          );
        await tx
          .insert(paymentSessions)
          .values(
            providerIds.map((provider_id) => ({
              id: generateId("ps"),
              cart_id: cartId,
              provider_id,
              amount: total,
            })),
          )
          .onConflictDoUpdate({
            target: [paymentSessions.cart_id, paymentSessions.provider_id],
            set: { amount: total, updated_at: sql`now()` },
          });
        const hasSelected = locked.checkout.payment_sessions.some(
          (session) => session.is_selected && providerIds.includes(session.provider_id),
        );
        if (providerIds.length === 1 && !hasSelected) {
          await selectSession(tx, cartId, providerIds[0], total);
        }
      }
      const cart = await readCartIn(deps, tx, cartId);
      return answer(PostCartsCartPaymentSessions, 200, { cart, data: cart });
    });
  },
  [idempotencyKey],
);

/** POST /store/carts/:id/payment-session {provider_id}. */
export const setPaymentSession = bind(
  PostCartsCartPaymentSession,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      assertRegionOffers(locked, body.provider_id);
      const cartId = locked.record.cart.id;
      const { total } = cartWithItems(deps, locked, locked.items);
      const sessions = await selectSession(tx, cartId, body.provider_id, total);
      // Nothing else of the cart changed: the answer is not read again (issue 16).
      return answer(PostCartsCartPaymentSession, 200, {
        cart: withSessions(deps, locked, sessions),
      });
    });
  },
  [idempotencyKey],
);

/** POST /store/carts/:id/payment-sessions/:provider_id {data}: selects it and sets its data. */
export const updatePaymentSession = bind(
  PostCartsCartPaymentSessionUpdate,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const providerId = input.params.provider_id;
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      assertRegionOffers(locked, providerId);
      paymentProvider(providerId).validateData(body.data);
      const cartId = locked.record.cart.id;
      const { total } = cartWithItems(deps, locked, locked.items);
      const sessions = await selectSession(tx, cartId, providerId, total, body.data);
      return answer(PostCartsCartPaymentSessionUpdate, 200, {
        cart: withSessions(deps, locked, sessions),
      });
    });
  },
  [idempotencyKey],
);

/** DELETE /store/carts/:id/payment-sessions/:provider_id. */
export const deletePaymentSession = bind(
  DeleteCartsCartPaymentSessionsSession,
  async (c, input) => {
    const deps = c.get("deps");
    const providerId = input.params.provider_id;
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      const cartId = locked.record.cart.id;
      await tx
        .delete(paymentSessions)
        .where(
          and(eq(paymentSessions.cart_id, cartId), eq(paymentSessions.provider_id, providerId)),
        );
      return answer(DeleteCartsCartPaymentSessionsSession, 200, {
        cart: await readCartIn(deps, tx, cartId),
      });
    });
  },
  [idempotencyKey],
);

/** POST .../payment-sessions/:provider_id/refresh: starts the session afresh, at the cart total. */
export const refreshPaymentSession = bind(
  PostCartsCartPaymentSessionsSession,
  async (c, input) => {
    const deps = c.get("deps");
    const providerId = input.params.provider_id;
    return runIdempotent(c, async (tx) => {
      const locked = await lockOpenCart(deps, tx, input.params.id, c.get("customerId"));
      const cartId = locked.record.cart.id;
      const session = locked.checkout.payment_sessions.find((s) => s.provider_id === providerId);
      if (!session) {
        throw invalidData(`The cart has no payment session for provider ${providerId}`);
      }
      const { total } = cartWithItems(deps, locked, locked.items);
      await tx
        .update(paymentSessions)
        .set({ data: {}, status: "pending", amount: total, updated_at: sql`now()` })
        .where(eq(paymentSessions.id, session.id));
      return answer(PostCartsCartPaymentSessionsSession, 200, {
        cart: await readCartIn(deps, tx, cartId),
      });
    });
  },
  [idempotencyKey],
);
