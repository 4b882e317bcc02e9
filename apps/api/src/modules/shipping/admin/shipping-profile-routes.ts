// Shipping profiles under /admin (Medusa v1 `api/routes/admin/shipping-profiles`, contract §12.1).
// Every change runs in one transaction under the Idempotency-Key and then drops the cached
// catalogue (registered in ../routes.ts): products and options name their profile, and carts are offered the options of their
// products' profiles, so the store sees a move at once.
import {
  AdminDeleteShippingProfilesProfile,
  AdminGetShippingProfiles,
  AdminGetShippingProfilesProfile,
  AdminPostShippingProfiles,
  AdminPostShippingProfilesProfile,
} from "@atelier/contracts";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { invalidData, notAllowed } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { products } from "../../catalogue/tables";
import {
  DEFAULT_SHIPPING_PROFILE_ID,
  GIFT_CARD_SHIPPING_PROFILE_ID,
  shippingProfiles,
} from "../profile-table";
import {
  findProfileDetail,
  findProfileRow,
  isStandingProfile,
  moveIntoProfile,
} from "../shipping-profile-admin";

const listRoute = bind(AdminGetShippingProfiles, async (c) => {
  const rows = await c
    .get("deps")
    .db.select()
    .from(shippingProfiles)
    .where(isNull(shippingProfiles.deleted_at))
    .orderBy(asc(shippingProfiles.created_at), asc(shippingProfiles.id));
  return reply(c, AdminGetShippingProfiles, 200, { shipping_profiles: rows });
});

const getRoute = bind(AdminGetShippingProfilesProfile, async (c, input) => {
  const profile = await findProfileDetail(c.get("deps").db, input.params.id);
  return reply(c, AdminGetShippingProfilesProfile, 200, { shipping_profile: profile });
});

const createRoute = bind(
  AdminPostShippingProfiles,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const [profile] = await tx
        .insert(shippingProfiles)
        .values({
          id: generateId("sp"),
          name: body.name,
          type: body.type,
          metadata: body.metadata ?? null,
        })
        .returning();
      await moveIntoProfile(tx, profile.id, body);
      return answer(AdminPostShippingProfiles, 200, {
        shipping_profile: await findProfileDetail(tx, profile.id),
      });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostShippingProfilesProfile,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const profile = await findProfileRow(tx, id);
      if (body.type !== undefined && body.type !== profile.type && isStandingProfile(profile.id)) {
        throw invalidData(
          `The ${profile.name} is one of the store's standing profiles: its type stays ${profile.type}.`,
        );
      }
      await tx
        .update(shippingProfiles)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.type === undefined ? {} : { type: body.type }),
          ...(body.metadata === undefined
            ? {}
            : {
                metadata:
                  body.metadata === null ? null : mergeMetadata(profile.metadata, body.metadata),
              }),
          updated_at: sql`now()`,
        })
        .where(eq(shippingProfiles.id, profile.id));
      await moveIntoProfile(tx, profile.id, body);
      return answer(AdminPostShippingProfilesProfile, 200, {
        shipping_profile: await findProfileDetail(tx, profile.id),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteShippingProfilesProfile,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const profile = await findProfileRow(tx, id);
      if (isStandingProfile(profile.id)) {
        throw notAllowed(
          `The ${profile.name} cannot be deleted: products and shipping options go back to it.`,
        );
      }
      await tx
        .update(shippingProfiles)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(shippingProfiles.id, profile.id));
      // Its products go back to their standing profile; its options stay, offered to no cart.
      for (const giftCard of [false, true]) {
        await tx
          .update(products)
          .set({
            profile_id: giftCard ? GIFT_CARD_SHIPPING_PROFILE_ID : DEFAULT_SHIPPING_PROFILE_ID,
            updated_at: sql`now()`,
          })
          .where(
            and(
              eq(products.profile_id, profile.id),
              giftCard ? eq(products.is_giftcard, true) : ne(products.is_giftcard, true),
            ),
          );
      }
      return answer(AdminDeleteShippingProfilesProfile, 200, {
        id: profile.id,
        object: "shipping_profile",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

export const adminShippingProfileRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
]);
