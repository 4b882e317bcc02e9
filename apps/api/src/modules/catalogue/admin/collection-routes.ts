// /admin/collections (contract medusa-v1 §12.1): list, retrieve (with the products), create,
// update, soft delete, and adding or removing products in batches.
import { and, count, desc, eq, ilike, inArray, isNull, ne, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { productCollections, products } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { parseBody, parseQuery, queryFieldList, queryList } from "../../../http/validation";
import { mergeMetadata } from "../../carts/line-items";
import { groupBy } from "../../../db/group-by";
import { containsPattern, paginationQuery } from "../../../http/list-query";
import { metadataField, requiredText } from "../../customers/fields";
import { storeProductColumns } from "../product-serializer";
import { COLLECTIONS_DEFAULT_LIMIT } from "../constants";
import { handleField, slugify } from "../handles";
import { assertProductsExist, productIdList } from "../product-batch";
import { refuseUniqueClash } from "../unique-clash";

type CollectionRow = typeof productCollections.$inferSelect;

const listQuery = z.strictObject({
  ...paginationQuery(COLLECTIONS_DEFAULT_LIMIT),
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  handle: queryList.optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

const createBody = z.strictObject({
  title: requiredText,
  handle: handleField.optional(),
  metadata: metadataField.nullish(),
});
const updateBody = z.strictObject({
  title: requiredText.optional(),
  handle: handleField.optional(),
  metadata: metadataField.nullish(),
});
const batchBody = z.strictObject({ product_ids: productIdList });

const collectionNotFound = (id: string) =>
  notFound(`Product collection with id: ${id} was not found`);

async function withProducts(db: Database, rows: CollectionRow[], publicUrl: string) {
  const ids = rows.map((row) => row.id);
  const productRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(inArray(products.collection_id, ids), isNull(products.deleted_at)))
          .orderBy(desc(products.created_at), desc(products.id));
  const byCollection = groupBy(productRows, (row) => row.collection_id ?? "");
  return rows.map((row) => ({
    ...row,
    products: (byCollection.get(row.id) ?? []).map((product) =>
      storeProductColumns(product, publicUrl),
    ),
  }));
}

async function liveCollection(db: Database, id: string): Promise<CollectionRow> {
  const [row] = await db
    .select()
    .from(productCollections)
    .where(and(eq(productCollections.id, id), isNull(productCollections.deleted_at)));
  if (row === undefined) throw collectionNotFound(id);
  return row;
}

async function adminCollection(db: Database, id: string, publicUrl: string) {
  const [collection] = await withProducts(db, [await liveCollection(db, id)], publicUrl);
  return collection;
}

async function assertHandleFree(db: Database, handle: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: productCollections.id })
    .from(productCollections)
    .where(
      and(
        eq(productCollections.handle, handle),
        exceptId === undefined ? undefined : ne(productCollections.id, exceptId),
      ),
    )
    .limit(1);
  if (taken !== undefined) throw invalidData(`A collection with handle ${handle} already exists`);
}

export const adminCollectionRoutes = new Hono<AppEnv>()
  .get("/collections", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db, config } = c.get("deps");
    const pattern = query.q ? containsPattern(query.q) : undefined;
    const where = and(
      isNull(productCollections.deleted_at),
      query.handle !== undefined && query.handle.length > 0
        ? inArray(productCollections.handle, query.handle)
        : undefined,
      pattern === undefined
        ? undefined
        : or(ilike(productCollections.title, pattern), ilike(productCollections.handle, pattern)),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(productCollections)
        .where(where)
        .orderBy(desc(productCollections.created_at), desc(productCollections.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ count: count() }).from(productCollections).where(where),
    ]);
    return c.json({
      collections: await withProducts(db, rows, config.publicUrl),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/collections", async (c) => {
    const body = await parseBody(c, createBody);
    const { db, config } = c.get("deps");
    const handle = body.handle ?? slugify(body.title);
    if (!handle) throw invalidData("handle: cannot be made from this title; give a handle");
    const id = generateId("pcol");
    await db
      .transaction(async (tx) => {
        await assertHandleFree(tx, handle);
        await tx
          .insert(productCollections)
          .values({ id, title: body.title, handle, metadata: body.metadata ?? null });
      })
      .catch(refuseUniqueClash(`A collection with handle ${handle} already exists`));
    return c.json({ collection: await adminCollection(db, id, config.publicUrl) });
  })
  .get("/collections/:id", async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ collection: await adminCollection(db, c.req.param("id"), config.publicUrl) });
  })
  .post("/collections/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await db
      .transaction(async (tx) => {
        const collection = await liveCollection(tx, id);
        if (body.handle !== undefined) await assertHandleFree(tx, body.handle, id);
        await tx
          .update(productCollections)
          .set({
            title: body.title,
            handle: body.handle,
            ...(body.metadata === undefined
              ? {}
              : {
                  metadata:
                    body.metadata === null
                      ? null
                      : mergeMetadata(collection.metadata, body.metadata),
                }),
            updated_at: new Date(),
          })
          .where(eq(productCollections.id, id));
      })
      .catch(refuseUniqueClash(`A collection with handle ${body.handle} already exists`));
    return c.json({ collection: await adminCollection(db, id, config.publicUrl) });
  })
  .delete("/collections/:id", async (c) => {
    const { db } = c.get("deps");
    const id = c.req.param("id");
    await db.transaction(async (tx) => {
      await liveCollection(tx, id);
      const now = new Date();
      await tx
        .update(products)
        .set({ collection_id: null, updated_at: now })
        .where(eq(products.collection_id, id));
      // The handle index counts deleted rows; releasing the handle lets a new collection take it.
      await tx
        .update(productCollections)
        .set({ deleted_at: now, updated_at: now, handle: null })
        .where(eq(productCollections.id, id));
    });
    return c.json({ id, object: "product-collection", deleted: true });
  })
  .post("/collections/:id/products/batch", async (c) => {
    const { product_ids } = await parseBody(c, batchBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await db.transaction(async (tx) => {
      await liveCollection(tx, id);
      await assertProductsExist(tx, product_ids);
      await tx
        .update(products)
        .set({ collection_id: id, updated_at: new Date() })
        .where(inArray(products.id, product_ids));
    });
    return c.json({ collection: await adminCollection(db, id, config.publicUrl) });
  })
  .delete("/collections/:id/products/batch", async (c) => {
    const { product_ids } = await parseBody(c, batchBody);
    const { db } = c.get("deps");
    const id = c.req.param("id");
    await db.transaction(async (tx) => {
      await liveCollection(tx, id);
      await assertProductsExist(tx, product_ids);
      await tx
        .update(products)
        .set({ collection_id: null, updated_at: new Date() })
        .where(and(inArray(products.id, product_ids), eq(products.collection_id, id)));
    });
    return c.json({ id, object: "product-collection", removed_products: product_ids });
  });
