// GET /store/carts/{id} (contract medusa-v1 §5, §6.2). `expand` and `fields` are accepted, as the
// contract requires, but the cart is always answered in its default shape.
import { GetCartsCart } from "@atelier/contracts";
import { sendPieces } from "../../http/answer-pieces";
import { bind } from "../../http/route";
import { readCartAnswer } from "./cart-loader";

export const getCart = bind(GetCartsCart, async (c, input) => {
  input.query();
  const body = await readCartAnswer(c.get("deps"), input.params.id, c.get("customerId"));
  return sendPieces(c, 200, body);
});
