// /admin/collections (contract medusa-v1 §12.1): list, retrieve (with the products), create,
// update, soft delete, and adding or removing products in batches.
import {
  AdminDeleteCollectionsCollection,
  AdminDeleteProductsFromCollection,
  AdminGetCollections,
  AdminGetCollectionsCollection,
  AdminPostCollections,
  AdminPostCollectionsCollection,
  AdminPostProductsToCollection,
} from "@atelier/contracts";
import { and, count, desc, eq, ilike, inArray, isNull, ne, or } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../../db/client";
import { productCollections, products } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { bind, mount, reply } from "../../../http/route";
import { mergeMetadata } from "../../carts/line-items";
import { groupBy } from "../../../db/group-by";
import { containsPattern } from "../../../http/list-query";
import { storeProductColumns } from "../product-serializer";
import { slugify } from "../handles";
import { assertProductsExist } from "../product-batch";
import { refuseUniqueClash } from "../unique-clash";

type CollectionRow = typeof productCollections.$inferSelect;

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

const listRoute = bind(AdminGetCollections, async (c, input) => {
  const query = input.query();
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
  return reply(c, AdminGetCollections, 200, {
    collections: await withProducts(db, rows, config.publicUrl),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostCollections, async (c, input) => {
  const body = await input.body();
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
  return reply(c, AdminPostCollections, 200, {
    collection: await adminCollection(db, id, config.publicUrl),
  });
});

const retrieveRoute = bind(AdminGetCollectionsCollection, async (c, { params }) => {
  const { db, config } = c.get("deps");
  return reply(c, AdminGetCollectionsCollection, 200, {
    collection: await adminCollection(db, params.id, config.publicUrl),
  });
});

const updateRoute = bind(AdminPostCollectionsCollection, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
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
                  body.metadata === null ? null : mergeMetadata(collection.metadata, body.metadata),
              }),
          updated_at: new Date(),
        })
        .where(eq(productCollections.id, id));
    })
    .catch(refuseUniqueClash(`A collection with handle ${body.handle} already exists`));
  return reply(c, AdminPostCollectionsCollection, 200, {
    collection: await adminCollection(db, id, config.publicUrl),
  });
});

const deleteRoute = bind(AdminDeleteCollectionsCollection, async (c, { params }) => {
  const { db } = c.get("deps");
  const { id } = params;
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
  return reply(c, AdminDeleteCollectionsCollection, 200, {
    id,
    object: "product-collection",
    deleted: true,
  });
});

const addProductsRoute = bind(AdminPostProductsToCollection, async (c, input) => {
  const { product_ids } = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  await db.transaction(async (tx) => {
    await liveCollection(tx, id);
    await assertProductsExist(tx, product_ids);
    await tx
      .update(products)
      .set({ collection_id: id, updated_at: new Date() })
      .where(inArray(products.id, product_ids));
  });
  return reply(c, AdminPostProductsToCollection, 200, {
    collection: await adminCollection(db, id, config.publicUrl),
  });
});

const removeProductsRoute = bind(AdminDeleteProductsFromCollection, async (c, input) => {
  const { product_ids } = await input.body();
  const { db } = c.get("deps");
  const { id } = input.params;
  await db.transaction(async (tx) => {
    await liveCollection(tx, id);
    await assertProductsExist(tx, product_ids);
    await tx
      .update(products)
      .set({ collection_id: null, updated_at: new Date() })
      .where(and(inArray(products.id, product_ids), eq(products.collection_id, id)));
  });
  return reply(c, AdminDeleteProductsFromCollection, 200, {
    id,
    object: "product-collection",
    removed_products: product_ids,
  });
});

export const adminCollectionRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  addProductsRoute,
  removeProductsRoute,
]);
