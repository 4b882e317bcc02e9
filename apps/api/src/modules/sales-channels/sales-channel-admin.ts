// What the admin's sales-channel and publishable-key routes read and write (Medusa v1
// SalesChannelService and PublishableApiKeyService): live channels, pages of them, and the checks
// that every product or channel named in a batch exists. Reads run one query after another, so
// they may be given a transaction.
import { and, count, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import {
  comparisonConditions,
  containsPattern,
  orderColumns,
  type DateComparison,
  type ListOrder,
} from "../../http/list-query";
import { stores } from "../store-settings/tables";
import { publishableApiKeys, salesChannels } from "./tables";

export type SalesChannelRow = typeof salesChannels.$inferSelect;
export type PublishableKeyRow = typeof publishableApiKeys.$inferSelect;

export const SALES_CHANNEL_ORDER_FIELDS = [
  "name",
  "description",
  "is_disabled",
  "created_at",
  "updated_at",
] as const;
export type SalesChannelOrderField = (typeof SALES_CHANNEL_ORDER_FIELDS)[number];

export async function findSalesChannelRow(db: Database, id: string): Promise<SalesChannelRow> {
  const [row] = await db
    .select()
    .from(salesChannels)
    .where(and(eq(salesChannels.id, id), isNull(salesChannels.deleted_at)));
  if (!row) throw notFound(`Sales channel with id: ${id} was not found`);
  return row;
}

export const publishableKeyNotFound = (id: string) =>
  notFound(`Publishable key with id: ${id} was not found`);

export async function findPublishableKeyRow(db: Database, id: string): Promise<PublishableKeyRow> {
  const [row] = await db.select().from(publishableApiKeys).where(eq(publishableApiKeys.id, id));
  if (!row) throw publishableKeyNotFound(id);
  return row;
}

/** `q` as Medusa's free-text search of channels: part of the name or of the description. */
export function channelSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(salesChannels.name, pattern), ilike(salesChannels.description, pattern));
}

export interface SalesChannelListQuery {
  q?: string;
  id?: string;
  name?: string;
  description?: string;
  created_at?: DateComparison;
  updated_at?: DateComparison;
  deleted_at?: DateComparison;
  offset: number;
  limit: number;
}

export async function listSalesChannels(
  db: Database,
  query: SalesChannelListQuery,
  order: ListOrder<SalesChannelOrderField>,
): Promise<{ sales_channels: SalesChannelRow[]; count: number }> {
  const where = and(
    isNull(salesChannels.deleted_at),
    query.id === undefined ? undefined : eq(salesChannels.id, query.id),
    query.name === undefined ? undefined : eq(salesChannels.name, query.name),
    query.description === undefined ? undefined : eq(salesChannels.description, query.description),
    ...comparisonConditions(salesChannels.created_at, query.created_at),
    ...comparisonConditions(salesChannels.updated_at, query.updated_at),
    ...comparisonConditions(salesChannels.deleted_at, query.deleted_at),
    channelSearch(query.q),
  );
  const rows = await db
    .select()
    .from(salesChannels)
    .where(where)
    .orderBy(...orderColumns(salesChannels[order.field], salesChannels.id, order.descending))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ count: count() }).from(salesChannels).where(where);
  return { sales_channels: rows, count: total.count };
}

/** The store's default channel, which cannot be deleted; null when the store names none. */
export async function defaultSalesChannelId(db: Database): Promise<string | null> {
  const [store] = await db
    .select({ id: stores.default_sales_channel_id })
    .from(stores)
    .orderBy(stores.created_at)
    .limit(1);
  return store?.id ?? null;
}
