"use client";

// The exchanges section of the admin Returns and exchanges screen (issue 13): every exchange,
// newest first, a page at a time, with its order, customer, payment and fulfilment state and the
// difference; each opens its order, where staff run it.
import type { ListedSwap } from "@atelier/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { formatExactAmount } from "@/modules/money/price-display";
import { AdminPagedList } from "../components/admin-paged-list";
import { OrderLink } from "../orders/components/order-link";
import { adminKeys } from "../query-keys";
import { SWAP_FULFILMENT_LABELS, SWAP_PAYMENT_LABELS, exchangeDifference } from "./exchange-state";

const PAGE_SIZE = 25;

function DifferenceCell({ swap }: { swap: ListedSwap }) {
  const { direction, amount } = exchangeDifference(swap.difference_due);
  if (direction === "unconfirmed") return <span className="text-muted">Not confirmed</span>;
  if (direction === "none") return <>None</>;
  const money = swap.order ? formatExactAmount(amount, swap.order.currency_code) : String(amount);
  return <>{direction === "pays" ? `Customer pays ${money}` : `Refund ${money}`}</>;
}

export function ExchangesList() {
  const client = useAdminCommerce();
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: adminKeys.swaps({ offset }),
    queryFn: () => client.admin.swaps.list({ offset, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="exchanges-heading" className="mt-12">
      <h2 id="exchanges-heading" className="text-xl">
        Exchanges
      </h2>
      <p className="mt-1 text-sm text-muted">
        Items swapped for others. Open the order to settle, pack, ship or cancel an exchange.
      </p>
      <div className="mt-4">
        <AdminPagedList
          list={list}
          rows={list.data?.swaps}
          empty="No exchanges yet."
          caption="Exchanges"
          columns={[
            { label: "Requested" },
            { label: "Order" },
            { label: "Customer" },
            { label: "Payment" },
            { label: "Fulfilment" },
            { label: "Difference", className: "pl-6 text-right" },
          ]}
          row={(swap) => (
            <tr key={swap.id}>
              <td className="py-3">{orderDate(swap.created_at)}</td>
              <td className="py-3">
                <OrderLink order={swap.order} />
              </td>
              <td className="py-3">{swap.order?.email ?? "—"}</td>
              <td className="py-3">{SWAP_PAYMENT_LABELS[swap.payment_status]}</td>
              <td className="py-3">{SWAP_FULFILMENT_LABELS[swap.fulfillment_status]}</td>
              <td className="py-3 pl-6 text-right tabular-nums">
                <DifferenceCell swap={swap} />
              </td>
            </tr>
          )}
          offset={offset}
          pageSize={PAGE_SIZE}
          onOffsetChange={setOffset}
        />
      </div>
    </section>
  );
}
