// Store order routes (contract medusa-v1 §5, §9), mounted under /store. GET /orders/:id needs no
// sign-in, as in Medusa: order ids are unguessable ULIDs. The lookup by display id needs the
// order's email too, and answers a plain 404 unless exactly one order matches.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { orders } from "../tables";
import type { AppEnv } from "../../../http/context";
import { parseQuery, queryFieldList } from "../../../http/validation";
import { isPossibleId } from "../../carts/cart-input";
import { emailField, textField } from "../../customers/fields";
import { orderForCartNotFound, orderNotFound } from "../errors";
import { findStoreOrder, storeOrders } from "../order-response";

const readQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

const lookupQuery = z.strictObject({
  display_id: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(2_147_483_647, { error: "must be at most 2147483647" }),
  email: emailField,
  // Validated, not used (contract §5).
  shipping_address: z.strictObject({ postal_code: textField.optional() }).optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

export const orderRoutes = new Hono<AppEnv>()
  .get("/orders", async (c) => {
    const query = parseQuery(c, lookupQuery);
    const { db } = c.get("deps");
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.display_id, query.display_id), eq(orders.email, query.email)))
      .limit(2);
    if (rows.length !== 1) return c.text("Not Found", 404);
    const [order] = await storeOrders(db, rows, c.get("deps").config.publicUrl);
    return c.json({ order });
  })
  .get("/orders/cart/:cart_id", async (c) => {
    parseQuery(c, readQuery);
    const { db } = c.get("deps");
    const cartId = c.req.param("cart_id");
    const [row] = isPossibleId(cartId)
      ? await db.select().from(orders).where(eq(orders.cart_id, cartId))
      : [];
    if (!row) throw orderForCartNotFound(cartId);
    const [order] = await storeOrders(db, [row], c.get("deps").config.publicUrl);
    return c.json({ order });
  })
  .get("/orders/:id", async (c) => {
    parseQuery(c, readQuery);
    const id = c.req.param("id");
    const order = isPossibleId(id)
      ? await findStoreOrder(c.get("deps").db, id, c.get("deps").config.publicUrl)
      : undefined;
    if (!order) throw orderNotFound(id);
    return c.json({ order });
  });
