// Which sales channels a Store request may see (Medusa v1 §3.4). The `x-publishable-api-key`
// header names a publishable key whose linked channels bound what products, variants and new
// carts the request can reach; without the header the store's default sales channel applies.
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client";
import { stores } from "../store-settings/tables";
import { publishableApiKeys, publishableApiKeySalesChannels } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData } from "../../http/errors";
import { catalogueLookup } from "../../http/response-cache";

export const PUBLISHABLE_KEY_HEADER = "x-publishable-api-key";

export interface SalesChannelScope {
  /** The key id sent in `x-publishable-api-key`, or null when the request sent none. */
  publishableKeyId: string | null;
  /**
   * The channels the request may see: the key's channels, or the store's default channel when
   * no key was sent. Empty means unrestricted (a key linked to no channel, as in Medusa, or a
   * store without a default channel).
   */
  salesChannelIds: string[];
}

interface PublishableKeyRecord {
  revoked: boolean;
  salesChannelIds: string[];
}

const keyRecords = catalogueLookup<PublishableKeyRecord | null>();
const defaultChannels = catalogueLookup<string[]>();
const scopesByRequest = new WeakMap<Context, Promise<SalesChannelScope>>();

async function loadKeyRecord(db: Database, keyId: string): Promise<PublishableKeyRecord | null> {
  const rows = await db
    .select({
      revokedAt: publishableApiKeys.revoked_at,
      salesChannelId: publishableApiKeySalesChannels.sales_channel_id,
    })
    .from(publishableApiKeys)
    .leftJoin(
      publishableApiKeySalesChannels,
      eq(publishableApiKeySalesChannels.publishable_key_id, publishableApiKeys.id),
    )
    .where(eq(publishableApiKeys.id, keyId));
  if (rows.length === 0) return null;
  return {
    revoked: rows[0].revokedAt !== null,
    salesChannelIds: rows
      .flatMap((row) => (row.salesChannelId === null ? [] : [row.salesChannelId]))
      .sort(),
  };
}

async function loadDefaultChannels(db: Database): Promise<string[]> {
  const [store] = await db
    .select({ channelId: stores.default_sales_channel_id })
    .from(stores)
    .orderBy(stores.created_at)
    .limit(1);
  return store?.channelId ? [store.channelId] : [];
}

async function resolveScope(c: Context<AppEnv>): Promise<SalesChannelScope> {
  const { db } = c.get("deps");
  const keyId = c.req.header(PUBLISHABLE_KEY_HEADER)?.trim();
  if (!keyId) {
    return {
      publishableKeyId: null,
      salesChannelIds: await defaultChannels(db, "default-sales-channel", () =>
        loadDefaultChannels(db),
      ),
    };
  }
  const record = await keyRecords(db, `publishable-key:${keyId}`, () => loadKeyRecord(db, keyId));
  if (record === null || record.revoked) {
    throw invalidData(
      `The publishable API key "${keyId}" in the ${PUBLISHABLE_KEY_HEADER} header does not exist or has been revoked.`,
    );
  }
  return { publishableKeyId: keyId, salesChannelIds: record.salesChannelIds };
}

/**
 * The sales-channel scope of a request, resolved once per request (and cached briefly across
 * requests). Throws a 400 `invalid_data` for an unknown or revoked key. The carts module calls
 * this on `POST /store/carts` to pick or check the cart's sales channel.
 */
export function salesChannelScope(c: Context<AppEnv>): Promise<SalesChannelScope> {
  let scope = scopesByRequest.get(c);
  if (scope === undefined) {
    scope = resolveScope(c);
    scopesByRequest.set(c, scope);
  }
  return scope;
}

/** Rejects a bad publishable key before the route runs; the route then reads the scope for free. */
export const publishableKeyScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  await salesChannelScope(c);
  await next();
};
