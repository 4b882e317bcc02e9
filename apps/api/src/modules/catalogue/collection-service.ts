// Product collections on the Store API (Medusa v1 §7.3): the entity only; its products are read
// with `GET /store/products?collection_id[]=…`.
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productCollections } from "./tables";
import { notFound } from "../../http/errors";
import { comparisonConditions, type DateComparison } from "../../http/list-query";

export type StoreCollection = typeof productCollections.$inferSelect;

export interface CollectionListQuery {
  handle?: string[];
  created_at?: DateComparison;
  updated_at?: DateComparison;
  offset: number;
  limit: number;
}

export async function listCollections(
  db: Database,
  query: CollectionListQuery,
): Promise<{ collections: StoreCollection[]; count: number }> {
  const conditions: SQL[] = [
    isNull(productCollections.deleted_at),
    ...comparisonConditions(productCollections.created_at, query.created_at),
    ...comparisonConditions(productCollections.updated_at, query.updated_at),
  ];
  if (query.handle !== undefined && query.handle.length > 0) {
    conditions.push(inArray(productCollections.handle, query.handle));
  }
  const where = and(...conditions);
  const [collections, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productCollections)
      .where(where)
      .orderBy(desc(productCollections.created_at), desc(productCollections.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(productCollections).where(where),
  ]);
  return { collections, count: total };
}

export async function retrieveCollection(db: Database, id: string): Promise<StoreCollection> {
  const [collection] = await db
    .select()
    .from(productCollections)
    .where(and(eq(productCollections.id, id), isNull(productCollections.deleted_at)));
  if (collection === undefined) throw notFound(`Collection with id: ${id} was not found`);
  return collection;
}
