// The customer group of approved trade professionals, found by its metadata mark and made on
// first use with its "Trade prices" price list, so a fresh shop and a seeded one behave alike.
// Membership decides prices, so changing it drops the cached catalogue answers.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerGroupCustomers, customerGroups } from "../customers/tables";
import { generateId } from "../../http/ids";
import { invalidateCatalogueCache } from "../../http/response-cache";
import { ensureTradePriceList } from "./trade-price-list";
import { TRADE_GROUP_METADATA, TRADE_GROUP_NAME } from "./constants";

const isTradeGroup = and(
  sql`${customerGroups.metadata} @> ${JSON.stringify(TRADE_GROUP_METADATA)}::jsonb`,
  isNull(customerGroups.deleted_at),
);

export async function findTradeGroupId(db: Database): Promise<string | undefined> {
  const [group] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(isTradeGroup)
    .limit(1);
  return group?.id;
}

export async function ensureTradeGroup(db: Database): Promise<string> {
  const existing = await findTradeGroupId(db);
  if (existing) return existing;
  const [created] = await db
    .insert(customerGroups)
    .values({
      id: generateId("cgrp"),
      name: TRADE_GROUP_NAME,
      metadata: { ...TRADE_GROUP_METADATA },
    })
    .onConflictDoNothing()
    .returning({ id: customerGroups.id });
  const groupId = created?.id ?? (await findTradeGroupId(db))!;
  await ensureTradePriceList(db, groupId);
  return groupId;
}

export async function addToTradeGroup(db: Database, customerId: string): Promise<void> {
  const groupId = await ensureTradeGroup(db);
  await db
    .insert(customerGroupCustomers)
    .values({ customer_group_id: groupId, customer_id: customerId })
    .onConflictDoNothing();
  invalidateCatalogueCache();
}

export async function removeFromTradeGroup(db: Database, customerId: string): Promise<void> {
  const groupId = await findTradeGroupId(db);
  if (!groupId) return;
  await db
    .delete(customerGroupCustomers)
    .where(
      and(
        eq(customerGroupCustomers.customer_group_id, groupId),
        eq(customerGroupCustomers.customer_id, customerId),
      ),
    );
  invalidateCatalogueCache();
}
