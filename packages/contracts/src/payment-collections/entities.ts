// Payment collections (Medusa v1 `payment_collection`): an amount collected outside a cart (an
// order edit's difference), through payment sessions of its own.
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";
import { Payment, PaymentSession } from "../payments/entities";
import { Region } from "../regions/entities";

export const PaymentCollectionStatus = z.enum([
  "not_paid",
  "awaiting",
  "authorized",
  "partially_authorized",
  "canceled",
]);
export type PaymentCollectionStatus = z.infer<typeof PaymentCollectionStatus>;

export const PaymentCollectionType = z.enum(["order_edit"]);
export type PaymentCollectionType = z.infer<typeof PaymentCollectionType>;

/** A collection's own columns, as an order edit embeds it. */
export const PaymentCollectionSummary = z
  .object({
    ...softDeletable,
    id: z.string(),
    type: PaymentCollectionType,
    status: PaymentCollectionStatus,
    description: z.string().nullable(),
    amount: z.number().int(),
    authorized_amount: z.number().int().nullable(),
    region_id: z.string(),
    currency_code: z.string(),
    metadata: Metadata,
    created_by: z.string(),
  })
  .meta({ id: "PaymentCollectionSummary" });
export type PaymentCollectionSummary = z.infer<typeof PaymentCollectionSummary>;

/** A collection with its region, its sessions and the payments they made. */
export const PaymentCollection = PaymentCollectionSummary.extend({
  region: Region.nullable(),
  payment_sessions: z.array(PaymentSession),
  payments: z.array(Payment),
}).meta({ id: "PaymentCollection" });
export type PaymentCollection = z.infer<typeof PaymentCollection>;

export const paymentCollectionAnswer = z.object({ payment_collection: PaymentCollection });
