import Link from "next/link";
import { SORT_OPTIONS, shopHref, type ShopParams } from "../shop-params";

/** Sorting as plain links: each is a real address, so it works without JavaScript and can be shared. */
export function SortLinks({ basePath, params }: { basePath: string; params: ShopParams }) {
  return (
    <nav aria-label="Sort products" className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
      <span className="mr-2 text-muted">Sort by</span>
      {SORT_OPTIONS.map((option) => {
        const current = option.value === params.sort;
        return (
          <Link
            key={option.value}
            href={shopHref(basePath, params, { sort: option.value })}
            aria-current={current ? "true" : undefined}
            className={`rounded-full px-3 py-1.5 transition-colors ${
              current ? "bg-ink text-canvas" : "text-ink hover:bg-sand"
            }`}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
