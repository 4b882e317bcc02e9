// Customers and customer groups as the Admin API answers them.
import { z } from "zod";
import { Metadata, softDeletable, Timestamp } from "../common/fields";

export const AdminCustomer = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    has_account: z.boolean(),
    created_at: Timestamp,
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: "AdminCustomer" });
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/** Every column: the admin routes answer the stored row (`deleted_at` is null on a live group). */
export const CustomerGroup = z
  .object({ ...softDeletable, id: z.string(), name: z.string(), metadata: Metadata })
  .meta({ id: "CustomerGroup" });
export type CustomerGroup = z.infer<typeof CustomerGroup>;
