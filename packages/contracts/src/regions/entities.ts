// Regions, countries and currencies as the Store and Admin APIs send them (Medusa v1 §7.2).
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";

export const Country = z
  .object({
    id: z.number().int(),
    iso_2: z.string(),
    iso_3: z.string(),
    num_code: z.number().int(),
    name: z.string().meta({ description: 'Upper case, e.g. "DENMARK".' }),
    display_name: z.string().meta({ description: 'Title case, e.g. "Denmark".' }),
    region_id: z.string().nullable(),
  })
  .meta({ id: "Country" });
export type Country = z.infer<typeof Country>;

export const Currency = z
  .object({
    code: z.string(),
    symbol: z.string(),
    symbol_native: z.string(),
    name: z.string(),
  })
  .meta({ id: "Currency" });
export type Currency = z.infer<typeof Currency>;

export const ProviderRef = z
  .object({ id: z.string(), is_installed: z.boolean() })
  .meta({ id: "ProviderRef" });
export type ProviderRef = z.infer<typeof ProviderRef>;

export const Region = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    currency_code: z.string(),
    tax_rate: z.number().meta({ description: "A percentage: 25 means 25 %." }),
    tax_code: z.string().nullable(),
    gift_cards_taxable: z.boolean(),
    automatic_taxes: z.boolean(),
    tax_provider_id: z.string().nullable(),
    metadata: Metadata,
    countries: z.array(Country),
    payment_providers: z.array(ProviderRef),
    fulfillment_providers: z
      .array(ProviderRef)
      .optional()
      .meta({ description: "Loaded on the regions routes, not on a cart's region." }),
    currency: Currency.nullable().optional(),
  })
  .meta({ id: "Region" });
export type Region = z.infer<typeof Region>;
