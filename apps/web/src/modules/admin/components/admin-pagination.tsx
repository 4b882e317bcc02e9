"use client";

import { Button } from "@/components/ui/button";

/**
 * The paging footer under an admin list: hidden while everything fits on one page.
 * Labels are props because the outbox pages newest-first ("Newer" / "Older").
 */
export function AdminPagination({
  count,
  offset,
  pageSize,
  onOffsetChange,
  label = "Pages",
  previousLabel = "Previous",
  nextLabel = "Next",
}: {
  count: number;
  offset: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (count <= pageSize) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-4">
      <Button
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        {previousLabel}
      </Button>
      <span className="text-sm text-muted">
        {offset + 1}–{Math.min(offset + pageSize, count)} of {count}
      </span>
      <Button
        variant="secondary"
        disabled={offset + pageSize >= count}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}
