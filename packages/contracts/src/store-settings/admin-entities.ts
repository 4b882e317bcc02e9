// The store's settings as staff edit them (Medusa v1 §12.3).
import { z } from "zod";
import { Metadata, softDeletable, timestamps } from "../common/fields";
import { Currency, ProviderRef } from "../regions/entities";
import { SalesChannel } from "../sales-channels/entities";

/** A sales channel with every column, as the store settings name the default one. */
const StoreSalesChannel = SalesChannel.extend({ ...softDeletable, metadata: Metadata }).meta({
  id: "StoreSalesChannel",
});

/** A Medusa feature flag and whether Atelier's API offers the feature. */
const FeatureFlag = z.object({ key: z.string(), value: z.boolean() });

/** A Medusa optional module; `resolution` is its path, or false when it is not installed. */
const StoreModule = z.object({
  module: z.string(),
  resolution: z.union([z.string(), z.boolean()]),
});

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
    default_sales_channel: StoreSalesChannel.nullable(),
    default_region_id: z
      .string()
      .nullable()
      .meta({ description: "Where new carts start; none means the oldest live region." }),
    default_location_id: z
      .string()
      .nullable()
      .meta({ description: "The stock location orders reserve from first (issue 15)." }),
    metadata: Metadata,
    payment_providers: z.array(ProviderRef).optional(),
    fulfillment_providers: z.array(ProviderRef).optional(),
    feature_flags: z.array(FeatureFlag),
    modules: z.array(StoreModule),
  })
  .meta({ id: "AdminStore" });
export type AdminStore = z.infer<typeof AdminStore>;

export const AdminCurrency = Currency.extend({ includes_tax: z.boolean().optional() }).meta({
  id: "AdminCurrency",
});
export type AdminCurrency = z.infer<typeof AdminCurrency>;
