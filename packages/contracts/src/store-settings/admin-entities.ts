// The store's settings as staff edit them (Medusa v1 §12.3).
import { z } from "zod";
import { Metadata, timestamps } from "../common/fields";
import { Currency, ProviderRef } from "../regions/entities";

export const AdminStore = z
  .object({
    ...timestamps,
    id: z.string(),
    name: z.string(),
    default_currency_code: z.string(),
    default_currency: Currency.nullable().optional(),
    currencies: z.array(Currency),
    swap_link_template: z.string().nullable(),
    payment_link_template: z.string().nullable(),
    invite_link_template: z.string().nullable(),
    default_sales_channel_id: z.string().nullable().optional(),
    metadata: Metadata,
    payment_providers: z.array(ProviderRef).optional(),
    fulfillment_providers: z.array(ProviderRef).optional(),
  })
  .meta({ id: "AdminStore" });
export type AdminStore = z.infer<typeof AdminStore>;

export const AdminCurrency = Currency.extend({ includes_tax: z.boolean().optional() }).meta({
  id: "AdminCurrency",
});
export type AdminCurrency = z.infer<typeof AdminCurrency>;
