// The Admin methods for gift cards (issue 14), spread into the admin namespace by createAdminApi
// and named as in the Medusa JS client's `admin.giftCards`. A card is money: each change carries
// an Idempotency-Key (the caller's, or a fresh one).
import type {
  AdminDeleteGiftCardsGiftCard,
  AdminGetGiftCards,
  AdminGetGiftCardsGiftCard,
  AdminPostGiftCards,
  AdminPostGiftCardsGiftCard,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import { withIdempotencyKey } from "./admin-orders";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminGiftCardsApi({ request }: Transport) {
  const cardPath = (id: string) => `/admin/gift-cards/${segment(id)}`;
  return {
    giftCards: {
      list: (query?: Query<typeof AdminGetGiftCards>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetGiftCards>>("GET", "/admin/gift-cards", {
          query,
          ...options,
        }),
      /** One card with what orders took from it. */
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetGiftCardsGiftCard>>("GET", cardPath(id), options),
      /** Issues a card with a generated code, its balance its value. */
      create: (payload: Body<typeof AdminPostGiftCards>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostGiftCards>>("POST", "/admin/gift-cards", {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      /** Sets the balance, region, end date or whether the card is disabled. */
      update: (
        id: string,
        payload: Body<typeof AdminPostGiftCardsGiftCard>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostGiftCardsGiftCard>>("POST", cardPath(id), {
          body: payload,
          ...withIdempotencyKey(options),
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteGiftCardsGiftCard>>(
          "DELETE",
          cardPath(id),
          withIdempotencyKey(options),
        ),
    },
  };
}
