// Regions as the Admin API answers them, and the fulfilment options staff pick from.
import { z } from "zod";
import { ProviderRef, Region } from "./entities";

export const AdminRegion = Region.extend({ fulfillment_providers: z.array(ProviderRef) }).meta({
  id: "AdminRegion",
});
export type AdminRegion = z.infer<typeof AdminRegion>;

export const FulfillmentOptionsResponse = z
  .object({
    fulfillment_options: z.array(
      z.object({ provider_id: z.string(), options: z.array(z.record(z.string(), z.unknown())) }),
    ),
  })
  .meta({ id: "FulfillmentOptionsResponse" });
export type FulfillmentOptionsResponse = z.infer<typeof FulfillmentOptionsResponse>;
