// Store payment-session routes (contract medusa-v1 §5, §6.4): one session per provider the cart's
// region offers; the selected one is authorised when the cart completes. Each change locks the
// cart and runs idempotently; the total a session is for is worked out from the locked cart, not
// read again.
import { and, eq, getTableName, sql } from "drizzle-orm";
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
import type { Context } from "hono";
import { idempotencyKey, type CurrentAnswer, type Transaction } from "../../http/idempotency";
import { answer, bind } from "../../http/route";
import type { AppDeps, AppEnv } from "../../http/context";
import type { PaymentSessionRow } from "../carts/cart-checkout";
import { compiledQuery, rowDecoder } from "../../db/compiled-query";
import {
  cartWithItems,
  lockOpenCart,
  readCart,
  readCartIn,
  type LockedCart,
} from "../carts/cart-loader";
import type { StoreCart } from "../carts/cart-response";
import { paymentProvider } from "./providers";
import { cartAnswerNow, runCartChange, type KnownCartChange } from "../carts/cart-change";
import { cartUnchanged, insertRowWhen } from "../carts/change-if-unchanged";

function assertRegionOffers(locked: LockedCart, providerId: string): void {
  if (!locked.region.payment_providers.some((provider) => provider.id === providerId)) {
    throw invalidData(`Payment provider ${providerId} is not available in the cart's region`);
  }
  paymentProvider(providerId);
}

/**
 * Makes the provider's session the selected one (creating it when missing), at the cart total,
 * and answers the sessions it wrote: all of the cart's. One statement: the others are unselected
 * beside the upsert, which leaves the provider's own to it.
 */
async function selectSession(
  tx: Transaction,
  cartId: string,
  providerId: string,
  amount: number,
  data?: Record<string, unknown>,
): Promise<PaymentSessionRow[]> {
  const [row] = await selectSessionStatement.run(tx, {
    cart_id: cartId,
    provider_id: providerId,
    id: generateId("ps"),
    amount,
    data: JSON.stringify(data ?? {}),
    sets_data: data !== undefined,
  });
  return row.sessions;
}

const decodeSession = rowDecoder(paymentSessions);
const sessionRows = (rows: Record<string, unknown>[]) => rows.map(decodeSession);

const selectSessionStatement = compiledQuery(
  "select_payment_session",
  { sessions: sessionRows },
  () => sql`
  with unselected as (
    update ${paymentSessions} set is_selected = false, updated_at = now()
     where cart_id = cast(${sql.placeholder("cart_id")} as text)
       and provider_id <> cast(${sql.placeholder("provider_id")} as text)
    returning *
  ), selected as (
    insert into ${paymentSessions}
      (id, cart_id, provider_id, is_selected, is_initiated, amount, data)
    values (cast(${sql.placeholder("id")} as text), cast(${sql.placeholder("cart_id")} as text),
      cast(${sql.placeholder("provider_id")} as text), true, true,
      cast(${sql.placeholder("amount")} as integer), cast(${sql.placeholder("data")} as jsonb))
    on conflict (cart_id, provider_id) do update
      set is_selected = true, is_initiated = true, amount = excluded.amount, status = 'pending',
          data = case when cast(${sql.placeholder("sets_data")} as boolean) then excluded.data
            else ${paymentSessions}.data end,
          updated_at = now()
    returning *
  )
  select coalesce(json_agg(session), '[]') as sessions from (
    select * from unselected union all select * from selected
  ) session`,
);

/**
 * Keeps one session for each of `providerIds` at `amount` (made when missing) and deletes the
 * cart's others, in one statement; answers the cart's sessions as it left them.
 */
async function keepSessionsFor(
  tx: Transaction,
  cartId: string,
  providerIds: string[],
  amount: number,
): Promise<PaymentSessionRow[]> {
  const [row] = await keepSessionsStatement.run(tx, {
    cart_id: cartId,
    amount,
    wanted: JSON.stringify(
      providerIds.map((provider_id) => ({ id: generateId("ps"), provider_id })),
    ),
  });
  return row.sessions;
}

const keepSessionsStatement = compiledQuery(
  "keep_payment_sessions",
  { sessions: sessionRows },
  () => sql`
  with wanted as (
    select * from json_to_recordset(cast(${sql.placeholder("wanted")} as json))
      as w(id text, provider_id text)
  ), dropped as (
    delete from ${paymentSessions}
     where cart_id = cast(${sql.placeholder("cart_id")} as text)
       and provider_id not in (select provider_id from wanted)
  ), kept as (
    insert into ${paymentSessions} (id, cart_id, provider_id, amount)
    select id, cast(${sql.placeholder("cart_id")} as text), provider_id,
      cast(${sql.placeholder("amount")} as integer) from wanted
    on conflict (cart_id, provider_id) do update set amount = excluded.amount, updated_at = now()
    returning *
  )
  select coalesce(json_agg(kept order by kept.created_at, kept.id), '[]') as sessions from kept`,
);

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

/** The answer of POST /store/carts/:id/payment-sessions as things are now (`runCartChange`). */
function sessionsAnswerNow(c: Context<AppEnv>, id: string): CurrentAnswer {
  return async () => {
    const cart = await readCart(c.get("deps"), id, c.get("customerId"));
    return JSON.stringify({ cart, data: cart });
  };
}

/** The providers a cart gets sessions for: its region's, none when there is nothing to pay. */
function wantedProviders(deps: AppDeps, locked: LockedCart): { wanted: string[]; total: number } {
  const { total } = cartWithItems(deps, locked, locked.items);
  // Nothing to pay: a session would only be in the way of completing.
  const wanted = total <= 0 ? [] : locked.region.payment_providers.map((provider) => provider.id);
  return { wanted, total };
}

/** The answer of a session change and the cart it leaves, for `runCartChange`. */
function sessionsChanged(deps: AppDeps, locked: LockedCart, sessions: PaymentSessionRow[]) {
  const cart = withSessions(deps, locked, sessions);
  const after = {
    record: locked.record,
    items: locked.items,
    checkout: { ...locked.checkout, payment_sessions: cart.payment_sessions },
  };
  return { cart, after };
}

/** POST /store/carts/:id/payment-sessions: a session for every provider of the region. */
export const createPaymentSessions = bind(
  PostCartsCartPaymentSessions,
  async (c, input) => {
    const deps = c.get("deps");
    const id = input.params.id;
    return runCartChange(
      c,
      sessionsAnswerNow(c, id),
      async (tx, keep) => {
        const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
        const cartId = locked.record.cart.id;
        const { wanted, total } = wantedProviders(deps, locked);
        let sessions = await keepSessionsFor(tx, cartId, wanted, total);
        const hasSelected = sessions.some((session) => session.is_selected);
        if (wanted.length === 1 && !hasSelected) {
          sessions = await selectSession(tx, cartId, wanted[0], total);
        }
        // Nothing else of the cart changed: the answer is not read again (issue 16).
        const { cart, after } = sessionsChanged(deps, locked, sessions);
        keep(locked, after);
        return answer(PostCartsCartPaymentSessions, 200, { cart, data: cart });
      },
      { id, plan: (known) => planFirstSessions(deps, known) },
    );
  },
  [idempotencyKey],
);

/**
 * The first sessions of a cart that has none, as the locked way makes them (a single provider's
 * selected), planned on the cart as known; undefined for a cart with sessions.
 */
function planFirstSessions(deps: AppDeps, known: LockedCart): KnownCartChange | undefined {
  if (known.checkout.payment_sessions.length > 0) return undefined;
  const { wanted, total } = wantedProviders(deps, known);
  const now = new Date();
  const selected = wanted.length === 1;
  const sessions = wanted.map((provider_id): PaymentSessionRow => ({
    id: generateId("ps"),
    cart_id: known.record.cart.id,
    provider_id,
    is_selected: selected ? true : null,
    is_initiated: selected,
    status: "pending",
    data: {},
    idempotency_key: null,
    amount: total,
    payment_authorized_at: null,
    created_at: now,
    updated_at: now,
  }));
  const { cart, after } = sessionsChanged(deps, known, sessions);
  return {
    writes: sessions.map((session) => insertRowWhen(paymentSessions, session, cartUnchanged)),
    after,
    cart,
    body: { cart, data: cart },
  };
}

/** POST /store/carts/:id/payment-session {provider_id}. */
export const setPaymentSession = bind(
  PostCartsCartPaymentSession,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const id = input.params.id;
    return runCartChange(
      c,
      cartAnswerNow(c, id),
      async (tx, keep) => {
        const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
        assertRegionOffers(locked, body.provider_id);
        const cartId = locked.record.cart.id;
        const { total } = cartWithItems(deps, locked, locked.items);
        const sessions = await selectSession(tx, cartId, body.provider_id, total);
        // Nothing else of the cart changed: the answer is not read again (issue 16).
        const { cart, after } = sessionsChanged(deps, locked, sessions);
        keep(locked, after);
        return answer(PostCartsCartPaymentSession, 200, { cart });
      },
      { id, plan: (known) => planSelectedSession(deps, known, body.provider_id) },
    );
  },
  [idempotencyKey],
);

const SESSIONS_TABLE = getTableName(paymentSessions);

/**
 * Selecting the provider's session, as `selectSession` does, planned on the cart as known;
 * undefined when the cart has no session of that provider yet (the locked way makes it).
 */
function planSelectedSession(
  deps: AppDeps,
  known: LockedCart,
  providerId: string,
): KnownCartChange | undefined {
  assertRegionOffers(known, providerId);
  const current = known.checkout.payment_sessions;
  if (!current.some((session) => session.provider_id === providerId)) return undefined;
  const { total } = cartWithItems(deps, known, known.items);
  const now = new Date();
  const sessions = current.map((session): PaymentSessionRow =>
    session.provider_id === providerId
      ? {
          ...session,
          is_selected: true,
          is_initiated: true,
          amount: total,
          status: "pending",
          updated_at: now,
        }
      : { ...session, is_selected: false, updated_at: now },
  );
  const { cart, after } = sessionsChanged(deps, known, sessions);
  const cartId = known.record.cart.id;
  return {
    writes: [
      (param) => `update ${SESSIONS_TABLE}
        set is_selected = (provider_id = ${param(providerId)}),
            is_initiated = is_initiated or provider_id = ${param(providerId)},
            amount = case when provider_id = ${param(providerId)}
              then ${param(String(total))}::integer else amount end,
            status = case when provider_id = ${param(providerId)} then 'pending' else status end,
            updated_at = ${param(now.toISOString())}::timestamptz
        where cart_id = ${param(cartId)} and ${cartUnchanged}`,
    ],
    after,
    cart,
  };
}

/** POST /store/carts/:id/payment-sessions/:provider_id {data}: selects it and sets its data. */
export const updatePaymentSession = bind(
  PostCartsCartPaymentSessionUpdate,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const providerId = input.params.provider_id;
    return runCartChange(c, cartAnswerNow(c, input.params.id), async (tx) => {
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
    return runCartChange(c, cartAnswerNow(c, input.params.id), async (tx) => {
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
    return runCartChange(c, cartAnswerNow(c, input.params.id), async (tx) => {
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
