// Gift cards as a cart carries them, and as the store's look-up answers (Medusa v1 §6.5, §7.4).
import { z } from "zod";
import { Metadata, Timestamp, timestamps } from "../common/fields";
import { Region } from "../regions/entities";

export const GiftCard = z
  .object({
    ...timestamps,
    id: z.string(),
    code: z.string(),
    value: z.number().int(),
    balance: z.number().int(),
    region_id: z.string(),
    order_id: z.string().nullable(),
    is_disabled: z.boolean(),
    ends_at: Timestamp.nullable(),
    tax_rate: z.number().nullable(),
    metadata: Metadata,
  })
  .meta({ id: "GiftCard" });
export type GiftCard = z.infer<typeof GiftCard>;

/** `GET /store/gift-cards/{code}` sends only these fields. */
export const StoreGiftCard = GiftCard.pick({ id: true, code: true, value: true, balance: true })
  .extend({ region: Region })
  .meta({ id: "StoreGiftCard" });
export type StoreGiftCard = z.infer<typeof StoreGiftCard>;
