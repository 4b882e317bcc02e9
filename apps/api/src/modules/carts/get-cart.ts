// GET /store/carts/:id (contract medusa-v1 §5, §6.2). `expand` and `fields` are accepted, as the
// contract requires, but the cart is always answered in its default shape.
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { parseQuery, queryFieldList } from "../../http/validation";
import { readCartAnswer } from "./cart-loader";

const getCartQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });

export async function getCart(c: Context<AppEnv, "/carts/:id">): Promise<Response> {
  parseQuery(c, getCartQuery);
  const deps = c.get("deps");
  const json = await readCartAnswer(deps, c.req.param("id"), c.get("customerId"));
  return c.body(json, 200, { "Content-Type": "application/json" });
}
