// Store order routes (contract medusa-v1 §5, §9), mounted under /store. GET /orders/:id needs no
// sign-in, as in Medusa: order ids are unguessable ULIDs. The lookup by display id needs the
// order's email too, and answers a plain 404 unless exactly one order matches.
import { GetOrders, GetOrdersOrder, GetOrdersOrderCartId } from "@atelier/contracts";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { orders } from "../tables";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import { isPossibleId } from "../../carts/cart-input";
import { orderForCartNotFound, orderNotFound } from "../errors";
import { findStoreOrder, storeOrders } from "../order-response";
import { returnsOfOrders } from "../../returns/return-query";
import { swapsOfOrders } from "../../swaps/swap-query";

const lookupRoute = bind(GetOrders, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.display_id, query.display_id), eq(orders.email, query.email)))
    .limit(2);
  if (rows.length !== 1) return c.text("Not Found", 404);
  const [order] = await storeOrders(db, rows, c.get("deps").config.publicUrl);
  return reply(c, GetOrders, 200, { order });
});

const byCartRoute = bind(GetOrdersOrderCartId, async (c, { params, query }) => {
  query();
  const { db } = c.get("deps");
  const cartId = params.cart_id;
  const [row] = isPossibleId(cartId)
    ? await db.select().from(orders).where(eq(orders.cart_id, cartId))
    : [];
  if (!row) throw orderForCartNotFound(cartId);
  const [order] = await storeOrders(db, [row], c.get("deps").config.publicUrl);
  return reply(c, GetOrdersOrderCartId, 200, { order });
});

const retrieveRoute = bind(GetOrdersOrder, async (c, { params, query }) => {
  const { expand } = query();
  const { db, config } = c.get("deps");
  const id = params.id;
  const order = isPossibleId(id) ? await findStoreOrder(db, id, config.publicUrl) : undefined;
  if (!order) throw orderNotFound(id);
  // The account's order page lists the order's returns and exchanges (Medusa's `returns` and
  // `swaps` relations).
  const returns = expand?.includes("returns")
    ? ((await returnsOfOrders(db, [id])).get(id) ?? [])
    : undefined;
  const swaps = expand?.includes("swaps")
    ? ((await swapsOfOrders(db, [id], config.publicUrl)).get(id) ?? [])
    : undefined;
  return reply(c, GetOrdersOrder, 200, { order: { ...order, returns, swaps } });
});

export const orderRoutes = mount(new Hono<AppEnv>(), "/store", [
  lookupRoute,
  byCartRoute,
  retrieveRoute,
]);
