// Draft orders (Medusa v1 `draft_order`): an order staff take on the customer's behalf, held as a
// cart of type `draft_order` until it is paid, by staff marking it paid or by the customer at the
// shop's checkout through its payment link.
import { z } from "zod";
import { Cart } from "../carts/entities";
import { Metadata, Timestamp, timestamps } from "../common/fields";
import { AdminOrder } from "../orders/admin-entities";

/** `open` until an order is made from it, then `completed` (Medusa v1 `DraftOrderStatus`). */
export const DraftOrderStatus = z.enum(["open", "completed"]);
export type DraftOrderStatus = z.infer<typeof DraftOrderStatus>;

export const DraftOrder = z
  .object({
    ...timestamps,
    id: z.string(),
    status: DraftOrderStatus,
    display_id: z.number().int(),
    cart_id: z.string().nullable(),
    cart: Cart.nullable().meta({ description: "The draft's cart with its lines and totals." }),
    order_id: z.string().nullable(),
    order: AdminOrder.nullable().meta({ description: "The order made from it, once completed." }),
    canceled_at: Timestamp.nullable(),
    completed_at: Timestamp.nullable(),
    no_notification_order: z.boolean().nullable(),
    metadata: Metadata,
    idempotency_key: z.string().nullable(),
    payment_link: z.string().nullable().meta({
      description:
        "Ours: the shop's address where the customer pays the draft through the normal checkout; null once completed.",
    }),
  })
  .meta({ id: "DraftOrder" });
export type DraftOrder = z.infer<typeof DraftOrder>;
