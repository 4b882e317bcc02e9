// What completing a cart answers (Medusa v1 §6.6): the order, or the cart that still needs a step.
import { z } from "zod";
import { Cart } from "../carts/entities";
import { Swap } from "../swaps/entities";
import { Order } from "./entities";

export const CompleteCartResponse = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("order"), data: Order }),
    z.object({
      type: z.literal("cart"),
      data: Cart,
      payment_status: z.enum(["requires_more", "pending"]),
    }),
    // A swap's difference cart confirms the exchange instead of placing an order.
    z.object({ type: z.literal("swap"), data: Swap }),
  ])
  .meta({ id: "CompleteCartResponse" });
export type CompleteCartResponse = z.infer<typeof CompleteCartResponse>;
