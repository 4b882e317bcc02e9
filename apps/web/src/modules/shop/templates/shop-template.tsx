import {
  listCategoryTree,
  listCollections,
  listProducts,
  type ProductListing as Listing,
} from "@/lib/commerce.server";
import { getShopperRegion } from "@/modules/commerce/region.server";
import { categoryTrail } from "../category-tree";
import { ProductListing } from "../components/product-listing";
import { ShopFilters } from "../components/shop-filters";
import { productListQuery } from "../product-query";
import { shopHref, type ShopParams } from "../shop-params";

const NOTHING: Listing = { products: [], count: 0 };

function heading(params: ShopParams, filterTitle: string | undefined): string {
  if (params.q) return `Results for “${params.q}”`;
  return filterTitle ?? "Shop all";
}

/** /shop: every product, filtered by collection, category and search text. */
export async function ShopTemplate({ params }: { params: ShopParams }) {
  const [region, collections, categories] = await Promise.all([
    getShopperRegion(),
    listCollections(),
    listCategoryTree(),
  ]);
  const collection = params.collection
    ? collections.find((candidate) => candidate.handle === params.collection)
    : undefined;
  const category = params.category ? categoryTrail(categories, params.category)?.at(-1) : undefined;
  // A filter naming something that does not exist (an old link) matches nothing.
  const unknownFilter = (params.collection && !collection) || (params.category && !category);
  const listing = unknownFilter
    ? NOTHING
    : await listProducts(
        productListQuery(params, {
          regionId: region.id,
          collectionId: collection?.id,
          categoryId: category?.id,
        }),
      );
  const filterTitle = [collection?.title, category?.name].filter(Boolean).join(" · ") || undefined;
  const hasFilters = Boolean(params.q || params.collection || params.category);

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-col gap-3 pb-10">
        <p className="eyebrow">Shop</p>
        <h1 className="text-4xl md:text-5xl">{heading(params, filterTitle)}</h1>
        {params.q && filterTitle ? <p className="text-muted">In {filterTitle}</p> : null}
      </header>
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <aside aria-label="Filters">
          <details className="group border-y border-line py-3 lg:hidden">
            <summary className="cursor-pointer list-none text-sm font-medium text-ink">
              Filters
              <span
                aria-hidden="true"
                className="ml-2 inline-block transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="pt-6">
              <ShopFilters params={params} collections={collections} categories={categories} />
            </div>
          </details>
          <div className="hidden lg:block">
            <ShopFilters params={params} collections={collections} categories={categories} />
          </div>
        </aside>
        <ProductListing
          listing={listing}
          params={params}
          basePath="/shop"
          region={region}
          clearHref={
            hasFilters
              ? shopHref("/shop", params, { q: "", collection: "", category: "" })
              : "/shop"
          }
        />
      </div>
    </div>
  );
}
