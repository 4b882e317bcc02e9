// Orders as the Admin API answers them: the store shape plus refunds (Medusa v1 §12.5, §13).
import { z } from "zod";
import { Metadata, Timestamp, timestamps } from "../common/fields";
import { Order } from "./entities";

/** Why money went back (Refund `reason`). */
export const RefundReason = z.enum(["discount", "return", "swap", "claim", "other"]);
export type RefundReason = z.infer<typeof RefundReason>;

export const Refund = z
  .object({
    ...timestamps,
    id: z.string(),
    order_id: z.string().nullable(),
    payment_id: z.string().nullable(),
    amount: z.number().int(),
    reason: RefundReason,
    note: z.string().nullable(),
    idempotency_key: z.string().nullable().optional(),
    metadata: Metadata.optional(),
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof Refund>;

export const AdminOrder = Order.extend({
  refunds: z.array(Refund).optional(),
  canceled_at: Timestamp.nullable().optional(),
  no_notification: z.boolean().nullable().optional(),
  metadata: Metadata.optional(),
}).meta({ id: "AdminOrder" });
export type AdminOrder = z.infer<typeof AdminOrder>;
