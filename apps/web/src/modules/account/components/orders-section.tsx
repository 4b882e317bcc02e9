"use client";

// The customer's orders, ten to a page (spec §9), newest first as the API sends them.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useCommerce } from "@/modules/commerce";
import { ACCOUNT_PATHS, ORDERS_PAGE_SIZE } from "../constants";
import { errorMessage } from "../error-message";
import { orderDate, orderItemCount, orderNumber, orderStatusLabel } from "../order-display";
import { accountKeys } from "../query-keys";
import { AccountSection } from "./account-section";
import { FormAlert } from "./form-field";
import { formatExactAmount } from "@/modules/money/price-display";

export function OrdersSection() {
  const client = useCommerce();
  const [page, setPage] = useState(0);
  const orders = useQuery({
    queryKey: accountKeys.ordersPage(page),
    queryFn: () =>
      client.store.customers.listOrders({
        limit: ORDERS_PAGE_SIZE,
        offset: page * ORDERS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    // A new order shows when the account is opened again.
    staleTime: 0,
  });
  const pageCount = orders.data ? Math.ceil(orders.data.count / ORDERS_PAGE_SIZE) : 0;

  return (
    <AccountSection title="Orders">
      {orders.isPending ? (
        <p className="text-sm text-muted" aria-busy="true">
          Loading your orders…
        </p>
      ) : orders.isError ? (
        <FormAlert>{errorMessage(orders.error, "We couldn't load your orders.")}</FormAlert>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-sm text-muted">You have not placed any orders yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-line border-y border-line" aria-busy={orders.isFetching}>
            {orders.data.orders.map((order) => (
              <li key={order.id}>
                <Link
                  href={ACCOUNT_PATHS.order(order.id)}
                  className="grid grid-cols-2 gap-2 py-4 text-sm hover:bg-canvas sm:grid-cols-4 sm:items-center"
                >
                  <span className="font-medium text-ink">
                    <span className="sr-only">Order </span>
                    {orderNumber(order)}
                  </span>
                  <span className="text-muted">{orderDate(order.created_at)}</span>
                  <span className="text-muted">
                    {orderStatusLabel(order)} · {orderItemCount(order)}{" "}
                    {orderItemCount(order) === 1 ? "item" : "items"}
                  </span>
                  <span className="text-right font-medium tabular-nums">
                    {formatExactAmount(order.total, order.currency_code)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav
              aria-label="Order pages"
              className="mt-4 flex items-center justify-between text-sm"
            >
              <button
                type="button"
                disabled={page === 0}
                onClick={() => setPage((current) => current - 1)}
                className="underline underline-offset-4 disabled:text-muted disabled:no-underline"
              >
                Newer orders
              </button>
              <span className="text-muted">
                Page {page + 1} of {pageCount}
              </span>
              <button
                type="button"
                disabled={page + 1 >= pageCount}
                onClick={() => setPage((current) => current + 1)}
                className="underline underline-offset-4 disabled:text-muted disabled:no-underline"
              >
                Older orders
              </button>
            </nav>
          ) : null}
        </>
      )}
    </AccountSection>
  );
}
