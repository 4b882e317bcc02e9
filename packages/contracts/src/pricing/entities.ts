// Price lists: sale and override prices for customer groups (Medusa v1 §12.1).
import { z } from "zod";
import { MoneyAmount } from "../catalogue/entities";
import { Timestamp, timestamps } from "../common/fields";

export const PriceListType = z.enum(["sale", "override"]);
export type PriceListType = z.infer<typeof PriceListType>;
export const PriceListStatus = z.enum(["active", "draft"]);
export type PriceListStatus = z.infer<typeof PriceListStatus>;

export const PriceList = z
  .object({
    ...timestamps,
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: PriceListType,
    status: PriceListStatus,
    starts_at: Timestamp.nullable(),
    ends_at: Timestamp.nullable(),
    customer_groups: z.array(z.object({ id: z.string(), name: z.string() })),
    prices: z.array(MoneyAmount),
  })
  .meta({ id: "PriceList" });
export type PriceList = z.infer<typeof PriceList>;
