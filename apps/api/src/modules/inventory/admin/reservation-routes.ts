// Reservations under /admin (Medusa v1 `api/routes/admin/reservations`, issue 15), an order's
// reservations, and reserving an order line at a location by hand.
import {
  AdminDeleteReservationsReservation,
  AdminGetOrdersOrderReservations,
  AdminGetReservations,
  AdminGetReservationsReservation,
  AdminPostOrdersOrderLineItemReserve,
  AdminPostReservations,
  AdminPostReservationsReservation,
} from "@atelier/contracts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import { orderNotFound } from "../../orders/errors";
import { orders } from "../../orders/tables";
import {
  createReservation,
  deleteReservation,
  orderReservations,
  reserveOrderLine,
  updateReservation,
} from "../inventory-admin";
import { findReservation, listReservations } from "../inventory-query";

const staffId = (c: Context<AppEnv>) => c.get("staff")?.userId ?? null;

const listRoute = bind(AdminGetReservations, async (c, input) => {
  const query = input.query();
  const page = await listReservations(c.get("deps").db, query);
  return reply(c, AdminGetReservations, 200, {
    reservations: page.rows,
    count: page.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const getRoute = bind(AdminGetReservationsReservation, async (c, input) => {
  const reservation = await findReservation(c.get("deps").db, input.params.id);
  return reply(c, AdminGetReservationsReservation, 200, { reservation });
});

const createRoute = bind(
  AdminPostReservations,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const id = await createReservation(tx, body, staffId(c));
      return answer(AdminPostReservations, 200, { reservation: await findReservation(tx, id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostReservationsReservation,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await updateReservation(tx, id, body);
      return answer(AdminPostReservationsReservation, 200, {
        reservation: await findReservation(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteReservationsReservation,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      await deleteReservation(tx, id);
      return answer(AdminDeleteReservationsReservation, 200, {
        id,
        object: "reservation",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const orderListRoute = bind(AdminGetOrdersOrderReservations, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, input.params.id));
  if (!order) throw orderNotFound(input.params.id);
  const page = await orderReservations(db, order.id, query);
  return reply(c, AdminGetOrdersOrderReservations, 200, {
    reservations: page.rows,
    count: page.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const reserveLineRoute = bind(
  AdminPostOrdersOrderLineItemReserve,
  async (c, input) => {
    const body = await input.body();
    const { id, line_item_id: lineId } = input.params;
    return runIdempotent(c, async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      if (!order) throw orderNotFound(id);
      const reservationId = await reserveOrderLine(tx, id, lineId, body, staffId(c));
      return answer(AdminPostOrdersOrderLineItemReserve, 200, {
        reservation: await findReservation(tx, reservationId),
      });
    });
  },
  [idempotencyKey],
);

export const adminReservationRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  orderListRoute,
  reserveLineRoute,
]);
