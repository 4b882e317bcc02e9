// Addresses and customers (Medusa v1 §6.1, §8).
import { z } from "zod";
import { JsonObject, Metadata, softDeletable } from "../common/fields";

export const Address = z
  .object({
    ...softDeletable,
    id: z.string(),
    customer_id: z.string().nullable(),
    company: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    address_1: z.string().nullable(),
    address_2: z.string().nullable(),
    city: z.string().nullable(),
    country_code: z.string().nullable(),
    province: z.string().nullable(),
    postal_code: z.string().nullable(),
    phone: z.string().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof Address>;

/** A customer without relations (orders bring their own customer this way). */
export const CustomerBase = z
  .object({
    ...softDeletable,
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    billing_address_id: z.string().nullable(),
    phone: z.string().nullable(),
    has_account: z.boolean(),
    metadata: Metadata,
  })
  .meta({ id: "CustomerBase" });
export type CustomerBase = z.infer<typeof CustomerBase>;

export const PaymentMethod = z
  .object({ provider_id: z.string(), data: JsonObject })
  .meta({ id: "PaymentMethod" });
export type PaymentMethod = z.infer<typeof PaymentMethod>;
