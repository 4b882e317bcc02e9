import type { ProductCategory } from "@atelier/commerce-client";
import Link from "next/link";
import { listProducts } from "@/lib/commerce.server";
import { getShopperRegion } from "@/modules/commerce/region.server";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { byRank, categoryHref } from "../category-tree";
import { ProductListing } from "../components/product-listing";
import { productListQuery } from "../product-query";
import type { ShopParams } from "../shop-params";

/** A category page: its subcategories, then its products and those of its subcategories. */
export async function CategoryTemplate({
  trail,
  params,
}: {
  trail: ProductCategory[];
  params: ShopParams;
}) {
  const category = trail[trail.length - 1];
  const region = await getShopperRegion();
  const listing = await listProducts(
    productListQuery(params, { regionId: region.id, categoryId: category.id }),
  );
  const basePath = categoryHref(trail);
  const children = byRank(category.category_children ?? []);

  return (
    <div className="container-page py-10 md:py-14">
      <Breadcrumbs
        crumbs={[
          { label: "Shop", href: "/shop" },
          ...trail.slice(0, -1).map((ancestor, index) => ({
            label: ancestor.name,
            href: categoryHref(trail.slice(0, index + 1)),
          })),
          { label: category.name },
        ]}
      />
      <header className="flex max-w-2xl flex-col gap-4 pt-8 pb-10">
        <p className="eyebrow">Category</p>
        <h1 className="text-4xl md:text-5xl">{category.name}</h1>
        {category.description ? (
          <p className="text-lg leading-relaxed text-muted">{category.description}</p>
        ) : null}
      </header>
      {children.length > 0 ? (
        <nav aria-label={`${category.name} subcategories`} className="pb-10">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  href={categoryHref([...trail, child])}
                  className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink transition-colors hover:border-ink"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        listing={listing}
        params={params}
        basePath={basePath}
        region={region}
        clearHref="/shop"
      />
    </div>
  );
}
