// What the admin's gift-card routes read and write (Medusa v1 GiftCardService): a card with its
// region and order, a page of cards, and issuing one with a generated code. Reads run one query
// after another, so they may be given a transaction.
import { randomInt } from "node:crypto";
import type { AdminGiftCard, AdminGiftCardDetail } from "@atelier/contracts";
import { and, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { containsPattern } from "../../http/list-query";
import type { Sendable } from "../../http/route";
import { orders } from "../orders/tables";
import { regions } from "../regions/tables";
import { findRegions, retrieveRegion } from "../regions/region-service";
import { carts } from "../carts/tables";
import { cartGiftCards, giftCards, giftCardTransactions } from "./tables";
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_GROUPS } from "./constants";

type GiftCardRow = typeof giftCards.$inferSelect;

export const giftCardIdNotFound = (id: string) =>
  notFound(`Gift card with id: ${id} was not found`);

/** Medusa's shape of a code: four groups of four upper-case letters and digits. */
export function generateGiftCardCode(): string {
  const group = () =>
    Array.from(
      { length: 4 },
      () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)],
    ).join("");
  return Array.from({ length: GIFT_CARD_CODE_GROUPS }, group).join("-");
}

/** The cards with their region and order, in the rows' order. */
async function withRelations(
  db: Database,
  rows: GiftCardRow[],
): Promise<Sendable<AdminGiftCard>[]> {
  if (rows.length === 0) return [];
  const regionList = await findRegions(db, [...new Set(rows.map((row) => row.region_id))]);
  const regionsById = new Map(regionList.map((region) => [region.id, region]));
  const orderIds = rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id]));
  const orderRows =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, display_id: orders.display_id, email: orders.email })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  const ordersById = new Map(orderRows.map((order) => [order.id, order]));
  return rows.map((row) => {
    const region = regionsById.get(row.region_id);
    // Only a card of a deleted region has none.
    if (!region) throw notFound(`Region with id: ${row.region_id} was not found`);
    return {
      ...row,
      region,
      order: row.order_id === null ? null : (ordersById.get(row.order_id) ?? null),
    };
  });
}

export async function findGiftCardRow(db: Database, id: string): Promise<GiftCardRow> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), isNull(giftCards.deleted_at)));
  if (!row) throw giftCardIdNotFound(id);
  return row;
}

/** One card with its region, order and what orders took from it, newest first. */
export async function findAdminGiftCard(
  db: Database,
  id: string,
): Promise<Sendable<AdminGiftCardDetail>> {
  const [card] = await withRelations(db, [await findGiftCardRow(db, id)]);
  const transactions = await db
    .select()
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.gift_card_id, id))
    .orderBy(desc(giftCardTransactions.created_at), desc(giftCardTransactions.id));
  return { ...card, gift_card_transactions: transactions };
}

export interface GiftCardListQuery {
  q?: string;
  offset: number;
  limit: number;
}

export async function listAdminGiftCards(
  db: Database,
  query: GiftCardListQuery,
): Promise<{ gift_cards: Sendable<AdminGiftCard>[]; count: number }> {
  // Cards of a deleted region are left out: they cannot be used, and have no region to answer.
  const liveRegions = db.select({ id: regions.id }).from(regions).where(isNull(regions.deleted_at));
  const where = and(
    isNull(giftCards.deleted_at),
    inArray(giftCards.region_id, liveRegions),
    query.q ? ilike(giftCards.code, containsPattern(query.q)) : undefined,
  );
  const rows = await db
    .select()
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.created_at), desc(giftCards.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ count: count() }).from(giftCards).where(where);
  return { gift_cards: await withRelations(db, rows), count: total.count };
}

export interface NewGiftCard {
  region_id: string;
  value: number;
  ends_at?: Date | null;
  is_disabled?: boolean;
  metadata?: Record<string, unknown> | null;
  order_id?: string | null;
}

/**
 * Issues a card worth `value`, its whole value as balance. As Medusa, a card of a region whose
 * gift cards are taxable keeps the region's rate, which its spending is taxed at.
 */
export async function issueGiftCard(db: Database, card: NewGiftCard): Promise<GiftCardRow> {
  const region = await retrieveRegion(db, card.region_id);
  const [row] = await db
    .insert(giftCards)
    .values({
      id: generateId("gift"),
      code: generateGiftCardCode(),
      value: card.value,
      balance: card.value,
      region_id: region.id,
      order_id: card.order_id ?? null,
      is_disabled: card.is_disabled ?? false,
      ends_at: card.ends_at ?? null,
      tax_rate: region.gift_cards_taxable ? region.tax_rate : null,
      metadata: card.metadata ?? null,
    })
    .returning();
  return row;
}

/**
 * After staff change a card, the open carts holding it are moved on (their cached answers show
 * the old balance otherwise); a card disabled or deleted is taken off them, as it can no longer
 * be applied.
 */
export async function refreshOpenCarts(
  db: Database,
  cardId: string,
  { detach }: { detach: boolean },
): Promise<void> {
  const openCarts = db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(cartGiftCards, eq(cartGiftCards.cart_id, carts.id))
    .where(and(eq(cartGiftCards.gift_card_id, cardId), isNull(carts.completed_at)));
  await db
    .update(carts)
    .set({ updated_at: sql`now()` })
    .where(inArray(carts.id, openCarts));
  if (detach) {
    await db
      .delete(cartGiftCards)
      .where(
        and(eq(cartGiftCards.gift_card_id, cardId), inArray(cartGiftCards.cart_id, openCarts)),
      );
  }
}
