// Reads what a seeded shop hands to its clients (publishable key, sales channel, regions) back from
// the database, so a second seed run and the CLI report the same thing as the first run.
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  products,
  publishableApiKeys,
  publishableApiKeySalesChannels,
  regions,
  stores,
} from "../db/schema";

export interface SeedSummary {
  /** The publishable API key (its id) the web app sends as x-publishable-api-key. */
  publishableApiKey: string;
  salesChannelId: string;
  regions: { us: string; eu: string; jp: string };
  productCount: number;
}

/** The summary of the shop in the database, or undefined when it has not been seeded. */
export async function readSeedSummary(db: Database): Promise<SeedSummary | undefined> {
  const [store] = await db.select().from(stores).orderBy(asc(stores.created_at)).limit(1);
  if (!store?.default_sales_channel_id) return undefined;
  const salesChannelId = store.default_sales_channel_id;

  const [key] = await db
    .select({ id: publishableApiKeys.id })
    .from(publishableApiKeys)
    .innerJoin(
      publishableApiKeySalesChannels,
      eq(publishableApiKeySalesChannels.publishable_key_id, publishableApiKeys.id),
    )
    .where(
      and(
        eq(publishableApiKeySalesChannels.sales_channel_id, salesChannelId),
        isNull(publishableApiKeys.revoked_at),
      ),
    )
    .orderBy(asc(publishableApiKeys.created_at))
    .limit(1);

  const regionRows = await db
    .select({ id: regions.id, currency_code: regions.currency_code })
    .from(regions)
    .where(isNull(regions.deleted_at))
    .orderBy(asc(regions.created_at));
  const regionFor = (currency: string) =>
    regionRows.find((region) => region.currency_code === currency)?.id ?? "";

  const [{ published }] = await db
    .select({ published: count() })
    .from(products)
    .where(and(eq(products.status, "published"), isNull(products.deleted_at)));

  return {
    publishableApiKey: key?.id ?? "",
    salesChannelId,
    regions: {
      us: store.default_region_id ?? regionFor("usd"),
      eu: regionFor("eur"),
      jp: regionFor("jpy"),
    },
    productCount: published,
  };
}
