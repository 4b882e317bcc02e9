// Gift cards under /admin (Medusa v1 `api/routes/admin/gift-cards`, contract §12.1). Every change
// runs in one transaction under the Idempotency-Key and answers the card as it leaves it.
import {
  AdminDeleteGiftCardsGiftCard,
  AdminGetGiftCards,
  AdminGetGiftCardsGiftCard,
  AdminPostGiftCards,
  AdminPostGiftCardsGiftCard,
} from "@atelier/contracts";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { retrieveRegion } from "../../regions/region-service";
import {
  findAdminGiftCard,
  findGiftCardRow,
  issueGiftCard,
  listAdminGiftCards,
  refreshOpenCarts,
} from "../gift-card-admin";
import { giftCards } from "../tables";

const listRoute = bind(AdminGetGiftCards, async (c, input) => {
  const query = input.query();
  const page = await listAdminGiftCards(c.get("deps").db, query);
  return reply(c, AdminGetGiftCards, 200, { ...page, offset: query.offset, limit: query.limit });
});

const getRoute = bind(AdminGetGiftCardsGiftCard, async (c, input) => {
  const card = await findAdminGiftCard(c.get("deps").db, input.params.id);
  return reply(c, AdminGetGiftCardsGiftCard, 200, { gift_card: card });
});

const createRoute = bind(
  AdminPostGiftCards,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const card = await issueGiftCard(tx, body);
      return answer(AdminPostGiftCards, 200, { gift_card: await findAdminGiftCard(tx, card.id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostGiftCardsGiftCard,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const card = await findGiftCardRow(tx, id);
      if (body.region_id !== undefined) await retrieveRegion(tx, body.region_id);
      await tx
        .update(giftCards)
        .set({
          ...(body.balance === undefined ? {} : { balance: body.balance }),
          ...(body.region_id === undefined ? {} : { region_id: body.region_id }),
          ...(body.ends_at === undefined ? {} : { ends_at: body.ends_at }),
          ...(body.is_disabled === undefined ? {} : { is_disabled: body.is_disabled }),
          ...(body.metadata === undefined
            ? {}
            : { metadata: mergeMetadata(card.metadata, body.metadata) }),
          updated_at: sql`now()`,
        })
        .where(eq(giftCards.id, card.id));
      await refreshOpenCarts(tx, card.id, { detach: body.is_disabled === true });
      return answer(AdminPostGiftCardsGiftCard, 200, {
        gift_card: await findAdminGiftCard(tx, card.id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteGiftCardsGiftCard,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const card = await findGiftCardRow(tx, id);
      await tx
        .update(giftCards)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(giftCards.id, card.id));
      await refreshOpenCarts(tx, card.id, { detach: true });
      return answer(AdminDeleteGiftCardsGiftCard, 200, {
        id: card.id,
        object: "gift-card",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

export const adminGiftCardRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
]);
