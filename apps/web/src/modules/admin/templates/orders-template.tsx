"use client";

// Orders (issue 4): newest first, searched by number or email, a page at a time; each opens to
// its lines, totals and addresses.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import {
  fulfillmentStatusLabel,
  orderDate,
  orderNumber,
  paymentStatusLabel,
} from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminSearchForm } from "../components/admin-search-form";
import { AdminTable } from "../components/admin-table";
import { AdminPagination } from "../components/admin-pagination";
import { useListSearch } from "../use-list-search";
import { ADMIN_PATHS } from "../constants";
import { adminKeys } from "../query-keys";
import { formatExactAmount } from "@/modules/money/price-display";

const PAGE_SIZE = 25;

export function OrdersTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: () => client.admin.orders.list({ ...query, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const count = list.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader title="Orders" description="Every order placed in the shop." />
      <AdminSearchForm
        label="Search order number or email"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.orders.length === 0 ? (
        <p className="text-muted">No orders match.</p>
      ) : null}
      {list.data && list.data.orders.length > 0 ? (
        <AdminTable
          caption="Orders"
          columns={[
            { label: "Order" },
            { label: "Placed" },
            { label: "Customer" },
            { label: "Payment" },
            { label: "Delivery" },
            { label: "Total", className: "text-right" },
          ]}
        >
          {list.data.orders.map((order) => (
            <tr key={order.id}>
              <td className="py-3">
                <Link
                  href={`${ADMIN_PATHS.orders}/${order.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  Order {orderNumber(order)}
                </Link>
              </td>
              <td className="py-3">{orderDate(order.created_at)}</td>
              <td className="py-3">{order.email}</td>
              <td className="py-3">{paymentStatusLabel(order)}</td>
              <td className="py-3">{fulfillmentStatusLabel(order)}</td>
              <td className="py-3 text-right tabular-nums">
                {formatExactAmount(order.total, order.currency_code)}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPagination
        count={count}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
