"use client";

// Draft orders (issue 13): orders staff take for a customer, newest first, searched by number or
// email, a page at a time; each opens to its lines, totals, payment link and "Mark as paid".
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminSearchForm } from "../components/admin-search-form";
import { AdminPagedList } from "../components/admin-paged-list";
import { formatOrderMoney } from "../orders/money-input";
import { useListSearch } from "../use-list-search";
import { DRAFT_ORDER_PATHS, DRAFT_ORDERS_PAGE_SIZE } from "./constants";
import { draftOrderKeys } from "./draft-order-keys";
import { DRAFT_STATUS_LABELS, draftCustomer } from "./draft-status";

export function DraftOrdersTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: draftOrderKeys.list(query),
    queryFn: () => client.admin.draftOrders.list({ ...query, limit: DRAFT_ORDERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <AdminPageHeader
        title="Draft orders"
        description="Orders taken for customers, placed once paid through their link or marked paid."
      >
        <Link href={DRAFT_ORDER_PATHS.create} className={buttonClassName("primary")}>
          Create draft order
        </Link>
      </AdminPageHeader>
      <AdminSearchForm
        label="Search draft number or email"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.draft_orders}
        empty={q ? "No draft orders match." : "No draft orders yet."}
        caption="Draft orders"
        columns={[
          { label: "Draft" },
          { label: "Created" },
          { label: "Customer" },
          { label: "Status" },
          { label: "Total", className: "text-right" },
        ]}
        row={(draft) => (
          <tr key={draft.id}>
            <td className="py-3">
              <Link
                href={DRAFT_ORDER_PATHS.detail(draft.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                Draft #{draft.display_id}
              </Link>
            </td>
            <td className="py-3">{orderDate(draft.created_at)}</td>
            <td className="py-3">{draftCustomer(draft)}</td>
            <td className="py-3">
              {DRAFT_STATUS_LABELS[draft.status]}
              {draft.order ? ` · order #${draft.order.display_id}` : ""}
            </td>
            <td className="py-3 text-right tabular-nums">
              {draft.cart
                ? formatOrderMoney(draft.cart.total, draft.cart.region.currency_code)
                : "—"}
            </td>
          </tr>
        )}
        offset={offset}
        pageSize={DRAFT_ORDERS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
