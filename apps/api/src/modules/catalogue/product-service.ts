// Store product reads: a filtered, ordered page (one query for the rows and their total, then
// the relations of the whole page) and a single product by id.
import type { ProductFilters } from "@atelier/contracts";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "./tables";
import { notFound } from "../../http/errors";
import { type PriceSelection, resolvePriceContext } from "../pricing/price-context";
import { outOfScopeMessage, SalesChannelScopeError } from "../sales-channels/scope-errors";
import type { SalesChannelScope } from "../sales-channels/sales-channel-scope";
import { productFilterConditions, soldInChannels, storeVisibleProduct } from "./product-filters";
import { type ProductOrder, productOrderBy } from "./product-order";
import { withProductRelations } from "./product-relations";
import type { StoreProduct } from "./product-serializer";

export interface ProductReadOptions {
  publicUrl: string;
  selection: PriceSelection;
  /** The channels the request may see (empty: all). */
  salesChannelIds: string[];
  /** Whether a publishable key was sent, which adds `sales_channels` to each product. */
  includeSalesChannels: boolean;
}

export interface ProductPageQuery {
  filters: ProductFilters;
  order: ProductOrder;
  offset: number;
  limit: number;
}

export async function listStoreProducts(
  db: Database,
  query: ProductPageQuery,
  options: ProductReadOptions,
): Promise<{ products: StoreProduct[]; count: number }> {
  const [price, filterConditions] = await Promise.all([
    resolvePriceContext(db, options.selection),
    productFilterConditions(db, query.filters),
  ]);
  const where = and(...storeVisibleProduct(db, options.salesChannelIds), ...filterConditions);
  // The window count rides along with the page, so one query gives both rows and total.
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...productOrderBy(db, query.order, price.context))
    .limit(query.limit)
    .offset(query.offset);
  const total = rows.length > 0 ? rows[0].total : await countProducts(db, where, query);
  return {
    products: await withProductRelations(
      db,
      rows.map((row) => row.product),
      {
        publicUrl: options.publicUrl,
        price,
        includeSalesChannels: options.includeSalesChannels,
        salesChannelIds: options.salesChannelIds,
      },
    ),
    count: total,
  };
}

/** An empty page carries no window count: either nothing matches, or the page is past the end. */
async function countProducts(
  db: Database,
  where: SQL | undefined,
  query: ProductPageQuery,
): Promise<number> {
  if (query.offset === 0 && query.limit > 0) return 0;
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return total;
}

export async function retrieveStoreProduct(
  db: Database,
  id: string,
  scope: SalesChannelScope,
  options: ProductReadOptions,
): Promise<StoreProduct> {
  const [price, [found]] = await Promise.all([
    resolvePriceContext(db, options.selection),
    db
      .select({
        product: products,
        inScope: soldInChannels(db, options.salesChannelIds),
      })
      .from(products)
      .where(and(eq(products.id, id), ...storeVisibleProduct(db, []))),
  ]);
  if (found === undefined) throw notFound(`Product with id: ${id} was not found`);
  if (!found.inScope) throw new SalesChannelScopeError([outOfScopeMessage("Product", id, scope)]);
  const [product] = await withProductRelations(db, [found.product], {
    publicUrl: options.publicUrl,
    price,
    includeSalesChannels: options.includeSalesChannels,
    salesChannelIds: options.salesChannelIds,
  });
  return product;
}
