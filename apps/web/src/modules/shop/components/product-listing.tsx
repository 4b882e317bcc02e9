import Link from "next/link";
import type { ProductListing as Listing } from "@/lib/commerce.server";
import { buttonClassName } from "@/components/ui/button";
import { ProductGrid } from "@/modules/products/components/product-grid";
import { pageCount } from "../pagination";
import { PRODUCTS_PER_PAGE, shopHref, type ShopParams } from "../shop-params";
import { PaginationNav } from "./pagination-nav";
import { SortLinks } from "./sort-links";
import type { PricingRegion } from "@/modules/money/price-display";

function resultSummary(count: number, params: ShopParams, totalPages: number): string {
  const products = `${count} ${count === 1 ? "product" : "products"}`;
  const page =
    totalPages > 1 ? ` · page ${Math.min(params.page, totalPages)} of ${totalPages}` : "";
  return `${products}${page}`;
}

/** One page of products with its count, sort links, grid, pagination or an empty state. */
export function ProductListing({
  listing,
  params,
  basePath,
  region,
  clearHref,
}: {
  listing: Listing;
  params: ShopParams;
  /** The listing's own address; sort and page links keep to it. */
  basePath: string;
  region: PricingRegion;
  /** Where "clear filters" leads from an empty result. */
  clearHref: string;
}) {
  const totalPages = pageCount(listing.count, PRODUCTS_PER_PAGE);
  const empty = listing.products.length === 0;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 border-b border-line pb-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-muted">
          {resultSummary(listing.count, params, totalPages)}
        </p>
        <SortLinks basePath={basePath} params={params} />
      </div>
      <h2 className="sr-only">Products</h2>
      {empty ? (
        <div className="flex flex-col items-center gap-4 bg-sand/50 px-6 py-20 text-center">
          <h3 className="text-2xl">No products found</h3>
          <p className="max-w-md text-muted">
            {listing.count > 0
              ? "This page is past the end of the list."
              : params.q
                ? `Nothing matches “${params.q}”. Try a shorter word, or browse the whole shop.`
                : "Nothing matches these filters yet. Try another collection or category."}
          </p>
          <Link
            href={listing.count > 0 ? shopHref(basePath, params, { page: 1 }) : clearHref}
            className={buttonClassName("secondary")}
          >
            {listing.count > 0
              ? "Back to the first page"
              : params.q
                ? "Clear search"
                : "Clear filters"}
          </Link>
        </div>
      ) : (
        <ProductGrid products={listing.products} region={region} label="Products" preloadFirst />
      )}
      <PaginationNav basePath={basePath} params={params} totalPages={totalPages} />
    </div>
  );
}
