// Admin routes of gift cards (Medusa v1 `api/routes/admin/gift-cards`, contract §12.1): list with
// a search on the code and paging, one card, issue, update (balance, region, end date, disabled)
// and delete.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import { entityId, metadataField, moneyField } from "../common/input";
import { dateText, queryFieldList, queryInt } from "../common/query";
import { operation } from "../operation";
import { AdminGiftCard, AdminGiftCardDetail } from "./entities";

const TAG = "Gift Cards";

/** GET /admin/gift-cards without a limit returns 50, as Medusa; the ceiling is ours. */
export const GIFT_CARDS_DEFAULT_LIMIT = 50;

const searchText = z.string().trim().max(200, { error: "must be at most 200 characters" });

const giftCardAnswer = z.object({ gift_card: AdminGiftCardDetail });

export const AdminGetGiftCards = operation({
  id: "AdminGetGiftCards",
  method: "get",
  path: "/admin/gift-cards",
  tag: TAG,
  summary: "List the gift cards",
  description: "Newest first; `q` matches part of the code.",
  audience: "staff",
  query: z.strictObject({
    q: searchText.optional(),
    offset: queryInt(0, { max: 1_000_000 }),
    limit: queryInt(GIFT_CARDS_DEFAULT_LIMIT, { min: 1, max: 200 }),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("gift_cards", AdminGiftCard) },
});

export const AdminPostGiftCards = operation({
  id: "AdminPostGiftCards",
  method: "post",
  path: "/admin/gift-cards",
  tag: TAG,
  summary: "Issue a gift card",
  description:
    "The card gets a generated code and a balance equal to its value, in minor units of the region's currency. It is taxed at the region's rate when the region's gift cards are taxable.",
  audience: "staff",
  body: z.strictObject({
    region_id: entityId,
    value: moneyField.min(1, { error: "must be at least 1" }),
    ends_at: dateText.nullish(),
    is_disabled: z.boolean().optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: giftCardAnswer },
});

export const AdminGetGiftCardsGiftCard = operation({
  id: "AdminGetGiftCardsGiftCard",
  method: "get",
  path: "/admin/gift-cards/{id}",
  tag: TAG,
  summary: "Get a gift card",
  description: "With what each order took from its balance.",
  audience: "staff",
  responses: { 200: giftCardAnswer },
});

export const AdminPostGiftCardsGiftCard = operation({
  id: "AdminPostGiftCardsGiftCard",
  method: "post",
  path: "/admin/gift-cards/{id}",
  tag: TAG,
  summary: "Update a gift card",
  description:
    "Sets the balance (staff adjust it by hand), the region, the end date (null: never ends) or whether the card is disabled.",
  audience: "staff",
  body: z.strictObject({
    balance: moneyField.optional(),
    region_id: entityId.optional(),
    ends_at: dateText.nullish(),
    is_disabled: z.boolean().optional(),
    metadata: metadataField.optional(),
  }),
  responses: { 200: giftCardAnswer },
});

export const AdminDeleteGiftCardsGiftCard = operation({
  id: "AdminDeleteGiftCardsGiftCard",
  method: "delete",
  path: "/admin/gift-cards/{id}",
  tag: TAG,
  summary: "Delete a gift card",
  description: "The card can no longer be looked up or applied; what orders took from it stays.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});
