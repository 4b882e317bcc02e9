// Sales channels: where a cart sells (Medusa v1 §3.4).
import { z } from "zod";
import { Metadata, softDeletable, Timestamp, timestamps } from "../common/fields";

export const SalesChannel = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_disabled: z.boolean(),
  })
  .meta({ id: "SalesChannel" });
export type SalesChannel = z.infer<typeof SalesChannel>;

/** A sales channel with every column, as the admin's sales-channel routes answer it. */
export const AdminSalesChannel = SalesChannel.extend({
  ...softDeletable,
  metadata: Metadata,
}).meta({ id: "AdminSalesChannel" });
export type AdminSalesChannel = z.infer<typeof AdminSalesChannel>;

/** A publishable API key (Medusa v1 `PublishableApiKey`); its id is what storefronts send. */
export const PublishableApiKey = z
  .object({
    ...timestamps,
    id: z.string(),
    title: z.string(),
    created_by: z.string().nullable(),
    revoked_by: z.string().nullable(),
    revoked_at: Timestamp.nullable(),
  })
  .meta({ id: "PublishableApiKey" });
export type PublishableApiKey = z.infer<typeof PublishableApiKey>;
