import Link from "next/link";
import { pageLinks } from "../pagination";
import { shopHref, type ShopParams } from "../shop-params";

const linkClass =
  "inline-flex h-10 min-w-10 items-center justify-center px-3 text-sm text-ink hover:bg-sand";

export function PaginationNav({
  basePath,
  params,
  totalPages,
}: {
  basePath: string;
  params: ShopParams;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const current = Math.min(params.page, totalPages);
  const href = (page: number) => shopHref(basePath, params, { page });
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1">
      {current > 1 ? (
        <Link href={href(current - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←&nbsp;</span>Previous
        </Link>
      ) : null}
      <ol className="flex items-center gap-1">
        {pageLinks(current, totalPages).map((link) =>
          link.kind === "gap" ? (
            <li key={link.key} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                href={href(link.page)}
                aria-label={`Page ${link.page}`}
                aria-current={link.page === current ? "page" : undefined}
                className={`${linkClass} aria-[current=page]:bg-ink aria-[current=page]:text-canvas`}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < totalPages ? (
        <Link href={href(current + 1)} rel="next" className={linkClass}>
          Next<span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : null}
    </nav>
  );
}
