// Page math for product listings.

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageOffset(page: number, perPage: number): number {
  return (Math.max(1, page) - 1) * perPage;
}

export type PageLink = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page numbers to show: always the first and last page and up to `siblings` pages either
 * side of the current one, with a gap marker where pages are skipped.
 * For 20 pages on page 10: 1 … 9 10 11 … 20.
 */
export function pageLinks(current: number, totalPages: number, siblings = 1): PageLink[] {
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) {
      links.push({ kind: "page", page: previous + 1 });
    } else if (previous !== undefined && page - previous > 2) {
      links.push({ kind: "gap", key: `gap-${previous}-${page}` });
    }
    links.push({ kind: "page", page });
  });
  return links;
}
