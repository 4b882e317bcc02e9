// The Store cart routes (contract medusa-v1 §5, §6), mounted under /store. Every change runs
// idempotently, keyed by the Idempotency-Key header.
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { mount } from "../../../http/route";
import { addLineItem } from "../add-line-item";
import { createCart } from "../create-cart";
import { deleteLineItem } from "../delete-line-item";
import { getCart } from "../get-cart";
import { updateCart } from "../update-cart";
import { updateLineItem } from "../update-line-item";

export const cartRoutes = mount(new Hono<AppEnv>(), "/store", [
  createCart,
  getCart,
  updateCart,
  addLineItem,
  updateLineItem,
  deleteLineItem,
]);
