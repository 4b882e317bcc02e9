import type { ReactNode } from "react";

export interface AdminTableColumn {
  label: string;
  /** Extra header classes, e.g. `text-right` over numbers. */
  className?: string;
  /** Named for screen readers only (an actions or thumbnail column). */
  hidden?: boolean;
}

/** The table every admin list draws: a caption read out by screen readers, a header row, and rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: AdminTableColumn[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line text-muted">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`py-2 font-medium ${column.className ?? ""}`.trim()}
            >
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}
