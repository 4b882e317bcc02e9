// The Store cart routes (contract medusa-v1 §5), mounted under /store. Every change runs
// idempotently: in one transaction, keyed by the Idempotency-Key header.
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { idempotencyKey } from "../../http/idempotency";
import { addLineItem } from "./add-line-item";
import { createCart } from "./create-cart";
import { deleteLineItem } from "./delete-line-item";
import { getCart } from "./get-cart";
import { updateCart } from "./update-cart";
import { updateLineItem } from "./update-line-item";

export const cartRoutes = new Hono<AppEnv>()
  .post("/carts", idempotencyKey, createCart)
  .get("/carts/:id", getCart)
  .post("/carts/:id", idempotencyKey, updateCart)
  .post("/carts/:id/line-items", idempotencyKey, addLineItem)
  .post("/carts/:id/line-items/:line_id", idempotencyKey, updateLineItem)
  .delete("/carts/:id/line-items/:line_id", idempotencyKey, deleteLineItem);
