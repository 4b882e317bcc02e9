import type { ProductListQuery } from "@atelier/commerce-client";
import { pageOffset } from "./pagination";
import { PRODUCTS_PER_PAGE, sortOrder, type ShopParams } from "./shop-params";

export interface ListingScope {
  /** Prices are calculated for this region, and price sorting uses them. */
  regionId: string;
  collectionId?: string;
  categoryId?: string;
}

/**
 * The store API query for one page of a product listing (contract §7.1). The gift card is sold
 * from its own page, never from a grid (issue 14).
 */
export function productListQuery(params: ShopParams, scope: ListingScope): ProductListQuery {
  return {
    region_id: scope.regionId,
    is_giftcard: false,
    limit: PRODUCTS_PER_PAGE,
    offset: pageOffset(params.page, PRODUCTS_PER_PAGE),
    order: sortOrder(params.sort),
    ...(params.q ? { q: params.q } : {}),
    ...(scope.collectionId ? { collection_id: [scope.collectionId] } : {}),
    // A parent category lists the products of its subcategories too.
    ...(scope.categoryId
      ? { category_id: [scope.categoryId], include_category_children: true }
      : {}),
  };
}
