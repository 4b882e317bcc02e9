// The store's own settings as the shop reads them (`GET /store/custom`).
import { z } from "zod";
import { Currency, Region } from "../regions/entities";

export const StoreInfo = z
  .object({
    id: z.string(),
    name: z.string(),
    default_currency_code: z.string(),
    currencies: z.array(Currency),
    default_region_id: z.string().nullable(),
    default_region: Region.nullable(),
  })
  .meta({ id: "StoreInfo" });
export type StoreInfo = z.infer<typeof StoreInfo>;
