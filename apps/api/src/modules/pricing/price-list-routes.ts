// Admin price lists (contract medusa-v1 §12.1, §13): list with search and status filters, one
// list with its prices and customer groups, create, update and delete, batches of prices, and
// the products a list prices. The Store answers new prices at once: every write drops the
// cached catalogue answers.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/client";
import { products, productVariants } from "../catalogue/tables";
import { moneyAmounts, priceLists } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { parseBody, parseQuery, queryFieldList, queryInt, queryList } from "../../http/validation";
import { entityId } from "../carts/cart-input";
import { groupBy } from "../../db/group-by";
import { containsPattern } from "../../http/list-query";
import { invalidateCatalogueCache } from "../../http/response-cache";
import { dateField, descriptionField, idList, nameField, priceInputs } from "./body-fields";
import {
  MAX_BATCH_SIZE,
  PRICE_LIST_PRODUCTS_DEFAULT_LIMIT,
  PRICE_LIST_STATUSES,
  PRICE_LIST_TYPES,
  PRICE_LISTS_DEFAULT_LIMIT,
} from "./constants";
import {
  adminPriceList,
  deletePrices,
  findPriceList,
  setCustomerGroups,
  upsertPrices,
  withPricesAndGroups,
} from "./price-list-service";

const statusList = queryList.pipe(
  z.array(
    z.enum(PRICE_LIST_STATUSES, { error: `must be one of ${PRICE_LIST_STATUSES.join(", ")}` }),
  ),
);
const typeList = queryList.pipe(
  z.array(z.enum(PRICE_LIST_TYPES, { error: `must be one of ${PRICE_LIST_TYPES.join(", ")}` })),
);

const listQuery = z.strictObject({
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  status: statusList.optional(),
  type: typeList.optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(PRICE_LISTS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  order: z.string().optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

const productsQuery = z.strictObject({
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  offset: queryInt(0, { max: 1_000_000 }),
  limit: queryInt(PRICE_LIST_PRODUCTS_DEFAULT_LIMIT, { min: 1, max: 200 }),
  expand: queryFieldList,
  fields: queryFieldList,
});

const typeField = z.enum(PRICE_LIST_TYPES, {
  error: `must be one of ${PRICE_LIST_TYPES.join(", ")}`,
});
const statusField = z.enum(PRICE_LIST_STATUSES, {
  error: `must be one of ${PRICE_LIST_STATUSES.join(", ")}`,
});

const listFields = {
  name: nameField,
  description: descriptionField,
  type: typeField,
  status: statusField.optional(),
  starts_at: dateField,
  ends_at: dateField,
  customer_groups: idList.optional(),
  prices: priceInputs.optional(),
};

/** `starts_at` must come before `ends_at` when both are set. */
function datesInOrder(
  dates: { starts_at?: Date | null; ends_at?: Date | null },
  context: z.RefinementCtx,
): void {
  if (dates.starts_at && dates.ends_at && dates.starts_at >= dates.ends_at) {
    context.addIssue({ code: "custom", message: "ends_at must be later than starts_at" });
  }
}

const createBody = z.strictObject(listFields).superRefine(datesInOrder);
const updateBody = z
  .strictObject({
    ...listFields,
    name: nameField.optional(),
    description: descriptionField.optional(),
    type: typeField.optional(),
  })
  .superRefine(datesInOrder);
const pricesBatchBody = z.strictObject({ prices: priceInputs, override: z.boolean().optional() });
const deletePricesBody = z.strictObject({
  price_ids: z
    .array(entityId)
    .min(1, { error: "must name at least one price" })
    .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} ids` }),
});

/** Runs a write to a price list in one transaction, then lets the Store see it. */
async function writePriceList<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => write(tx as unknown as Database));
  invalidateCatalogueCache();
  return result;
}

export const priceListRoutes = new Hono<AppEnv>()
  .get("/price-lists", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db } = c.get("deps");
    const where = and(
      isNull(priceLists.deleted_at),
      query.q
        ? or(
            ilike(priceLists.name, containsPattern(query.q)),
            ilike(priceLists.description, containsPattern(query.q)),
          )
        : undefined,
      query.status?.length ? inArray(priceLists.status, query.status) : undefined,
      query.type?.length ? inArray(priceLists.type, query.type) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(priceLists)
        .where(where)
        .orderBy(desc(priceLists.created_at), desc(priceLists.id))
        .offset(query.offset)
        .limit(query.limit),
      db.select({ count: count() }).from(priceLists).where(where),
    ]);
    return c.json({
      price_lists: await withPricesAndGroups(db, rows),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/price-lists", async (c) => {
    const body = await parseBody(c, createBody);
    const { db } = c.get("deps");
    const id = generateId("pl");
    await writePriceList(db, async (tx) => {
      await tx.insert(priceLists).values({
        id,
        name: body.name,
        description: body.description,
        type: body.type,
        status: body.status ?? "draft",
        starts_at: body.starts_at ?? null,
        ends_at: body.ends_at ?? null,
      });
      await setCustomerGroups(tx, id, body.customer_groups ?? []);
      await upsertPrices(tx, id, body.prices ?? [], false);
    });
    return c.json({ price_list: await adminPriceList(db, id) });
  })
  .get("/price-lists/:id", async (c) => {
    return c.json({ price_list: await adminPriceList(c.get("deps").db, c.req.param("id")) });
  })
  .post("/price-lists/:id", async (c) => {
    const body = await parseBody(c, updateBody);
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    const startsAt = body.starts_at === undefined ? list.starts_at : body.starts_at;
    const endsAt = body.ends_at === undefined ? list.ends_at : body.ends_at;
    if (startsAt && endsAt && startsAt >= endsAt) {
      throw invalidData("ends_at must be later than starts_at");
    }
    await writePriceList(db, async (tx) => {
      const { customer_groups: groups, prices, ...columns } = body;
      await tx
        .update(priceLists)
        .set({ ...columns, updated_at: new Date() })
        .where(eq(priceLists.id, list.id));
      if (groups !== undefined) await setCustomerGroups(tx, list.id, groups);
      await upsertPrices(tx, list.id, prices ?? [], false);
    });
    return c.json({ price_list: await adminPriceList(db, list.id) });
  })
  .delete("/price-lists/:id", async (c) => {
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    // Soft: a deleted Trade prices list stays linked to its group, so it is not made again.
    await writePriceList(db, (tx) =>
      tx
        .update(priceLists)
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where(eq(priceLists.id, list.id)),
    );
    return c.json({ id: list.id, object: "price-list", deleted: true });
  })
  .post("/price-lists/:id/prices/batch", async (c) => {
    const body = await parseBody(c, pricesBatchBody);
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    await writePriceList(db, (tx) =>
      upsertPrices(tx, list.id, body.prices, body.override ?? false),
    );
    return c.json({ price_list: await adminPriceList(db, list.id) });
  })
  .delete("/price-lists/:id/prices/batch", async (c) => {
    const body = await parseBody(c, deletePricesBody);
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    const ids = await writePriceList(db, (tx) =>
      deletePrices(tx, list.id, { ids: body.price_ids }),
    );
    return c.json({ ids, object: "money-amount", deleted: true });
  })
  .get("/price-lists/:id/products", async (c) => {
    const query = parseQuery(c, productsQuery);
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    const pricedHere = db
      .selectDistinct({ id: productVariants.product_id })
      .from(moneyAmounts)
      .innerJoin(productVariants, eq(productVariants.id, moneyAmounts.variant_id))
      .where(and(eq(moneyAmounts.price_list_id, list.id), isNull(moneyAmounts.deleted_at)));
    const where = and(
      inArray(products.id, pricedHere),
      isNull(products.deleted_at),
      query.q ? ilike(products.title, containsPattern(query.q)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.created_at), desc(products.id))
        .offset(query.offset)
        .limit(query.limit),
      db.select({ count: count() }).from(products).where(where),
    ]);
    return c.json({
      products: await withListVariants(db, list.id, rows),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .delete("/price-lists/:id/products/:product_id/prices", async (c) => {
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    const productId = c.req.param("product_id");
    const variants = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.product_id, productId));
    if (variants.length === 0) throw notFound(`Product with id: ${productId} was not found`);
    const ids = await writePriceList(db, (tx) =>
      deletePrices(tx, list.id, { variantIds: variants.map((variant) => variant.id) }),
    );
    return c.json({ ids, object: "money-amount", deleted: true });
  })
  .delete("/price-lists/:id/variants/:variant_id/prices", async (c) => {
    const { db } = c.get("deps");
    const list = await findPriceList(db, c.req.param("id"));
    const variantId = c.req.param("variant_id");
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    if (!variant) throw notFound(`Variant with id: ${variantId} was not found`);
    const ids = await writePriceList(db, (tx) =>
      deletePrices(tx, list.id, { variantIds: [variant.id] }),
    );
    return c.json({ ids, object: "money-amount", deleted: true });
  });

/** Products with their live variants, each carrying its prices in this list. */
async function withListVariants(
  db: Database,
  priceListId: string,
  rows: (typeof products.$inferSelect)[],
) {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.product_id,
          rows.map((row) => row.id),
        ),
        isNull(productVariants.deleted_at),
      ),
    )
    .orderBy(asc(productVariants.variant_rank), asc(productVariants.id));
  const prices = await db
    .select()
    .from(moneyAmounts)
    .where(
      and(
        eq(moneyAmounts.price_list_id, priceListId),
        inArray(
          moneyAmounts.variant_id,
          variants.map((variant) => variant.id),
        ),
        isNull(moneyAmounts.deleted_at),
      ),
    );
  const variantsByProduct = groupBy(variants, (variant) => variant.product_id);
  const pricesByVariant = groupBy(prices, (price) => price.variant_id);
  return rows.map((row) => ({
    ...row,
    variants: (variantsByProduct.get(row.id) ?? []).map((variant) => ({
      ...variant,
      prices: pricesByVariant.get(variant.id) ?? [],
    })),
  }));
}
