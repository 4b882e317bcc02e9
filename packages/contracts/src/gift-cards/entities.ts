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

/**
 * Where a gift-card line keeps its recipient (the line's `metadata`): the shop's gift-card page
 * writes them, and the card issued for the line is mailed to that address.
 */
export const GIFT_CARD_RECIPIENT_EMAIL = "gift_card_recipient_email";
export const GIFT_CARD_RECIPIENT_NAME = "gift_card_recipient_name";
export const GIFT_CARD_MESSAGE = "gift_card_message";

/** What an order took from a card's balance. */
export const GiftCardTransaction = z
  .object({
    id: z.string(),
    gift_card_id: z.string(),
    order_id: z.string(),
    amount: z.number().int(),
    is_taxable: z.boolean().nullable(),
    tax_rate: z.number().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "GiftCardTransaction" });
export type GiftCardTransaction = z.infer<typeof GiftCardTransaction>;

/** The order a card was bought with, as the admin shows it beside the card. */
export const GiftCardOrder = z
  .object({ id: z.string(), display_id: z.number().int(), email: z.string() })
  .meta({ id: "GiftCardOrder" });

/** A card as the admin routes answer it: Medusa's default relations `region` and `order`. */
export const AdminGiftCard = GiftCard.extend({
  deleted_at: Timestamp.nullable(),
  region: Region,
  order: GiftCardOrder.nullable(),
}).meta({ id: "AdminGiftCard" });
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

/** One card with what orders took from it, newest first (ours: the admin's card page shows them). */
export const AdminGiftCardDetail = AdminGiftCard.extend({
  gift_card_transactions: z.array(GiftCardTransaction),
}).meta({ id: "AdminGiftCardDetail" });
export type AdminGiftCardDetail = z.infer<typeof AdminGiftCardDetail>;
