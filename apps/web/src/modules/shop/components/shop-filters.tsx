import type { ProductCategory, ProductCollection } from "@atelier/commerce-client";
import Link from "next/link";
import { useId } from "react";
import { byRank } from "../category-tree";
import { shopHref, type ShopParams } from "../shop-params";

function FilterLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: string;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? "true" : undefined}
      className="block py-1.5 text-sm text-ink underline-offset-4 hover:underline aria-[current=true]:font-semibold aria-[current=true]:underline"
    >
      {children}
    </Link>
  );
}

/** Collection and category filters for /shop, as links that keep the other parameters. */
export function ShopFilters({
  params,
  collections,
  categories,
}: {
  params: ShopParams;
  collections: ProductCollection[];
  categories: ProductCategory[];
}) {
  // The filters render twice (a disclosure on phones, a sidebar on desktops): ids must differ.
  const id = useId();
  const href = (changes: Partial<ShopParams>) => shopHref("/shop", params, changes);
  return (
    <div className="flex flex-col gap-10">
      {collections.length > 0 ? (
        <section aria-labelledby={`${id}-collections`}>
          <h2 id={`${id}-collections`} className="eyebrow font-sans">
            Collection
          </h2>
          <ul className="mt-3">
            <li>
              <FilterLink href={href({ collection: "" })} current={!params.collection}>
                All collections
              </FilterLink>
            </li>
            {collections.map((collection) =>
              collection.handle ? (
                <li key={collection.id}>
                  <FilterLink
                    href={href({ collection: collection.handle })}
                    current={params.collection === collection.handle}
                  >
                    {collection.title}
                  </FilterLink>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`} className="eyebrow font-sans">
            Category
          </h2>
          <ul className="mt-3">
            <li>
              <FilterLink href={href({ category: "" })} current={!params.category}>
                All categories
              </FilterLink>
            </li>
            {byRank(categories).map((category) => (
              <li key={category.id}>
                <FilterLink
                  href={href({ category: category.handle })}
                  current={params.category === category.handle}
                >
                  {category.name}
                </FilterLink>
                {category.category_children?.length ? (
                  <ul className="ml-3 border-l border-line pl-3">
                    {byRank(category.category_children).map((child) => (
                      <li key={child.id}>
                        <FilterLink
                          href={href({ category: child.handle })}
                          current={params.category === child.handle}
                        >
                          {child.name}
                        </FilterLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
