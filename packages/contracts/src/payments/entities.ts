// Payment sessions and payments (Medusa v1 §6.4).
import { z } from "zod";
import { JsonObject, Metadata, Timestamp, timestamps } from "../common/fields";

export const PaymentSessionStatus = z.enum([
  "authorized",
  "pending",
  "requires_more",
  "error",
  "canceled",
]);
export type PaymentSessionStatus = z.infer<typeof PaymentSessionStatus>;

export const PaymentSession = z
  .object({
    ...timestamps,
    id: z.string(),
    cart_id: z.string().nullable(),
    provider_id: z.string(),
    is_selected: z.boolean().nullable(),
    is_initiated: z.boolean(),
    status: PaymentSessionStatus,
    data: JsonObject,
    idempotency_key: z.string().nullable(),
    amount: z.number().int().nullable(),
    payment_authorized_at: Timestamp.nullable(),
  })
  .meta({ id: "PaymentSession" });
export type PaymentSession = z.infer<typeof PaymentSession>;

export const Payment = z
  .object({
    ...timestamps,
    id: z.string(),
    swap_id: z.string().nullable(),
    cart_id: z.string().nullable(),
    order_id: z.string().nullable(),
    amount: z.number().int(),
    currency_code: z.string(),
    amount_refunded: z.number().int(),
    provider_id: z.string(),
    data: JsonObject,
    captured_at: Timestamp.nullable(),
    canceled_at: Timestamp.nullable(),
    idempotency_key: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof Payment>;
