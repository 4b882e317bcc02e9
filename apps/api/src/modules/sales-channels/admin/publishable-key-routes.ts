// Publishable API keys under /admin (Medusa v1 `api/routes/admin/publishable-api-keys`, contract
// §12.1). Every change runs in one transaction under the Idempotency-Key; the store caches each
// key with its channels (sales-channel-scope.ts), so every change to a key or its links then drops
// the cached catalogue (registered in ../routes.ts) and storefronts see it at once.
import {
  AdminDeletePublishableApiKeySalesChannelsBatch,
  AdminDeletePublishableApiKeysPublishableApiKey,
  AdminGetPublishableApiKeys,
  AdminGetPublishableApiKeySalesChannels,
  AdminGetPublishableApiKeysPublishableApiKey,
  AdminPostPublishableApiKeys,
  AdminPostPublishableApiKeySalesChannelsBatch,
  AdminPostPublishableApiKeysPublishableApiKey,
  AdminPostPublishableApiKeysPublishableApiKeyRevoke,
} from "@atelier/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { missingLiveIds } from "../../../db/missing-ids";
import type { AppEnv } from "../../../http/context";
import { notAllowed } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { containsPattern } from "../../../http/list-query";
import { answer, bind, mount, reply } from "../../../http/route";
import { multipleErrorsResponse } from "../scope-errors";
import {
  channelSearch,
  findPublishableKeyRow,
  publishableKeyNotFound,
} from "../sales-channel-admin";
import { publishableApiKeys, publishableApiKeySalesChannels, salesChannels } from "../tables";

const staffId = (c: Context<AppEnv>): string | null => c.get("staff")?.userId ?? null;

const listRoute = bind(AdminGetPublishableApiKeys, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const where = query.q ? ilike(publishableApiKeys.title, containsPattern(query.q)) : undefined;
  const rows = await db
    .select()
    .from(publishableApiKeys)
    .where(where)
    .orderBy(desc(publishableApiKeys.created_at), desc(publishableApiKeys.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ count: count() }).from(publishableApiKeys).where(where);
  return reply(c, AdminGetPublishableApiKeys, 200, {
    publishable_api_keys: rows,
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const getRoute = bind(AdminGetPublishableApiKeysPublishableApiKey, async (c, input) => {
  const key = await findPublishableKeyRow(c.get("deps").db, input.params.id);
  return reply(c, AdminGetPublishableApiKeysPublishableApiKey, 200, { publishable_api_key: key });
});

const createRoute = bind(
  AdminPostPublishableApiKeys,
  async (c, input) => {
    const body = await input.body();
    return runIdempotent(c, async (tx) => {
      const [key] = await tx
        .insert(publishableApiKeys)
        .values({ id: generateId("pk"), title: body.title, created_by: staffId(c) })
        .returning();
      return answer(AdminPostPublishableApiKeys, 200, { publishable_api_key: key });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostPublishableApiKeysPublishableApiKey,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const key = await findPublishableKeyRow(tx, id);
      const [updated] = await tx
        .update(publishableApiKeys)
        .set({
          ...(body.title === undefined ? {} : { title: body.title }),
          updated_at: sql`now()`,
        })
        .where(eq(publishableApiKeys.id, key.id))
        .returning();
      return answer(AdminPostPublishableApiKeysPublishableApiKey, 200, {
        publishable_api_key: updated,
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeletePublishableApiKeysPublishableApiKey,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      const key = await findPublishableKeyRow(tx, id);
      // Its channel links go with it (the foreign key cascades).
      await tx.delete(publishableApiKeys).where(eq(publishableApiKeys.id, key.id));
      return answer(AdminDeletePublishableApiKeysPublishableApiKey, 200, {
        id: key.id,
        object: "publishable_api_key",
        deleted: true,
      });
    });
  },
  [idempotencyKey],
);

const revokeRoute = bind(
  AdminPostPublishableApiKeysPublishableApiKeyRevoke,
  async (c, input) => {
    const { id } = input.params;
    return runIdempotent(c, async (tx) => {
      // Locked, so that two revokes racing each other find one of them already done.
      const [key] = await tx
        .select()
        .from(publishableApiKeys)
        .where(eq(publishableApiKeys.id, id))
        .for("update");
      if (!key) throw publishableKeyNotFound(id);
      if (key.revoked_at !== null) throw notAllowed("PublishableApiKey has already been revoked.");
      const [revoked] = await tx
        .update(publishableApiKeys)
        .set({ revoked_at: sql`now()`, revoked_by: staffId(c), updated_at: sql`now()` })
        .where(eq(publishableApiKeys.id, key.id))
        .returning();
      return answer(AdminPostPublishableApiKeysPublishableApiKeyRevoke, 200, {
        publishable_api_key: revoked,
      });
    });
  },
  [idempotencyKey],
);

const listChannelsRoute = bind(AdminGetPublishableApiKeySalesChannels, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const key = await findPublishableKeyRow(db, input.params.id);
  const rows = await db
    .select({ channel: salesChannels })
    .from(publishableApiKeySalesChannels)
    .innerJoin(salesChannels, eq(salesChannels.id, publishableApiKeySalesChannels.sales_channel_id))
    .where(
      and(
        eq(publishableApiKeySalesChannels.publishable_key_id, key.id),
        isNull(salesChannels.deleted_at),
        channelSearch(query.q),
      ),
    )
    .orderBy(asc(salesChannels.created_at), asc(salesChannels.id));
  return reply(c, AdminGetPublishableApiKeySalesChannels, 200, {
    sales_channels: rows.map((row) => row.channel),
  });
});

const addChannelsRoute = bind(
  AdminPostPublishableApiKeySalesChannelsBatch,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    const channelIds = [...new Set(body.sales_channel_ids.map((channel) => channel.id))];
    // As Medusa's `validateSalesChannelsExist`: the MultipleErrors 400 naming every unknown one.
    const missing = await missingLiveIds(c.get("deps").db, salesChannels, channelIds);
    if (missing.length > 0) {
      return multipleErrorsResponse(c, [`Sales channels ${missing.join(", ")} do not exist`]);
    }
    return runIdempotent(c, async (tx) => {
      const key = await findPublishableKeyRow(tx, id);
      if (channelIds.length > 0) {
        await tx
          .insert(publishableApiKeySalesChannels)
          .values(
            channelIds.map((sales_channel_id) => ({
              publishable_key_id: key.id,
              sales_channel_id,
            })),
          )
          .onConflictDoNothing();
      }
      return answer(AdminPostPublishableApiKeySalesChannelsBatch, 200, {
        publishable_api_key: key,
      });
    });
  },
  [idempotencyKey],
);

const removeChannelsRoute = bind(
  AdminDeletePublishableApiKeySalesChannelsBatch,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    const channelIds = body.sales_channel_ids.map((channel) => channel.id);
    return runIdempotent(c, async (tx) => {
      const key = await findPublishableKeyRow(tx, id);
      if (channelIds.length > 0) {
        await tx
          .delete(publishableApiKeySalesChannels)
          .where(
            and(
              eq(publishableApiKeySalesChannels.publishable_key_id, key.id),
              inArray(publishableApiKeySalesChannels.sales_channel_id, channelIds),
            ),
          );
      }
      return answer(AdminDeletePublishableApiKeySalesChannelsBatch, 200, {
        publishable_api_key: key,
      });
    });
  },
  [idempotencyKey],
);

export const adminPublishableKeyRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  revokeRoute,
  listChannelsRoute,
  addChannelsRoute,
  removeChannelsRoute,
]);
