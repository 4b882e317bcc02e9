"use client";

// Returns and exchanges (issue 13): every return, newest first, a page at a time, with its order,
// state and refund, each opening its order, where staff receive or cancel it; then the exchanges
// (exchanges-list.tsx).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatExactAmount } from "@/modules/money/price-display";
import { RETURN_STATUS_LABELS } from "@/modules/returns/return-lines";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { OrderLink } from "../orders/components/order-link";
import { adminKeys } from "../query-keys";
import { ExchangesList } from "../returns/exchanges-list";

const PAGE_SIZE = 25;

export function ReturnsTemplate() {
  const client = useAdminCommerce();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: adminKeys.returns({ offset }),
    queryFn: () => client.admin.returns.list({ offset, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <AdminPageHeader
        title="Returns and exchanges"
        description="Items customers send back or swap, newest first. Open the order to act on one."
      />
      <section aria-labelledby="returns-heading">
        <h2 id="returns-heading" className="text-xl">
          Returns
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          Open the order to receive or cancel a return.
        </p>
        <AdminPagedList
          list={list}
          rows={list.data?.returns}
          empty="No returns yet."
          caption="Returns"
          columns={[
            { label: "Requested" },
            { label: "Order" },
            { label: "Customer" },
            { label: "Status" },
            { label: "Items", className: "pl-6 text-right" },
            { label: "Refund", className: "pl-6 text-right" },
          ]}
          row={(shipment) => (
            <tr key={shipment.id}>
              <td className="py-3">{orderDate(shipment.created_at)}</td>
              <td className="py-3">
                <OrderLink order={shipment.order} />
              </td>
              <td className="py-3">{shipment.order?.email ?? "—"}</td>
              <td className="py-3">{RETURN_STATUS_LABELS[shipment.status]}</td>
              <td className="py-3 pl-6 text-right tabular-nums">
                {shipment.items.reduce((sum, item) => sum + item.quantity, 0)}
              </td>
              <td className="py-3 pl-6 text-right tabular-nums">
                {/* An exchange's return refunds nothing itself: its worth is in the difference. */}
                {shipment.swap_id
                  ? "In the exchange"
                  : shipment.order
                    ? formatExactAmount(shipment.refund_amount, shipment.order.currency_code)
                    : shipment.refund_amount}
              </td>
            </tr>
          )}
          offset={offset}
          pageSize={PAGE_SIZE}
          onOffsetChange={setOffset}
        />
      </section>
      <ExchangesList />
    </>
  );
}
