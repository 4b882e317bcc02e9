// The WHERE clause of a Store product listing: published products only, inside the request's
// sales channels, narrowed by the Medusa v1 filters (§7.1). Relations are tested with EXISTS
// so a product never appears twice and the page query stays a single pass over `product`.
import type { ProductFilters } from "@atelier/contracts";
import { and, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  productCategoryLinks,
  productCollections,
  products,
  productSalesChannels,
  productTagLinks,
  productVariants,
} from "./tables";
import { categoryIdsForProductFilter } from "./category-service";
import { comparisonConditions, containsPattern } from "../../http/list-query";

const one = sql`1`;

/** Published, not deleted, and (when channels are given) sold in one of them. */
export function storeVisibleProduct(db: Database, salesChannelIds: string[]): SQL[] {
  const conditions = [eq(products.status, "published"), isNull(products.deleted_at)];
  if (salesChannelIds.length > 0) conditions.push(inSalesChannels(db, salesChannelIds));
  return conditions;
}

export function inSalesChannels(db: Database, salesChannelIds: string[]): SQL {
  return exists(
    db
      .select({ one })
      .from(productSalesChannels)
      .where(
        and(
          eq(productSalesChannels.product_id, products.id),
          inArray(productSalesChannels.sales_channel_id, salesChannelIds),
        ),
      ),
  );
}

/** A boolean column telling whether the product is sold in one of the channels (none: any). */
export function soldInChannels(db: Database, salesChannelIds: string[]): SQL<boolean> {
  return salesChannelIds.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`${inSalesChannels(db, salesChannelIds)}`;
}

/** `q`: product title or description, a variant's title or SKU, or the collection's title. */
function matchesText(db: Database, text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(products.title, pattern),
    ilike(products.description, pattern),
    exists(
      db
        .select({ one })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.product_id, products.id),
            isNull(productVariants.deleted_at),
            or(ilike(productVariants.title, pattern), ilike(productVariants.sku, pattern)),
          ),
        ),
    ),
    exists(
      db
        .select({ one })
        .from(productCollections)
        .where(
          and(
            eq(productCollections.id, products.collection_id),
            ilike(productCollections.title, pattern),
          ),
        ),
    ),
  );
}

const given = (list: string[] | undefined): list is string[] =>
  list !== undefined && list.length > 0;

export async function productFilterConditions(
  db: Database,
  filters: ProductFilters,
): Promise<SQL[]> {
  const conditions: (SQL | undefined)[] = [
    ...comparisonConditions(products.created_at, filters.created_at),
    ...comparisonConditions(products.updated_at, filters.updated_at),
  ];
  if (filters.q) conditions.push(matchesText(db, filters.q));
  if (given(filters.id)) conditions.push(inArray(products.id, filters.id));
  if (filters.handle !== undefined) conditions.push(eq(products.handle, filters.handle));
  if (filters.title !== undefined) conditions.push(eq(products.title, filters.title));
  if (filters.description !== undefined)
    conditions.push(eq(products.description, filters.description));
  if (filters.is_giftcard !== undefined)
    conditions.push(eq(products.is_giftcard, filters.is_giftcard));
  if (given(filters.collection_id))
    conditions.push(inArray(products.collection_id, filters.collection_id));
  if (given(filters.type_id)) conditions.push(inArray(products.type_id, filters.type_id));
  if (given(filters.tags)) {
    conditions.push(
      exists(
        db
          .select({ one })
          .from(productTagLinks)
          .where(
            and(
              eq(productTagLinks.product_id, products.id),
              inArray(productTagLinks.product_tag_id, filters.tags),
            ),
          ),
      ),
    );
  }
  if (given(filters.category_id)) {
    const categoryIds = await categoryIdsForProductFilter(
      db,
      filters.category_id,
      filters.include_category_children ?? false,
    );
    conditions.push(
      categoryIds.length === 0
        ? sql`false`
        : exists(
            db
              .select({ one })
              .from(productCategoryLinks)
              .where(
                and(
                  eq(productCategoryLinks.product_id, products.id),
                  inArray(productCategoryLinks.product_category_id, categoryIds),
                ),
              ),
          ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
