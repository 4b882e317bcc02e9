// GET /admin/products (contract medusa-v1 §12.1): every status, newest first, filtered by text
// (title, handle or a variant's SKU), status, collection, tags, type, sales channel or category.
import type { AdminGetProducts, ParsedQuery } from "@atelier/contracts";
import { and, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  productCategoryLinks,
  products,
  productSalesChannels,
  productTagLinks,
  productVariants,
} from "./tables";
import {
  comparisonConditions,
  containsPattern,
  NEWEST_FIRST,
  orderColumns,
  parseOrder,
} from "../../http/list-query";
import { type AdminProduct, adminProducts } from "./admin-product-response";

type ProductListQuery = ParsedQuery<typeof AdminGetProducts>;

const ORDER_FIELDS = ["created_at", "updated_at", "title", "handle", "status"] as const;
const one = sql`1`;
const given = (list: string[] | undefined): list is string[] =>
  list !== undefined && list.length > 0;

/** The product has a link row (tag, sales channel, category) to one of `ids`. */
function linked(
  db: Database,
  table: typeof productTagLinks | typeof productSalesChannels | typeof productCategoryLinks,
  linkedId: AnyPgColumn,
  ids: string[],
): SQL {
  return exists(
    db
      .select({ one })
      .from(table)
      .where(and(eq(table.product_id, products.id), inArray(linkedId, ids))),
  );
}

function conditions(db: Database, query: ProductListQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    isNull(products.deleted_at),
    ...comparisonConditions(products.created_at, query.created_at),
    ...comparisonConditions(products.updated_at, query.updated_at),
    given(query.id) ? inArray(products.id, query.id) : undefined,
    given(query.status) ? inArray(products.status, query.status) : undefined,
    given(query.collection_id) ? inArray(products.collection_id, query.collection_id) : undefined,
    given(query.type_id) ? inArray(products.type_id, query.type_id) : undefined,
    given(query.tags)
      ? linked(db, productTagLinks, productTagLinks.product_tag_id, query.tags)
      : undefined,
    given(query.sales_channel_id)
      ? linked(
          db,
          productSalesChannels,
          productSalesChannels.sales_channel_id,
          query.sales_channel_id,
        )
      : undefined,
    given(query.category_id)
      ? linked(
          db,
          productCategoryLinks,
          productCategoryLinks.product_category_id,
          query.category_id,
        )
      : undefined,
    query.handle === undefined ? undefined : eq(products.handle, query.handle),
    query.is_giftcard === undefined ? undefined : eq(products.is_giftcard, query.is_giftcard),
    pattern === undefined
      ? undefined
      : or(
          ilike(products.title, pattern),
          ilike(products.handle, pattern),
          exists(
            db
              .select({ one })
              .from(productVariants)
              .where(
                and(
                  eq(productVariants.product_id, products.id),
                  isNull(productVariants.deleted_at),
                  ilike(productVariants.sku, pattern),
                ),
              ),
          ),
        ),
  );
}

export async function listAdminProducts(
  db: Database,
  query: ProductListQuery,
  publicUrl: string,
): Promise<{ products: AdminProduct[]; count: number }> {
  const order = parseOrder(query.order, ORDER_FIELDS, NEWEST_FIRST);
  const where = conditions(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderColumns(products[order.field], products.id, order.descending))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { products: await adminProducts(db, rows, publicUrl), count: total.count };
}
