// GET /store/carts/{id} (contract medusa-v1 §5, §6.2). `expand` and `fields` are accepted, as the
// contract requires, but the cart is always answered in its default shape.
import { GetCartsCart } from "@atelier/contracts";
import { bind } from "../../http/route";
import { readCartAnswer } from "./cart-loader";

export const getCart = bind(GetCartsCart, async (c, input) => {
  input.query();
  const json = await readCartAnswer(c.get("deps"), input.params.id, c.get("customerId"));
  return c.body(json, 200, { "Content-Type": "application/json" });
});
