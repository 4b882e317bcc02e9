"use client";

// A page of an admin list as every list screen draws it: the load error, a line when the page is
// empty, the table of rows, and the pagination under it.
import type { ReactNode } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { AdminPagination } from "./admin-pagination";
import { AdminTable, type AdminTableColumn } from "./admin-table";

export function AdminPagedList<Row>({
  list,
  rows,
  empty,
  caption,
  columns,
  row,
  offset,
  pageSize,
  onOffsetChange,
}: {
  /** The page's query: its error is shown, its count pages the list. */
  list: { isError: boolean; error: unknown; data?: { count: number } };
  /** The page's rows, undefined while it loads. */
  rows: Row[] | undefined;
  /** What an empty page says, such as "No returns yet." */
  empty: string;
  caption: string;
  columns: AdminTableColumn[];
  row: (row: Row) => ReactNode;
  offset: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
}) {
  return (
    <>
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {rows && rows.length === 0 ? <p className="text-muted">{empty}</p> : null}
      {rows && rows.length > 0 ? (
        <AdminTable caption={caption} columns={columns}>
          {rows.map(row)}
        </AdminTable>
      ) : null}
      <AdminPagination
        count={list.data?.count ?? 0}
        offset={offset}
        pageSize={pageSize}
        onOffsetChange={onOffsetChange}
      />
    </>
  );
}
