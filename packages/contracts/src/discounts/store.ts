// Store route of discounts on a cart (Medusa v1 §5, §6.5). Applying a code goes through
// `POST /store/carts/{id}` with `discounts`.
import { CartResponse } from "../carts/store";
import { operation } from "../operation";

export const DeleteCartsCartDiscountsDiscount = operation({
  id: "DeleteCartsCartDiscountsDiscount",
  method: "delete",
  path: "/store/carts/{id}/discounts/{code}",
  tag: "Carts",
  summary: "Remove a discount code",
  description: "Codes are matched without regard to case.",
  audience: "customer-optional",
  idempotent: true,
  responses: { 200: CartResponse },
});
