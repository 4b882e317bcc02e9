// Which sales channel a cart belongs to (contract medusa-v1 §3.4, §6.1): the one asked for (inside
// the publishable key's scope), else the key's single channel, else the store's default channel.
import { asc, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import { salesChannels } from "../sales-channels/tables";
import { stores } from "../store-settings/tables";
import type { AppEnv } from "../../http/context";
import { salesChannelScope } from "../sales-channels/sales-channel-scope";
import { effectiveSalesChannels } from "../sales-channels/scope-errors";
import {
  publishableKeyHasSeveralChannels,
  salesChannelDisabled,
  salesChannelNotFound,
} from "./errors";

/** A channel a cart may be assigned to: it exists and is enabled. */
export async function assertAssignableChannel(db: Database, id: string): Promise<void> {
  const [channel] = await db
    .select({ name: salesChannels.name, is_disabled: salesChannels.is_disabled })
    .from(salesChannels)
    .where(eq(salesChannels.id, id));
  if (!channel) throw salesChannelNotFound(id);
  if (channel.is_disabled) throw salesChannelDisabled(channel.name);
}

async function storeDefaultChannel(db: Database): Promise<string | null> {
  const [store] = await db
    .select({ default_sales_channel_id: stores.default_sales_channel_id })
    .from(stores)
    .orderBy(asc(stores.created_at))
    .limit(1);
  return store?.default_sales_channel_id ?? null;
}

/**
 * The channel of a new cart. An explicit channel outside the key's scope throws the scope error
 * that `withScopeErrors` answers. Call it before the cart's transaction: it reads through the
 * app's own connection.
 */
export async function newCartSalesChannel(
  c: Context<AppEnv>,
  requested: string | undefined,
): Promise<string | null> {
  const { db } = c.get("deps");
  const scope = await salesChannelScope(c);
  if (requested !== undefined) {
    effectiveSalesChannels(scope, [requested]);
    await assertAssignableChannel(db, requested);
    return requested;
  }
  if (scope.salesChannelIds.length > 1) throw publishableKeyHasSeveralChannels();
  if (scope.salesChannelIds.length === 1) return scope.salesChannelIds[0];
  // A key linked to no channel falls back to the store's default, as in Medusa.
  return storeDefaultChannel(db);
}
