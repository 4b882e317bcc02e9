// Admin price lists (contract medusa-v1 §12.1, §13): list with search and status filters, one
// list with its prices and customer groups, create, update and delete, batches of prices, and
// the products a list prices. The Store answers new prices at once: every write drops the
// cached catalogue answers.
import {
  AdminDeletePriceListsPriceList,
  AdminDeletePriceListsPriceListPricesBatch,
  AdminDeletePriceListsPriceListProductsProductPrices,
  AdminDeletePriceListsPriceListVariantsVariantPrices,
  AdminGetPriceLists,
  AdminGetPriceListsPriceList,
  AdminGetPriceListsPriceListProducts,
  AdminPostPriceListsPriceList,
  AdminPostPriceListsPriceListPriceList,
  AdminPostPriceListsPriceListPricesBatch,
} from "@atelier/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../../db/client";
import { products, productVariants } from "../catalogue/tables";
import { moneyAmounts, priceLists } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { bind, mount, reply } from "../../http/route";
import { groupBy } from "../../db/group-by";
import { containsPattern } from "../../http/list-query";
import { invalidateCatalogueCache } from "../../http/response-cache";
import {
  adminPriceList,
  deletePrices,
  findPriceList,
  setCustomerGroups,
  upsertPrices,
  withPricesAndGroups,
} from "./price-list-service";

/** Runs a write to a price list in one transaction, then lets the Store see it. */
async function writePriceList<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => write(tx as unknown as Database));
  invalidateCatalogueCache();
  return result;
}

const listRoute = bind(AdminGetPriceLists, async (c, input) => {
  const query = input.query();
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
  return reply(c, AdminGetPriceLists, 200, {
    price_lists: await withPricesAndGroups(db, rows),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostPriceListsPriceList, async (c, input) => {
  const body = await input.body();
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
  return reply(c, AdminPostPriceListsPriceList, 200, { price_list: await adminPriceList(db, id) });
});

const retrieveRoute = bind(AdminGetPriceListsPriceList, async (c, { params }) => {
  const list = await adminPriceList(c.get("deps").db, params.id);
  return reply(c, AdminGetPriceListsPriceList, 200, { price_list: list });
});

const updateRoute = bind(AdminPostPriceListsPriceListPriceList, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const list = await findPriceList(db, input.params.id);
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
  return reply(c, AdminPostPriceListsPriceListPriceList, 200, {
    price_list: await adminPriceList(db, list.id),
  });
});

const deleteRoute = bind(AdminDeletePriceListsPriceList, async (c, { params }) => {
  const { db } = c.get("deps");
  const list = await findPriceList(db, params.id);
  // Soft: a deleted Trade prices list stays linked to its group, so it is not made again.
  await writePriceList(db, (tx) =>
    tx
      .update(priceLists)
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where(eq(priceLists.id, list.id)),
  );
  return reply(c, AdminDeletePriceListsPriceList, 200, {
    id: list.id,
    object: "price-list",
    deleted: true,
  });
});

const addPricesRoute = bind(AdminPostPriceListsPriceListPricesBatch, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const list = await findPriceList(db, input.params.id);
  await writePriceList(db, (tx) => upsertPrices(tx, list.id, body.prices, body.override ?? false));
  return reply(c, AdminPostPriceListsPriceListPricesBatch, 200, {
    price_list: await adminPriceList(db, list.id),
  });
});

const deletePricesRoute = bind(AdminDeletePriceListsPriceListPricesBatch, async (c, input) => {
  const body = await input.body();
  const { db } = c.get("deps");
  const list = await findPriceList(db, input.params.id);
  const ids = await writePriceList(db, (tx) => deletePrices(tx, list.id, { ids: body.price_ids }));
  return reply(c, AdminDeletePriceListsPriceListPricesBatch, 200, {
    ids,
    object: "money-amount",
    deleted: true,
  });
});

const listProductsRoute = bind(AdminGetPriceListsPriceListProducts, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const list = await findPriceList(db, input.params.id);
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
  return reply(c, AdminGetPriceListsPriceListProducts, 200, {
    products: await withListVariants(db, list.id, rows),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const deleteProductPricesRoute = bind(
  AdminDeletePriceListsPriceListProductsProductPrices,
  async (c, { params }) => {
    const { db } = c.get("deps");
    const list = await findPriceList(db, params.id);
    const productId = params.product_id;
    const variants = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.product_id, productId));
    if (variants.length === 0) throw notFound(`Product with id: ${productId} was not found`);
    const ids = await writePriceList(db, (tx) =>
      deletePrices(tx, list.id, { variantIds: variants.map((variant) => variant.id) }),
    );
    return reply(c, AdminDeletePriceListsPriceListProductsProductPrices, 200, {
      ids,
      object: "money-amount",
      deleted: true,
    });
  },
);

const deleteVariantPricesRoute = bind(
  AdminDeletePriceListsPriceListVariantsVariantPrices,
  async (c, { params }) => {
    const { db } = c.get("deps");
    const list = await findPriceList(db, params.id);
    const variantId = params.variant_id;
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    if (!variant) throw notFound(`Variant with id: ${variantId} was not found`);
    const ids = await writePriceList(db, (tx) =>
      deletePrices(tx, list.id, { variantIds: [variant.id] }),
    );
    return reply(c, AdminDeletePriceListsPriceListVariantsVariantPrices, 200, {
      ids,
      object: "money-amount",
      deleted: true,
    });
  },
);

export const priceListRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  addPricesRoute,
  deletePricesRoute,
  listProductsRoute,
  deleteProductPricesRoute,
  deleteVariantPricesRoute,
]);

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
