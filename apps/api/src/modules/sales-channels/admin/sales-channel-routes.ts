// Sales channels under /admin (Medusa v1 `api/routes/admin/sales-channels`, contract §12.1).
// Every change runs in one transaction under the Idempotency-Key, then drops the cached catalogue
// (registered in ../routes.ts), so the store shows a channel's products or its going away at once.
// The stock-location routes of a channel live in the inventory module.
import {
  AdminDeleteSalesChannelsChannelProductsBatch,
  AdminDeleteSalesChannelsSalesChannel,
  AdminGetSalesChannels,
  AdminGetSalesChannelsSalesChannel,
  AdminPostSalesChannels,
  AdminPostSalesChannelsChannelProductsBatch,
  AdminPostSalesChannelsSalesChannel,
} from "@atelier/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { missingLiveIds } from "../../../db/missing-ids";
import type { AppEnv } from "../../../http/context";
import { notAllowed } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { NEWEST_FIRST, parseOrder } from "../../../http/list-query";
import { answer, bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { products, productSalesChannels } from "../../catalogue/tables";
import { multipleErrorsResponse } from "../scope-errors";
import {
  defaultSalesChannelId,
  findSalesChannelRow,
  listSalesChannels,
  SALES_CHANNEL_ORDER_FIELDS,
} from "../sales-channel-admin";
import { publishableApiKeySalesChannels, salesChannels } from "../tables";

const listRoute = bind(AdminGetSalesChannels, async (c, input) => {
  const query = input.query();
  const order = parseOrder(query.order, SALES_CHANNEL_ORDER_FIELDS, NEWEST_FIRST);
  const page = await listSalesChannels(c.get("deps").db, query, order);
  return reply(c, AdminGetSalesChannels, 200, {
    ...page,
    offset: query.offset,
    limit: query.limit,
  });
});

const getRoute = bind(AdminGetSalesChannelsSalesChannel, async (c, input) => {
  const channel = await findSalesChannelRow(c.get("deps").db, input.params.id);
  return reply(c, AdminGetSalesChannelsSalesChannel, 200, { sales_channel: channel });
});

const createRoute = bind(
  AdminPostSalesChannels,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const [channel] = await tx
        .insert(salesChannels)
        .values({
          id: generateId("sc"),
          name: body.name,
          description: body.description ?? null,
          is_disabled: body.is_disabled ?? false,
          metadata: body.metadata ?? null,
        })
        .returning();
      return answer(AdminPostSalesChannels, 200, { sales_channel: channel });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostSalesChannelsSalesChannel,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const channel = await findSalesChannelRow(tx, id);
      const [updated] = await tx
        .update(salesChannels)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.is_disabled === undefined ? {} : { is_disabled: body.is_disabled }),
          ...(body.metadata === undefined
            ? {}
            : {
                metadata:
                  body.metadata === null ? null : mergeMetadata(channel.metadata, body.metadata),
              }),
          updated_at: sql`now()`,
        })
        .where(eq(salesChannels.id, channel.id))
        .returning();
      return answer(AdminPostSalesChannelsSalesChannel, 200, { sales_channel: updated });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteSalesChannelsSalesChannel,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const channel = await findSalesChannelRow(tx, id);
      if (channel.id === (await defaultSalesChannelId(tx))) {
        throw notAllowed(
          "You cannot delete the default sales channel: it is the one the store sells through when no publishable key is sent.",
        );
      }
      await tx
        .update(salesChannels)
        .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
        .where(eq(salesChannels.id, channel.id));
      // A deleted channel holds nothing: its products and keys no longer reach it.
      await tx
        .delete(productSalesChannels)
        .where(eq(productSalesChannels.sales_channel_id, channel.id));
      await tx
        .delete(publishableApiKeySalesChannels)
        .where(eq(publishableApiKeySalesChannels.sales_channel_id, channel.id));
      return answer(AdminDeleteSalesChannelsSalesChannel, 200, {
        id: channel.id,
        object: "sales-channel",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const addProductsRoute = bind(
  AdminPostSalesChannelsChannelProductsBatch,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    const productIds = body.product_ids.map((product) => product.id);
    // As Medusa's `validateProductsExist`: the MultipleErrors 400 naming every unknown product.
    const missing = await missingLiveIds(c.get("deps").db, products, productIds);
    if (missing.length > 0) {
      return multipleErrorsResponse(c, [`Products ${missing.join(", ")} do not exist`]);
    }
    return runIdempotent(c, async (tx) => {
      const channel = await findSalesChannelRow(tx, id);
      if (productIds.length > 0) {
        await tx
          .insert(productSalesChannels)
          .values(
            [...new Set(productIds)].map((product_id) => ({
              product_id,
              sales_channel_id: channel.id,
            })),
          )
          .onConflictDoNothing();
      }
      return answer(AdminPostSalesChannelsChannelProductsBatch, 200, { sales_channel: channel });
    });
  },
  [idempotencyKey],
);

const removeProductsRoute = bind(
  AdminDeleteSalesChannelsChannelProductsBatch,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    const productIds = body.product_ids.map((product) => product.id);
    return runIdempotent(c, async (tx) => {
      const channel = await findSalesChannelRow(tx, id);
      if (productIds.length > 0) {
        await tx
          .delete(productSalesChannels)
          .where(
            and(
              eq(productSalesChannels.sales_channel_id, channel.id),
              inArray(productSalesChannels.product_id, productIds),
            ),
          );
      }
      return answer(AdminDeleteSalesChannelsChannelProductsBatch, 200, { sales_channel: channel });
    });
  },
  [idempotencyKey],
);

export const adminSalesChannelRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  addProductsRoute,
  removeProductsRoute,
]);
